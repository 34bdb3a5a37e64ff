/**
 * The one guard: who may call an operation is declared once, in the contract (each operation's `x-access`, carried
 * into server/generated/operations.ts), and checked here before any handler runs. Handlers then read the caller
 * (`request.caller()`, the same answer the guard saw) and keep only rules about rows (whose checkout, which room).
 *
 * Order, as a user meets it: a bad or expired token (401), a token of another path role (403), not signed in (401),
 * another role (403, the operation's message), a deactivated account acting (403, requirements §6).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATH_ROLE_OF } from '../../../src/config/constants';
import { API_MESSAGES, MESSAGES, SCHEDULING_MESSAGES, WORKSPACE_MESSAGES } from '../../../src/config/messages';
import { PAYMENT_MESSAGES } from '../../../src/config/payments';
import type { OperationAccess } from '../../generated/operations';
import { forbidden, unauthorized } from '../../errors';
import type { Caller } from '../../records/context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route's operation (its `x-access`); absent on routes outside the contract. */
    access?: OperationAccess;
  }
}

/** The refusals an operation may name for a caller of another role (`x-access.denied`). */
export const DENIED_MESSAGES: Record<NonNullable<OperationAccess['denied']>, string> = {
  athletesOnly: PAYMENT_MESSAGES.athletesOnly,
  adminsOnly: WORKSPACE_MESSAGES.adminsOnly,
  whoMaySchedule: SCHEDULING_MESSAGES.whoMaySchedule,
  superAdminOnly: API_MESSAGES.superAdminOnly,
};

/** Whether the caller is one of the roles (`super_admin` names that role; the others a caller kind). */
function isOneOf(caller: Caller, roles: NonNullable<OperationAccess['roles']>): boolean {
  return roles.some((role) => (role === 'super_admin' ? caller.role === 'super_admin' : caller.kind === role));
}

/** Checks one request against its operation's access; answers the caller it checked. */
export async function checkAccess(request: FastifyRequest<{ Params: { role?: string } | undefined }>, access: OperationAccess): Promise<Caller> {
  const pathRole = request.params?.role;
  const caller =
    pathRole === undefined ? await request.caller() : access.caller === 'optional' ? await request.optionalCaller(pathRole) : await request.callerForPath(pathRole);
  if (access.caller === 'signed-in') {
    if (caller.userId == null) throw unauthorized(API_MESSAGES.signInRequired);
    if (access.roles && !isOneOf(caller, access.roles)) {
      throw forbidden(access.denied ? DENIED_MESSAGES[access.denied] : API_MESSAGES.roleMismatch(PATH_ROLE_OF[access.roles[0]]));
    }
  }
  if (access.active && caller.userId != null && caller.status === 0) throw forbidden(MESSAGES.accountDeactivated);
  return caller;
}

/**
 * Registered before the plugins that act on a request (idempotency claims), so a refused call leaves nothing behind.
 * Runs after validation: a malformed request is a 400 whoever sends it.
 */
export const guardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook<{ Params: { role?: string } | undefined }>('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (access && access.caller !== 'public') await checkAccess(request, access);
    });
  },
  { name: 'guard', dependencies: ['auth'] },
);
