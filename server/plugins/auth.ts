/**
 * Who is calling: the bearer token (a short-lived JWT) gives the user and role; no token is anonymous.
 * An expired token answers 401 TOKEN_EXPIRED; any other bad token 401 Invalid token.
 */
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATH_ROLE_OF, type UserRole } from '../../src/config/constants';
import { API_MESSAGES, MESSAGES } from '../../src/config/messages';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../errors';
import { ANONYMOUS, callerOf, type Caller } from '../records/context';

export interface TokenClaims {
  uid: number;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved lazily from the Authorization header. */
    caller(): Promise<Caller>;
    /** The caller, who must also be allowed on the path's role segment. */
    callerForPath(pathRole: string): Promise<Caller>;
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

export const authPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const ttlS = opts.config.accessTokenTtlMin * 60;
  await app.register(fastifyJwt, {
    secret: opts.config.jwtSecret,
    sign: { expiresIn: ttlS, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });

  app.decorate('issueToken', (claims: TokenClaims) => {
    const token = app.jwt.sign({ uid: claims.uid, role: claims.role });
    return { token, expireAt: new Date(Date.now() + ttlS * 1000) };
  });

  app.decorateRequest('caller', async function (this: FastifyRequest): Promise<Caller> {
    const header = this.headers.authorization;
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
    if (!Number.isInteger(claims.uid) || !(claims.role in PATH_ROLE_OF)) throw unauthorized(API_MESSAGES.invalidToken);
    return callerOf(claims.uid, claims.role);
  });

  app.decorateRequest('callerForPath', async function (this: FastifyRequest, pathRole: string): Promise<Caller> {
    const caller = await this.caller();
    if (caller.role && PATH_ROLE_OF[caller.role] !== pathRole) throw forbidden(API_MESSAGES.roleMismatch(pathRole));
    return caller;
  });
});
