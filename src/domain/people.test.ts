import { describe, expect, it } from 'vitest';
import { publicName } from './people';

describe('publicName', () => {
  it('shows an athlete by first name and last initial', () => {
    expect(publicName({ role: 'athlete', first_name: 'Alex', last_name: 'Kim' })).toBe('Alex K.');
    expect(publicName({ role: 'athlete', first_name: ' Jordan ', last_name: 'lee' })).toBe('Jordan L.');
    expect(publicName({ role: 'athlete', first_name: 'Zoë', last_name: 'Ørsted' })).toBe('Zoë Ø.');
  });
  it('shows trainers and admins by their full name', () => {
    expect(publicName({ role: 'trainer', first_name: 'Tara', last_name: 'Stone' })).toBe('Tara Stone');
    expect(publicName({ role: 'admin', first_name: 'Ada', last_name: 'Admin' })).toBe('Ada Admin');
  });
  it('has a word for an athlete without a name', () => {
    expect(publicName({ role: 'athlete', first_name: null, last_name: null })).toBe('Athlete');
    expect(publicName({ role: 'athlete', first_name: '', last_name: 'Kim' })).toBe('K.');
    expect(publicName({ role: 'athlete', first_name: 'Alex', last_name: '' })).toBe('Alex');
  });
});
