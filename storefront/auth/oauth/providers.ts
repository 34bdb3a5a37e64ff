/**
 * OAuth / OpenID Connect sign-in (requirements §7 "OAuth login: GET /{role}/lambda/{provider}/login"). The
 * server redirects to the provider, and its callback back to /login/oauth with the login payload in
 * the URL fragment, or with ?error=<message>.
 */
import { apiConfig } from '../../../src/api/config';
import type { PathRole } from '../../../src/config/constants';

/**
 * The providers the contract names: `google`, and one generic OIDC provider (OIDC_PROVIDER, default `oidc`). Their
 * names and what the server needs for each are words of the catalogue (storefront/auth/oauth/i18n/en.ts).
 */
export const OAUTH_PROVIDERS = ['google', 'oidc'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

/** The address that starts a sign-in with `provider` as `pathRole`. */
export function oauthLoginUrl(provider: string, pathRole: PathRole, redirectUri?: string): string {
  const base = apiConfig.baseUrl.replace(/\/+$/, '');
  const path = `${base}/v1/api/${encodeURIComponent(apiConfig.projectId)}/${pathRole}/lambda/${encodeURIComponent(provider)}/login`;
  return redirectUri ? `${path}?${new URLSearchParams({ redirect_uri: redirectUri })}` : path;
}

export interface OAuthLanding {
  user_id: number;
  token: string;
  role: 'admin' | 'super_admin' | 'trainer' | 'athlete';
  first_name: string;
  last_name: string;
  photo: string | null;
  refresh_token?: string;
  remember_me: boolean;
  expire_at?: string;
  redirect_uri: string | null;
}

const ROLES = new Set(['admin', 'super_admin', 'trainer', 'athlete']);

/**
 * The login payload of an OAuth landing, read from the URL fragment ("#token=..&user_id=..&role=.."),
 * or null when it is missing or incomplete (token, a numeric user_id and a known role are required).
 */
export function readOAuthFragment(hash: string): OAuthLanding | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  const userId = Number(params.get('user_id'));
  const role = params.get('role');
  if (!token || !Number.isInteger(userId) || userId <= 0 || !role || !ROLES.has(role)) return null;
  const expireAt = params.get('expire_at');
  return {
    user_id: userId,
    token,
    role: role as OAuthLanding['role'],
    first_name: params.get('first_name') ?? '',
    last_name: params.get('last_name') ?? '',
    photo: params.get('photo') || null,
    refresh_token: params.get('refresh_token') || undefined,
    remember_me: params.get('remember_me') === 'true' || !!params.get('refresh_token'),
    expire_at: expireAt && !Number.isNaN(Date.parse(expireAt)) ? expireAt : undefined,
    redirect_uri: params.get('redirect_uri'),
  };
}
