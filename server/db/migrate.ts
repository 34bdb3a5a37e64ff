import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './index';
import { initial } from './migrations/001-initial';
import { storefrontIndexes } from './migrations/002-storefront-indexes';
import { accounts } from './migrations/003-accounts';
import { oauth } from './migrations/004-oauth';
import { payments } from './migrations/005-payments';
import { openRefund } from './migrations/006-open-refund';
import { programStats } from './migrations/007-program-stats';
import { libraryUnique } from './migrations/008-library-unique';
import { idempotency } from './migrations/009-idempotency';
import { realtime } from './migrations/010-realtime';
import { blogCms } from './migrations/011-blog-cms';
import { workspaces } from './migrations/012-workspaces';
import { discountHolds } from './migrations/013-discount-holds';
import { preferences } from './migrations/014-preferences';
import { measures } from './migrations/015-measures';
import { logComments } from './migrations/016-log-comments';
import { progression } from './migrations/017-progression';
import { workoutOverrides } from './migrations/018-workout-overrides';
import { calendar } from './migrations/019-calendar';
import { exerciseGroups } from './migrations/020-exercise-groups';
import { earnings } from './migrations/021-earnings';
import { payouts } from './migrations/022-payouts';
import { payoutReversals } from './migrations/023-payout-reversals';
import { rateLimit } from './migrations/024-rate-limit';

/** One ordered list of migrations for SQLite and PostgreSQL alike. */
function migrations(dialect: Database['dialect']): Record<string, Migration> {
  return {
    '001-initial': initial(dialect),
    '002-storefront-indexes': storefrontIndexes,
    '003-accounts': accounts(dialect),
    '004-oauth': oauth(dialect),
    '005-payments': payments(dialect),
    '006-open-refund': openRefund,
    '007-program-stats': programStats,
    '008-library-unique': libraryUnique,
    '009-idempotency': idempotency(dialect),
    '010-realtime': realtime(dialect),
    '011-blog-cms': blogCms(dialect),
    '012-workspaces': workspaces(dialect),
    '013-discount-holds': discountHolds,
    '014-preferences': preferences,
    '015-measures': measures,
    '016-log-comments': logComments(dialect),
    '017-progression': progression,
    '018-workout-overrides': workoutOverrides(dialect),
    '019-calendar': calendar,
    '020-exercise-groups': exerciseGroups,
    '021-earnings': earnings(dialect),
    '022-payouts': payouts(dialect),
    '023-payout-reversals': payoutReversals,
    '024-rate-limit': rateLimit,
  };
}

/** The database's migrator (tests take it to a given migration to check what the next one does to existing rows). */
export function migratorOf(database: Database): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrations(database.dialect) };
  // Migrations made on parallel branches may arrive in another order than their names: each runs once, whatever the order.
  return new Migrator({ db: database.db, provider, allowUnorderedMigrations: true });
}

export async function migrateToLatest(database: Database): Promise<string[]> {
  const { error, results } = await migratorOf(database).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
