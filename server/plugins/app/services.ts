/**
 * The app's services built on the external plugins, each a plugin that declares what it needs: the limiter, the
 * notifier, the records service (with the tables' policies and hooks), the accounts and OAuth sign-in, and the AI client.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AiClient } from '../../ai/client';
import { Accounts } from '../../auth/accounts';
import { Redis } from 'ioredis';
import { Limiter, MemoryLimitStore, PostgresLimitStore, RedisLimitStore, type LimitStore } from '../../auth/limiter';
import { OAuth } from '../../auth/oauth';
import { setPasswordCost } from '../../auth/password';
import { Notifier } from '../../notifications/notifier';
import { POLICIES } from '../../records/policies';
import { RecordsService } from '../../records/service';
import { HOOKS } from '../../records/table-hooks';

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
    notifier: Notifier;
    records: RecordsService;
    accounts: Accounts;
    oauth: OAuth;
    ai: AiClient;
  }
}

/**
 * Attempts counted per key and window (sign-in, links, two-factor, AI), where every instance counts alike: Redis when
 * REDIS_URL is set, else PostgreSQL's table, else (SQLite, one instance) memory. Ended windows are swept where the
 * store keeps them.
 */
export const limiterPlugin = fp(
  async (app: FastifyInstance) => {
    let store: LimitStore;
    if (app.config.redisUrl) {
      // A Redis that does not answer refuses the attempt at once (the limiter's 503) instead of queueing it.
      const redis = new Redis(app.config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
      redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'limiter: redis'));
      await redis.connect().catch((err: Error) => app.log.warn({ err: err.message }, 'limiter: redis does not answer yet'));
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
      store = new RedisLimitStore(redis, `${app.config.redisPrefix}limit:`);
    } else if (app.database.dialect === 'postgres') {
      store = new PostgresLimitStore(app.database.db);
    } else {
      store = new MemoryLimitStore();
    }
    if (store.kind !== 'redis') {
      const sweep = setInterval(() => void store.sweep(Date.now()).catch((err: Error) => app.log.warn({ err: err.message }, 'limiter: sweep')), 10 * 60_000);
      sweep.unref();
      app.addHook('onClose', async () => clearInterval(sweep));
    }
    app.decorate('limiter', new Limiter(store));
  },
  { name: 'limiter', dependencies: ['config', 'database'] },
);

/** Records notices and delivers them (long-polls woken, mails sent). */
export const notifierPlugin = fp(async (app: FastifyInstance) => void app.decorate('notifier', new Notifier(app)), {
  name: 'notifier',
  dependencies: ['database', 'mailer', 'realtime'],
});

/** Every table's rows through its policy (who may do what) and its hooks (what follows a change). */
export const recordsPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = { refundWindowDays: app.config.payments.refundWindowDays };
    app.decorate('records', new RecordsService(app.database, { policies: POLICIES, hooks: HOOKS }, settings, (notices) => app.notifier.deliver(notices)));
  },
  { name: 'records', dependencies: ['config', 'database', 'notifier'] },
);

/** Sign-in, registration, two-factor and profile (server/auth/accounts), and sign-in through an OAuth provider. */
export const accountsPlugin = fp(
  async (app: FastifyInstance) => {
    setPasswordCost(app.config.passwordCost);
    app.decorate('accounts', new Accounts(app));
    app.decorate('oauth', new OAuth(app));
  },
  { name: 'accounts', dependencies: ['config', 'database', 'auth', 'mailer', 'limiter'] },
);

/** The OpenAI-compatible service, when configured (server/ai/client.ts). */
export const aiPlugin = fp(async (app: FastifyInstance) => void app.decorate('ai', new AiClient(() => app.config.ai, app.log)), {
  name: 'ai',
  dependencies: ['config'],
});
