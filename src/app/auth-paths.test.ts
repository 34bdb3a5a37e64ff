import { describe, expect, it } from 'vitest';
import { AUTH_PUBLIC_PATHS, isAuthPublicPath } from './auth-paths';

describe('auth public paths', () => {
  it('are the auth pages of the spec public list', () => {
    expect([...AUTH_PUBLIC_PATHS].sort()).toEqual(
      [
        '/login',
        '/login/oauth',
        '/oauth-test',
        '/verify-email',
        '/verification-sent',
        '/forgot-password',
        '/change-password',
        '/magic-login',
        '/magic-login/:role',
        '/magic-login/verify',
        '/athlete/signup',
        '/trainer/signup',
        '/admin/login',
        '/admin/sign-up',
        '/admin/forgot',
        '/admin/reset',
        '/trainer/forgot-password',
        '/trainer/change-password',
      ].sort(),
    );
  });

  it('match concrete paths, the role parameter included', () => {
    expect(isAuthPublicPath('/login')).toBe(true);
    expect(isAuthPublicPath('/magic-login/trainer')).toBe(true);
    expect(isAuthPublicPath('/magic-login/verify')).toBe(true);
    expect(isAuthPublicPath('/athlete/profile')).toBe(false);
    expect(isAuthPublicPath('/')).toBe(false);
    expect(isAuthPublicPath('/login/other')).toBe(false);
  });
});
