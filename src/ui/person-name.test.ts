import { describe, expect, it } from 'vitest';
import { personInitials, personName } from './person-name';

describe('personName and personInitials', () => {
  it('joins the name parts and falls back when there are none', () => {
    expect(personName({ first_name: 'Tara', last_name: 'Stone' })).toBe('Tara Stone');
    expect(personName({ first_name: 'Tara', last_name: '' })).toBe('Tara');
    expect(personName(null)).toBe('Someone');
    expect(personName(undefined, 'A trainer')).toBe('A trainer');
  });
  it('takes up to two initials', () => {
    expect(personInitials({ first_name: 'tara', last_name: 'stone' })).toBe('TS');
    expect(personInitials({ first_name: 'Tara' })).toBe('T');
    expect(personInitials(null)).toBe('');
  });
});
