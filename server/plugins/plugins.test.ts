/**
 * The plugin layers: each plugin names what it needs, so one registered before its dependencies stops the boot with
 * that name; registered in their declared order they decorate the app with every service; the guard checks an
 * operation's x-access in the order a user meets the refusals.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES, MESSAGES, WORKSPACE_MESSAGES } from '../../src/config/messages';
import { accessOf } from '../../codegen/operations';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { ANONYMOUS, callerOf, type Caller } from '../records/context';
import { registerAppPlugins, registerExternalPlugins } from '.';
import { checkAccess } from './app/guard';
import { recordsPlugin } from './app/services';
import { OPERATIONS } from '../generated/operations';

const config = loadConfig(
  { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), SQLITE_FILE: join(mkdtempSync(join(tmpdir(), 'sportlink-plugins-')), 'test.db'), WEB_DIST: '/nonexistent' },
  { databaseUrl: null, port: 0, host: '127.0.0.1' },
);

describe('plugin layers', () => {
  it('refuses a plugin registered before what it depends on, naming it', async () => {
    const app = Fastify();
    await expect(app.register(recordsPlugin).ready()).rejects.toThrow("The dependency 'config' of plugin 'records' is not registered");
    await app.close().catch(() => undefined);
  });

  it('registers the external then the app plugins in their declared order, decorating every service', async () => {
    const database = openDatabase(config);
    const app = Fastify({ logger: false });
    try {
      await registerExternalPlugins(app, config, database);
      await registerAppPlugins(app);
      await app.ready();
      for (const name of ['config', 'database', 'mailer', 'storage', 'paymentProvider', 'realtime', 'limiter', 'notifier', 'records', 'accounts', 'oauth', 'payments', 'ai']) {
        expect(app.hasDecorator(name), name).toBe(true);
      }
      expect(app.hasRequestDecorator('caller')).toBe(true);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

/** A request whose caller is `caller` (what the auth plugin would have resolved), on path role `role`. */
function requestOf(caller: Caller, role?: string): FastifyRequest<{ Params: { role?: string } | undefined }> {
  const onPath = async (pathRole: string) => {
    if (caller.role && { athlete: 'member', trainer: 'trainer', admin: 'admin', super_admin: 'admin' }[caller.role] !== pathRole) {
      throw Object.assign(new Error(API_MESSAGES.roleMismatch(pathRole)), { statusCode: 403 });
    }
    return caller;
  };
  return { params: role ? { role } : undefined, caller: async () => caller, callerForPath: onPath, optionalCaller: onPath } as unknown as FastifyRequest<{ Params: { role?: string } | undefined }>;
}

describe('the guard (x-access)', () => {
  const admin = callerOf(1, 'admin', { sessionId: 1, status: 1 });
  const offAdmin = callerOf(2, 'admin', { sessionId: 2, status: 0 });
  const trainer = callerOf(3, 'trainer', { sessionId: 3, status: 1 });
  const refusal = (p: Promise<unknown>) => p.then(() => null, (e: { statusCode: number; message: string }) => `${e.statusCode} ${e.message}`);

  it('asks a signed-out caller to sign in, refuses another role with the operation message, a deactivated account acting', async () => {
    const write = { caller: 'signed-in', roles: ['admin'], active: true, denied: 'adminsOnly' } as const;
    expect(await refusal(checkAccess(requestOf(ANONYMOUS, 'admin'), write))).toBe(`401 ${API_MESSAGES.signInRequired}`);
    expect(await refusal(checkAccess(requestOf(trainer, 'admin'), write))).toBe(`403 ${API_MESSAGES.roleMismatch('admin')}`);
    expect(await refusal(checkAccess(requestOf(trainer, 'trainer'), write))).toBe(`403 ${WORKSPACE_MESSAGES.adminsOnly}`);
    expect(await refusal(checkAccess(requestOf(offAdmin, 'admin'), write))).toBe(`403 ${MESSAGES.accountDeactivated}`);
    expect(await refusal(checkAccess(requestOf(admin, 'admin'), write))).toBeNull();
    // A read: the deactivated admin may look.
    expect(await refusal(checkAccess(requestOf(offAdmin, 'admin'), { ...write, active: false }))).toBeNull();
    // Open to anyone on its path; an action still needs an active account when signed in.
    expect(await refusal(checkAccess(requestOf(ANONYMOUS, 'member'), { caller: 'path', active: true }))).toBeNull();
    expect(await refusal(checkAccess(requestOf(offAdmin, 'admin'), { caller: 'path', active: true }))).toBe(`403 ${MESSAGES.accountDeactivated}`);
  });

  it('is declared on every operation of the contract, and the codegen refuses one without it or with a typo', () => {
    for (const op of OPERATIONS) expect(['public', 'optional', 'path', 'signed-in'], op.operationId).toContain(op.access.caller);
    expect(() => accessOf({ operationId: 'x' })).toThrow(/x-access is missing/);
    expect(() => accessOf({ operationId: 'x', 'x-access': { caller: 'signed-in', role: ['admin'] } })).toThrow(/x-access.role is not a known key/);
    expect(() => accessOf({ operationId: 'x', 'x-access': { caller: 'path', roles: ['admin'] } })).toThrow(/roles needs caller signed-in/);
  });
});
