/**
 * When an enrollment still gives access: status `active` and no end date, or one still ahead (a subscription
 * cancelled at the period's end keeps access until then). Every access check uses this one rule.
 */
import { sql, type Expression, type SqlBool } from 'kysely';

export function accessNotEnded(column: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)} is null or ${sql.ref(column)} > ${new Date().toISOString()})`;
}
