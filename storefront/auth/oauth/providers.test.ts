import { describe, expect, it } from 'vitest';
import { oauthLoginUrl, readOAuthFragment } from './providers';

describe('OAuth', () => {
  it('reads the login payload from the landing fragment', () => {
    const hash = '#token=t.k.n&refresh_token=r1&user_id=7&role=trainer&expire_at=2030-01-01T00%3A00%3A00.000Z&first_name=Tara&last_name=Stone&redirect_uri=%2Ftrainer%2Ffeed';
    expect(readOAuthFragment(hash)).toEqual({
      user_id: 7,
      token: 't.k.n',
      role: 'trainer',
      first_name: 'Tara',
      last_name: 'Stone',
      photo: null,
      refresh_token: 'r1',
      remember_me: true,
      expire_at: '2030-01-01T00:00:00.000Z',
      redirect_uri: '/trainer/feed',
    });
  });

  it.each([
    ['nothing', ''],
    ['no token', '#user_id=7&role=athlete'],
    ['no user', '#token=t&role=athlete'],
    ['an unknown role', '#token=t&user_id=7&role=root'],
    ['a bad user id', '#token=t&user_id=x&role=athlete'],
  ])('refuses %s', (_case, hash) => {
    expect(readOAuthFragment(hash)).toBeNull();
  });

  it('builds the sign-in address of a provider and role', () => {
    expect(oauthLoginUrl('google', 'member')).toBe('/v1/api/sportlink/member/lambda/google/login');
    expect(oauthLoginUrl('oidc', 'admin', '/admin/refunds')).toBe('/v1/api/sportlink/admin/lambda/oidc/login?redirect_uri=%2Fadmin%2Frefunds');
  });
});
