/**
 * What a write implies for other rows, table by table: a table's hooks run in the write's transaction, right after
 * the write, so they commit or roll back with it. Policies (./policy.ts) say who may do what; hooks keep the rest of
 * the data in step (a program's rating, one pinned post per author, a feed notice). The hooks of every table are
 * listed in ./table-hooks.ts and handed to the records service beside the policies.
 */
import type { Ctx } from './context';

type Row = Record<string, unknown>;

export interface TableHooks {
  /**
   * After a create or an update (one call per row an update changed), given the fields written as they were sent,
   * the row's id and, for an update, the stored row as it was before.
   */
  after?: (ctx: Ctx, row: Row, op: 'create' | 'update', id: number, before?: Row) => Promise<void>;
  /** After a delete, given the rows as they were. */
  afterDelete?: (ctx: Ctx, deleted: readonly Row[]) => Promise<void>;
}

/** The hooks of the records tables, by name (a table without any has no entry). */
export type Hooks = Readonly<Record<string, TableHooks>>;

const NONE: TableHooks = {};

/** The hooks of `table` (none when it has no entry; an own entry only, as for policies). */
export function hooksIn(hooks: Hooks, table: string): TableHooks {
  return Object.hasOwn(hooks, table) ? hooks[table] : NONE;
}
