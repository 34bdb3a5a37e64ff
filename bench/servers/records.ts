/**
 * The Sportlink API as server/server.ts runs it (config from the environment, migrations, buildApp), on the
 * SQLite file in SQLITE_FILE, without the console banner and with the port reported to the benchmark.
 * Run with NODE_ENV=production, JWT_SECRET, LOG_LEVEL=silent, SEED_DEMO=0, HOST=127.0.0.1, PORT=0.
 */
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { announce } from './ready';

const config = loadConfig(process.env);
const database = openDatabase(config);
await migrateToLatest(database);
const app = await buildApp(config, database);
await app.listen({ host: config.host, port: config.port });
announce(app.server);
