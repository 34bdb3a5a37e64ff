import type { ColumnDefinitionBuilder } from 'kysely';
import type { Dialect } from '../index';

/** The id column both dialects understand: `serial` on PostgreSQL, `integer primary key autoincrement` on SQLite. */
export function idColumn(dialect: Dialect) {
  return {
    type: dialect === 'postgres' ? ('serial' as const) : ('integer' as const),
    build: (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()),
  };
}
