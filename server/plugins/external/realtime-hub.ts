/**
 * What wakes the long-polls: in process, or through PostgreSQL's LISTEN/NOTIFY so every instance on the database
 * hears (server/realtime/hub.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { LocalHub, PostgresHub, type RealtimeHub } from '../../realtime/hub';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export const realtimeHubPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    app.decorate(
      'realtime',
      database.dialect === 'postgres' && config.databaseUrl
        ? new PostgresHub(
            config.databaseUrl,
            (channel, payload) => sql`select pg_notify(${channel}, ${payload})`.execute(database.db),
            (err) => app.log.warn({ err }, 'realtime: listen connection'),
          )
        : new LocalHub(),
    );
    // Before the server stops: the waiting long-polls answer now, so closing neither waits for them nor leaves them
    // reading a closed database.
    app.addHook('preClose', async () => app.realtime.close());
  },
  { name: 'realtime', dependencies: ['config', 'database'] },
);
