/** Sign-in. (The rest of the accounts family arrives with the accounts issue.) */
import type { FastifyInstance } from 'fastify';
import { PATH_ROLE_OF, type UserRole } from '../../src/config/constants';
import { API_MESSAGES } from '../../src/config/messages';
import { dummyHash, verifyPassword } from '../auth/password';
import { forbidden, unauthorized } from '../errors';
import type { Handlers } from '../routes';

export function authHandlers(app: FastifyInstance): Handlers {
  return {
    async login(request) {
      const { role: pathRole } = request.params as { role: string };
      const { email, password, is_refresh } = request.body as { email: string; password: string; is_refresh?: boolean };
      const user = await app.database.db
        .selectFrom('user')
        .select(['id', 'password_hash', 'role', 'first_name', 'last_name', 'photo', 'status', 'verify'])
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
      if (!user || !ok) throw unauthorized(API_MESSAGES.invalidCredentials);
      const role = user.role as UserRole;
      if (PATH_ROLE_OF[role] !== pathRole) throw forbidden(`This account cannot sign in as ${pathRole}`);
      if (Number(user.verify) !== 1) throw forbidden('Verify your email address before signing in');
      const { token, expireAt } = app.issueToken({ uid: Number(user.id), role });
      return {
        error: false,
        user_id: Number(user.id),
        token,
        role,
        first_name: user.first_name,
        last_name: user.last_name,
        photo: user.photo ?? null,
        remember_me: Boolean(is_refresh),
        expire_at: expireAt.toISOString(),
      };
    },
  };
}
