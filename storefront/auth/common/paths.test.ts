import { describe, expect, it } from 'vitest';
import { audienceOf, homePathFor, safeRedirect, withQuery } from './paths';

describe('safeRedirect', () => {
  it('keeps paths of this site, with query and hash', () => {
    expect(safeRedirect('/athlete/profile')).toBe('/athlete/profile');
    expect(safeRedirect('/trainer/feed?tab=2#top')).toBe('/trainer/feed?tab=2#top');
    expect(safeRedirect('/')).toBe('/');
  });

  it.each([
    ['an absolute URL', 'https://evil.test/x'],
    ['a protocol-relative URL', '//evil.test/x'],
    ['a backslash trick', '/\\evil.test'],
    ['a tab trick', '/\t/evil.test'],
    ['another scheme', 'javascript:alert(1)'],
    ['a relative path', 'athlete/profile'],
    ['nothing', null],
    ['empty', ''],
  ])('refuses %s', (_case, uri) => {
    expect(safeRedirect(uri)).toBeNull();
  });
});

describe('where people go', () => {
  it('each role has its home', () => {
    expect(homePathFor('athlete')).toBe('/');
    expect(homePathFor('trainer')).toBe('/trainer/dashboard');
    expect(homePathFor('admin')).toBe('/admin/dashboard');
    expect(homePathFor('super_admin')).toBe('/admin/dashboard');
    expect(homePathFor('someone')).toBe('/');
  });

  it('audiences come from path roles and session roles', () => {
    expect(audienceOf('member')).toBe('athlete');
    expect(audienceOf('athlete')).toBe('athlete');
    expect(audienceOf('trainer')).toBe('trainer');
    expect(audienceOf('super_admin')).toBe('admin');
    expect(audienceOf('coach')).toBeNull();
  });

  it('withQuery drops empty values', () => {
    expect(withQuery('/verification-sent', { email: 'a+b@x.test', other: '' })).toBe('/verification-sent?email=a%2Bb%40x.test');
    expect(withQuery('/login', {})).toBe('/login');
  });
});
