import { describe, expect, it } from 'vitest';
import { audienceOf, homePathFor, withQuery } from './paths';

// Whether a redirect_uri may be followed is the URL policy's: src/domain/url-policy.test.ts ("a sign-in redirect").

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
