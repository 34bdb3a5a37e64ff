/**
 * The plugins in their layers, registered in this order by server/app.ts: external (what the app talks to: the
 * configuration, the database, the instance's lifecycle and metrics (server/ops), the mail transport, file storage,
 * the card provider, the realtime hub), then the app's
 * own (the caller and the guard, idempotency, and the services built on the external ones). Each declares its
 * `dependencies` by name (fastify-plugin), so one registered before what it needs stops the boot with that name.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db';
import { authPlugin } from './app/auth';
import { guardPlugin } from './app/guard';
import { idempotencyPlugin } from './app/idempotency';
import { paymentsPlugin } from './app/payments';
import { accountsPlugin, aiPlugin, limiterPlugin, notifierPlugin, recordsPlugin } from './app/services';
import { configPlugin } from './external/config';
import { databasePlugin } from './external/database';
import { mailTransportPlugin } from './external/mail-transport';
import { paymentProviderPlugin } from './external/payment-provider';
import { realtimeHubPlugin } from './external/realtime-hub';
import { storagePlugin } from './external/storage';
import { metricsPlugin } from '../ops/metrics';
import { lifecyclePlugin } from '../ops/shutdown';

export async function registerExternalPlugins(app: FastifyInstance, config: Config, database: Database) {
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database });
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin);
  await app.register(mailTransportPlugin);
  await app.register(storagePlugin);
  await app.register(paymentProviderPlugin);
  await app.register(realtimeHubPlugin);
}

export async function registerAppPlugins(app: FastifyInstance) {
  await app.register(authPlugin);
  // Before idempotency: a refused call claims no key.
  await app.register(guardPlugin);
  await app.register(idempotencyPlugin);
  await app.register(limiterPlugin);
  await app.register(notifierPlugin);
  await app.register(recordsPlugin);
  await app.register(accountsPlugin);
  await app.register(paymentsPlugin);
  await app.register(aiPlugin);
}
