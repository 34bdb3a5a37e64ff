/**
 * The records writes (create, update and delete, of one record or of every record a condition selects), under the
 * table's policy, each in one transaction with the table's hooks (./hooks.ts) run in it right after the write.
 */
import { MESSAGES } from '../../src/config/messages';
import type { DB } from '../db';
import { badRequest } from '../errors';
import type { Caller, Ctx } from './context';
import { assertActive, assertMay, checkParents, denied, tablePolicy } from './guards';
import { hooksIn, type Hooks } from './hooks';
import { ruleWhere, type EB, type Policies } from './policy';
import { filterWhere, parseFilters, type Filter } from './query';
import { settle, toColumns, validate } from './write-input';

type Row = Record<string, unknown>;

/** Options of a write: work to do inside its transaction once the write is done (the idempotency claim's answer). */
export interface WriteOptions {
  inTransaction?: (trx: DB, result: number) => Promise<void>;
  /**
   * An update whose change is elsewhere (in `inTransaction`: e.g. a blog post's tags) may send no field: the record
   * is then only touched (`updated_at`), under the same rules.
   */
  allowEmpty?: boolean;
  /**
   * The record's `updated_at` as the caller last read it (an edit form's copy). When the stored one differs, someone
   * changed the record since: a change of a field to a value other than the stored one is refused (409, naming the
   * fields), since it would silently undo theirs; nothing else changes.
   */
  unchangedSince?: string;
}

/** What the writes need of the records service. */
export interface WriteEnv {
  policies: Policies;
  hooks: Hooks;
  /** The database outside any transaction (where the caller's account is looked up). */
  db: DB;
  /** Runs a write's transaction, then delivers the notices its hooks recorded. */
  transaction: <T>(caller: Caller, work: (trx: DB, ctx: Ctx) => Promise<T>) => Promise<T>;
}

export async function create(env: WriteEnv, caller: Caller, table: string, body: unknown, opts: WriteOptions = {}): Promise<number> {
  const policy = tablePolicy(env.policies, table);
  const hooks = hooksIn(env.hooks, table);
  if (!policy.create?.[caller.kind]) throw denied(caller, 'create', table);
  await assertActive(env.db, caller);
  const input = validate(caller, table, policy, body, 'create');
  if (policy.owner && caller.kind !== 'admin') input[policy.owner] = caller.userId;
  return env.transaction(caller, async (trx, ctx) => {
    await checkParents(ctx, policy, input);
    await policy.check?.(ctx, input, 'create');
    const row = await toColumns(table, policy, input, true);
    const inserted = await trx.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
    await hooks.after?.(ctx, input, 'create', Number(inserted.id));
    await opts.inTransaction?.(trx, Number(inserted.id));
    return Number(inserted.id);
  });
}

export async function update(env: WriteEnv, caller: Caller, table: string, id: number, body: unknown, opts: WriteOptions = {}): Promise<number> {
  const policy = tablePolicy(env.policies, table);
  const hooks = hooksIn(env.hooks, table);
  if (!policy.update?.[caller.kind]) throw denied(caller, 'update', table);
  await assertActive(env.db, caller);
  const input = validate(caller, table, policy, body, 'update', opts.allowEmpty);
  return env.transaction(caller, async (trx, ctx) => {
    await assertMay(ctx, table, 'update', id);
    const [before] = await storedRows(ctx, table, [id]);
    const changes = settle(table, policy, input, [before], opts.unchangedSince);
    if (changes) {
      await checkParents(ctx, policy, changes);
      await policy.check?.(ctx, changes, 'update', id);
      const row = await toColumns(table, policy, changes, false);
      await trx.updateTable(table).set(row).where('id', '=', id).execute();
      await hooks.after?.(ctx, changes, 'update', id, before);
    }
    await opts.inTransaction?.(trx, id);
    return id;
  });
}

