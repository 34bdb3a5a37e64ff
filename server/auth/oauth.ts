/**
 * Sign-in with an OpenID Connect provider (authorization code + PKCE; state, nonce and verifier in a
 * signed HTTP-only cookie). The callback links the account by provider subject, or by an email the provider
 * says is verified, or creates it, and lands the browser on /login/oauth with the login payload in the fragment.
 */
import type { OperationRequest } from '../routes';
import * as oidc from 'openid-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeLink, sitePath } from '../../src/domain/url-policy';
import { HttpError, notFound } from '../errors';
import { AUTH_MESSAGES, type UserRow } from './accounts';
import { noPasswordHash } from './password';

const COOKIE = 'sl_oauth';
const ROLE_OF_PATH: Record<string, 'athlete' | 'trainer' | null> = { member: 'athlete', trainer: 'trainer', admin: null };

interface Pending {
  state: string;
  nonce: string;
  verifier: string;
  role: string;
  provider: string;
  redirect: string | null;
}

export class OAuth {
  private configs = new Map<string, Promise<oidc.Configuration>>();
  constructor(private app: FastifyInstance) {}

  private provider(name: string) {
    const p = this.app.config.oidcProviders[name];
    if (!p) throw notFound(`Unknown sign-in provider: ${name}`);
    return p;
  }

  private configuration(name: string): Promise<oidc.Configuration> {
    let c = this.configs.get(name);
    if (!c) {
      const p = this.provider(name);
      const issuer = new URL(p.issuer);
      c = oidc
        .discovery(issuer, p.clientId, p.clientSecret, undefined, issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined)
        .catch((err) => {
          this.configs.delete(name);
          throw new HttpError(503, `The ${name} sign-in provider does not answer (${(err as Error).message})`);
        });
      this.configs.set(name, c);
    }
    return c;
  }

  private callbackUrl(role: string, provider: string) {
    return `${this.app.config.appUrl}/v1/api/${this.app.config.projectId}/${role}/lambda/${provider}/callback`;
  }

  async start(request: FastifyRequest, reply: FastifyReply, role: string, provider: string, redirect?: string) {
    const config = await this.configuration(provider);
    const pending: Pending = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      role,
      provider,
      redirect: sitePath(redirect),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUrl(role, provider),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    reply.setCookie(COOKIE, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
      path: '/v1/api',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.app.config.appUrl.startsWith('https:'),
      maxAge: 600,
      signed: true,
    });
    return reply.redirect(url.href, 302);
  }

  async finish(request: OperationRequest<'oauthCallback'>, reply: FastifyReply, role: string, provider: string) {
    const landing = `${this.app.config.appUrl}/login/oauth`;
    const fail = (message: string) => reply.clearCookie(COOKIE, { path: '/v1/api' }).redirect(`${landing}?error=${encodeURIComponent(message)}`, 302);
    const raw = request.cookies[COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (!unsigned?.valid || !unsigned.value) return fail('The sign-in took too long or was started elsewhere; try again');
    const pending = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as Pending;
    if (pending.provider !== provider || pending.role !== role) return fail('The sign-in does not match the one started; try again');
    const query = request.query;
    if (query.error) return fail(query.error_description || query.error);
    const config = await this.configuration(provider);
    let claims: oidc.IDToken | undefined;
    try {
      const current = new URL(request.url, this.app.config.appUrl);
      const tokens = await oidc.authorizationCodeGrant(
        config,
        new URL(`${this.callbackUrl(role, provider)}${current.search}`),
        { pkceCodeVerifier: pending.verifier, expectedState: pending.state, expectedNonce: pending.nonce },
      );
      claims = tokens.claims();
    } catch (err) {
      // A 401 or 403 from the provider: show its own words (requirements §8). openid-client has read the body:
      // it is `cause` (parsed JSON) on its ResponseBodyError.
      const e = err as { status?: number; message?: string; cause?: unknown };
      if (e.status === 401 || e.status === 403) {
        const text = typeof e.cause === 'string' ? e.cause : e.cause && typeof e.cause === 'object' ? JSON.stringify(e.cause) : '';
        return fail(text || `The provider refused the sign-in (${e.status})`);
      }
      return fail(`The sign-in with ${provider} failed: ${e.message ?? 'unknown error'}`);
    }
    if (!claims?.sub) return fail('The provider did not say who you are');
    const user = await this.linkOrCreate(provider, role, claims);
    if (typeof user === 'string') return fail(user);
    const result = await this.app.accounts.afterFirstFactor(request, user, role, false, `oauth:${provider}`);
    const fragment = new URLSearchParams();
    for (const [k, v] of Object.entries(result)) if (k !== 'error' && v !== null && v !== undefined) fragment.set(k, String(v));
    if (pending.redirect) fragment.set('redirect_uri', pending.redirect);
    return reply.clearCookie(COOKIE, { path: '/v1/api' }).redirect(`${landing}#${fragment.toString()}`, 302);
  }

  /**
   * The account of the provider's subject; else, only when the provider says the email is verified (`email_verified:
   * true`; false or missing is refused), the account of that email, linked to the subject, or a new one for the path's
   * role. A new account needs the verified email too: made from an unproven address it would hold someone else's
   * address, and its provider identity would stay linked after the owner took the address back. Linking an account
   * never confirmed proves its address: the password set before is cleared and its sessions end
   * (Accounts.confirmAddressWithoutPassword), in the transaction that links.
   */
  private async linkOrCreate(provider: string, role: string, claims: oidc.IDToken): Promise<UserRow | string> {
    const db = this.app.database.db;
    const accounts = this.app.accounts;
    const linked = await db.selectFrom('oauth_identity').select('user_id').where('provider', '=', provider).where('subject', '=', String(claims.sub)).executeTakeFirst();
    if (linked) return (await accounts.userById(Number(linked.user_id)))!;
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    if (!email) return 'The provider did not share an email address';
    if (claims.email_verified !== true) return claims.email_verified === false ? AUTH_MESSAGES.oauthEmailUnverified : AUTH_MESSAGES.oauthEmailUnconfirmed;
    const existing = await accounts.userByEmail(email);
    const newRole = ROLE_OF_PATH[role];
    if (!existing && !newRole) return 'There is no admin account for this email';
    const now = new Date().toISOString();
    return db.transaction().execute(async (trx) => {
      let userId: number;
      if (existing) {
        userId = existing.id;
        await accounts.confirmAddressWithoutPassword(userId, `the ${provider} sign-in`, trx);
      } else {
        const inserted = await trx
          .insertInto('user')
          .values({
            email,
            // No password: this account signs in with the provider, a magic link, or after a reset.
            password_hash: noPasswordHash(),
            role: newRole!,
            first_name: String(claims.given_name ?? claims.name ?? email.split('@')[0]).slice(0, 100),
            last_name: String(claims.family_name ?? '').slice(0, 100) || '-',
            // The provider's picture, when it is a picture this site may show (the one URL policy).
            photo: typeof claims.picture === 'string' && claims.picture.length <= 2048 ? safeLink(claims.picture, 'media') : null,
            status: 1,
            verify: 1,
            profile_complete: 0,
            two_factor_enabled: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userId = Number(inserted.id);
      }
      await trx.insertInto('oauth_identity').values({ provider, subject: String(claims.sub), user_id: userId, created_at: now }).execute();
      return (await accounts.userById(userId, trx))!;
    });
  }
}
