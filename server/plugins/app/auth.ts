/**
 * Who is calling: the bearer token (a short-lived JWT) gives the user and role; no token is anonymous.
 * An expired token answers 401 TOKEN_EXPIRED; any other bad token 401 Invalid token.
 */
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATH_ROLE_OF, type UserRole } from '../../../src/config/constants';
import { API_MESSAGES, MESSAGES } from '../../../src/config/messages';
import { TEMPLATES } from '../../db/templates';
import { forbidden, unauthorized } from '../../errors';
import { ANONYMOUS, callerOf, type Caller } from '../../records/context';

export interface TokenClaims {
  uid: number;
  role: UserRole;
  /** The sign-in session: revoking it (logout, password change, refresh reuse) ends the token too. */
  sid: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved lazily from the Authorization header, once per request (the guard's answer is the handler's). */
    caller(): Promise<Caller>;
    /** The caller of an operation the guard let in only signed in (server/plugins/app/guard.ts): their user id is known. */
    signedInCaller(): Promise<Caller & { userId: number }>;
    /** The caller, who must also be allowed on the path's role segment. */
    callerForPath(pathRole: string): Promise<Caller>;
    /**
     * The caller of an operation open to anyone (x-access `optional`): a stale or bad token is served as anyone (and
     * `caller()` answers anyone from then on), but a valid token on another role's path is refused like everywhere (403).
     */
    optionalCaller(pathRole: string): Promise<Caller>;
  }
  interface FastifyInstance {
    issueToken(claims: TokenClaims): { token: string; expireAt: Date };
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const ttlS = app.config.accessTokenTtlMin * 60;
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { expiresIn: ttlS, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });

  app.decorate('issueToken', (claims: TokenClaims) => {
    const token = app.jwt.sign({ uid: claims.uid, role: claims.role, sid: claims.sid });
    return { token, expireAt: new Date(Date.now() + ttlS * 1000) };
  });

  // Every signed-in request reads its session: compiled once (server/db/templates.ts).
  const { db, dialect } = app.database;
  const sessionOf = (sessionId: number, userId: number) =>
    TEMPLATES.rows(db, dialect, 'session', [sessionId, userId], ([sid, uid]) =>
      db
        .selectFrom('user_session as s')
        .innerJoin('user as u', 'u.id', 's.user_id')
        .select(['s.revoked_at as revoked_at', 'u.status as status', 'u.role as role', 'u.verify as verify'])
        .where('s.id', '=', sid)
        .where('s.user_id', '=', uid),
    );
  const resolved = new WeakMap<FastifyRequest, Promise<Caller>>();
  app.decorateRequest('caller', function (this: FastifyRequest): Promise<Caller> {
    let caller = resolved.get(this);
    if (!caller) resolved.set(this, (caller = resolve(this)));
    return caller;
  });
  app.decorateRequest('signedInCaller', async function (this: FastifyRequest) {
    const caller = await this.caller();
    if (caller.userId == null) throw unauthorized(API_MESSAGES.signInRequired);
    return caller as Caller & { userId: number };
  });

  async function resolve(request: FastifyRequest): Promise<Caller> {
    const header = request.headers.authorization;
    if (!header) return ANONYMOUS;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized(API_MESSAGES.invalidToken);
    let claims: TokenClaims;
    try {
      claims = app.jwt.verify<TokenClaims>(token);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FAST_JWT_EXPIRED') throw unauthorized(MESSAGES.tokenExpired);
      throw unauthorized(API_MESSAGES.invalidToken);
    }
    if (!Number.isInteger(claims.uid) || !Number.isInteger(claims.sid) || !(claims.role in PATH_ROLE_OF)) {
      throw unauthorized(API_MESSAGES.invalidToken);
    }
    // The session must still be open and the account unchanged: logout and revocation take effect at once.
    const [row] = await sessionOf(claims.sid, claims.uid);
    if (!row || row.revoked_at || row.role !== claims.role || Number(row.verify) !== 1) throw unauthorized(MESSAGES.tokenExpired);
    return callerOf(claims.uid, claims.role, { sessionId: claims.sid, status: Number(row.status) });
  }

  app.decorateRequest('optionalCaller', async function (this: FastifyRequest, pathRole: string): Promise<Caller> {
    try {
      return await this.callerForPath(pathRole);
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 403) throw err;
      resolved.set(this, Promise.resolve(ANONYMOUS));
      return ANONYMOUS;
    }
  });

  app.decorateRequest('callerForPath', async function (this: FastifyRequest, pathRole: string): Promise<Caller> {
    const caller = await this.caller();
    if (caller.role && PATH_ROLE_OF[caller.role] !== pathRole) throw forbidden(API_MESSAGES.roleMismatch(pathRole));
    return caller;
  });
}, { name: 'auth', dependencies: ['config', 'database'] });