export async function updateWhere(
  env: WriteEnv,
  caller: Caller,
  table: string,
  condition: readonly string[] | undefined,
  body: unknown,
  opts: WriteOptions = {},
): Promise<number> {
  if (!condition?.length) throw badRequest(MESSAGES.conditionRequired);
  const policy = tablePolicy(env.policies, table);
  const hooks = hooksIn(env.hooks, table);
  if (!policy.update?.[caller.kind]) throw denied(caller, 'update', table);
  await assertActive(env.db, caller);
  const filters = parseFilters(table, policy, condition, caller);
  const input = validate(caller, table, policy, body, 'update');
  return env.transaction(caller, async (trx, ctx) => {
    const ids = await matchingIds(ctx, table, 'update', filters);
    if (!ids.length) {
      await opts.inTransaction?.(trx, 0);
      return 0;
    }
    const befores = await storedRows(ctx, table, ids);
    const changes = settle(table, policy, input, befores);
    if (changes) {
      await checkParents(ctx, policy, changes);
      if (policy.check) for (const id of ids) await policy.check(ctx, changes, 'update', id);
      const row = await toColumns(table, policy, changes, false);
      for (const chunk of chunks(ids, 500)) await trx.updateTable(table).set(row).where('id', 'in', chunk).execute();
      if (hooks.after) for (const before of befores) await hooks.after(ctx, changes, 'update', Number(before.id), before);
    }
    await opts.inTransaction?.(trx, ids.length);
    return ids.length;
  });
}

/** Deletes a record; the table's `afterDelete` hook is given it as it was (read first only when there is a hook). */
export async function remove(env: WriteEnv, caller: Caller, table: string, id: number, opts: WriteOptions = {}): Promise<number> {
  const policy = tablePolicy(env.policies, table);
  const hooks = hooksIn(env.hooks, table);
  if (!policy.delete?.[caller.kind]) throw denied(caller, 'delete', table);
  await assertActive(env.db, caller);
  return env.transaction(caller, async (trx, ctx) => {
    await assertMay(ctx, table, 'delete', id);
    const deleted = hooks.afterDelete ? await trx.selectFrom(table).selectAll().where('id', '=', id).execute() : [];
    await trx.deleteFrom(table).where('id', '=', id).execute();
    await hooks.afterDelete?.(ctx, deleted);
    await opts.inTransaction?.(trx, id);
    return id;
  });
}

/** Deletes every record a condition selects that the caller may delete, 500 at a time (the hook runs per chunk). */
export async function removeWhere(env: WriteEnv, caller: Caller, table: string, condition: readonly string[] | undefined, opts: WriteOptions = {}): Promise<number> {
  if (!condition?.length) throw badRequest(MESSAGES.conditionRequired);
  const policy = tablePolicy(env.policies, table);
  const hooks = hooksIn(env.hooks, table);
  if (!policy.delete?.[caller.kind]) throw denied(caller, 'delete', table);
  await assertActive(env.db, caller);
  const filters = parseFilters(table, policy, condition, caller);
  return env.transaction(caller, async (trx, ctx) => {
    const ids = await matchingIds(ctx, table, 'delete', filters);
    for (const chunk of chunks(ids, 500)) {
      const deleted = hooks.afterDelete ? await trx.selectFrom(table).selectAll().where('id', 'in', chunk).execute() : [];
      await trx.deleteFrom(table).where('id', 'in', chunk).execute();
      await hooks.afterDelete?.(ctx, deleted);
    }
    await opts.inTransaction?.(trx, ids.length);
    return ids.length;
  });
}

/**
 * The stored rows an update is about to change, as they are (locked for the rest of the transaction on PostgreSQL,
 * so the checks below and the write see the same row; SQLite runs one write transaction at a time).
 */
async function storedRows(ctx: Ctx, table: string, ids: number[]): Promise<Row[]> {
  const out: Row[] = [];
  for (const chunk of chunks(ids, 500)) {
    let q = ctx.db.selectFrom(table).selectAll().where('id', 'in', chunk);
    if (ctx.dialect === 'postgres') q = q.forUpdate();
    out.push(...((await q.execute()) as Row[]));
  }
  return out;
}

/** The ids of the records a condition selects among those the caller may update or delete. */
async function matchingIds(ctx: Ctx, table: string, op: 'update' | 'delete', filters: Filter[]): Promise<number[]> {
  const rule = ruleWhere(table, op, ctx);
  const f = filterWhere(table, filters);
  const rows = await ctx.db
    .selectFrom(table)
    .select(`${table}.id`)
    .where((eb: EB) => eb.and([rule(eb), f(eb)]))
    .execute();
  return rows.map((r: Row) => Number(r.id));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
