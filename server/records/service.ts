/**
 * The generic records service: every records operation, under the table's access policy.
 * Used by the records routes (and later by the admin's simple-REST face), never bypassing policies.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { registerFormats } from '../validation/formats';
import { sql } from 'kysely';
import { RECORDS } from '../../src/config/constants';
import { API_MESSAGES, MESSAGES } from '../../src/config/messages';
import { csvFile } from '../../src/domain/csv';
import type { Database, DB } from '../db';
import { recordNotices, type Notice } from '../notifications/notifier';
import { fillComputed } from './computed';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized, unprocessable } from '../errors';
import { DEFAULT_POLICY_SETTINGS, type Caller, type Ctx, type PolicySettings } from './context';
import { fixedFields, policyOf, ruleWhere, type EB, type TablePolicy } from './policy';
import './policies';
import {
  filterWhere,
  parseFilters,
  parseJoins,
  parseOrder,
  readableField,
  storedFields,
  tableMeta,
  type Filter,
  type JoinSpec,
  type Order,
} from './query';

type Row = Record<string, unknown>;
type FieldMeta = ReturnType<typeof tableMeta>['fields'][string];

export interface ListQuery {
  filter?: readonly string[];
  /** Filters of which at least one must match (ANDed with `filter`): a search over several fields. */
  anyOf?: readonly string[];
  /** Rows to skip; default (page - 1) * size. */
  offset?: number;
  order?: readonly string[];
  join?: readonly string[];
  page?: number;
  size?: number;
}

export interface ListResult {
  list: Row[];
  total: number;
  total_exact: boolean;
  page: number;
  limit: number;
  num_pages: number;
  joins: JoinSpec[];
}

const ajv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: false, strict: false });
addFormats(ajv);
registerFormats(ajv); // the contract's own formats (link, site-path), checked by the URL policy
const validators = new Map<string, ValidateFunction>();

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

const OP_WORDS = { read: 'read', create: 'create', update: 'change', delete: 'delete' } as const;

export class RecordsService {
  constructor(
    private readonly database: Database,
    private readonly settings: PolicySettings = DEFAULT_POLICY_SETTINGS,
    /** Delivers the notices a write recorded, once its transaction committed (server/notifications). */
    private readonly deliver: (notices: readonly Notice[]) => Promise<void> = async () => undefined,
  ) {}

  /** The policy's view of a call; `told` collects the notices a policy hook records, delivered after the commit. */
  private ctx(caller: Caller, db: DB, told: Notice[] = []): Ctx {
    return {
      caller,
      db,
      dialect: this.database.dialect,
      settings: this.settings,
      notify: async (notices) => {
        await recordNotices(db, notices);
        told.push(...notices);
      },
    };
  }

  /** Runs a write's transaction, then delivers the notices its policy hooks recorded. */
  private async write<T>(caller: Caller, work: (trx: DB, ctx: Ctx) => Promise<T>): Promise<T> {
    const told: Notice[] = [];
    const result = await this.database.db.transaction().execute((trx) => work(trx, this.ctx(caller, trx, told)));
    await this.deliver(told).catch(() => undefined);
    return result;
  }

  get db(): DB {
    return this.database.db;
  }

  /**
   * The table's rule for an operation and caller, as a where-builder (denied: no row): for the lambdas that query a
   * table beside the records API (a blog filter by tags) under the same policy. The rule names the table's columns
   * unqualified: apply it to a query on that table alone.
   */
  rule(caller: Caller, table: string, op: 'read' | 'update' | 'delete'): (eb: EB) => ReturnType<ReturnType<typeof ruleWhere>> {
    this.policy(table);
    return ruleWhere(table, op, this.ctx(caller, this.database.db));
  }

  // ---------- reads ----------

  /**
   * Checks a list query as `list` does (the caller may read the table; every filter, order and join is known and
   * readable by them) without running it; throws the same errors. The records AI query checks its proposals here.
   */
  checkList(caller: Caller, table: string, q: ListQuery) {
    const { policy, ctx } = this.prepare(caller, table, 'read');
    const filters = parseFilters(table, q.filter, caller);
    const anyOf = parseFilters(table, q.anyOf, caller);
    const orders = parseOrder(table, q.order, caller);
    const joins = parseJoins(table, q.join);
    const size = Math.min(q.size ?? RECORDS.defaultSize, RECORDS.maxSize);
    const page = q.page ?? 1;
    return { policy, ctx, filters, anyOf, orders, joins, size, page };
  }

  /** Whether the caller may read `table` at all (its policy has a read rule for their kind). */
  mayRead(caller: Caller, table: string): boolean {
    return !!policyOf(table)?.read[caller.kind];
  }

  async list(caller: Caller, table: string, q: ListQuery): Promise<ListResult> {
    const { policy, ctx, filters, anyOf, orders, joins, size, page } = this.checkList(caller, table, q);
    const where = this.readWhere(table, ctx, filters, anyOf);
    const rows = await this.orderBy(this.selectRows(table, ctx).where(where), table, orders)
      .limit(size)
      .offset(q.offset ?? (page - 1) * size)
      .execute();
    // Count at most countCap + 1 matches: exact below the cap, a lower bound above it, and the cost
    // of a list stays flat however large the table grows (docs/performance.md).
    const counted = await ctx.db
      .selectFrom(ctx.db.selectFrom(table).select(sql`1`.as('one')).where(where).limit(RECORDS.countCap + 1).as('matches'))
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    const n = Number(counted?.n ?? 0);
    const exact = n <= RECORDS.countCap;
    const total = exact ? n : RECORDS.countCap;
    const list = await this.finish(ctx, table, policy, rows as Row[], joins);
    return { list, total, total_exact: exact, page, limit: size, num_pages: Math.ceil(total / size), joins };
  }

  async getAll(caller: Caller, table: string, q: Omit<ListQuery, 'page' | 'size'>, max: number = RECORDS.maxGetAll) {
    const { policy, ctx } = this.prepare(caller, table, 'read');
    const filters = parseFilters(table, q.filter, caller);
    const orders = parseOrder(table, q.order, caller);
    const joins = parseJoins(table, q.join);
    const rows = await this.orderBy(this.selectRows(table, ctx).where(this.readWhere(table, ctx, filters)), table, orders)
      .limit(max)
      .execute();
    const list = await this.finish(ctx, table, policy, rows as Row[], joins);
    return { list, total: list.length, total_exact: true, page: 1, limit: max, num_pages: list.length ? 1 : 0, joins };
  }

  async get(caller: Caller, table: string, id: number, join?: readonly string[]) {
    const { policy, ctx } = this.prepare(caller, table, 'read');
    const joins = parseJoins(table, join);
    if (id > RECORDS.maxId) throw notFound(API_MESSAGES.recordNotFound(table));
    const row = await this.selectRows(table, ctx)
      .where(this.readWhere(table, ctx, []))
      .where(`${table}.id`, '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(API_MESSAGES.recordNotFound(table));
    const [model] = await this.finish(ctx, table, policy, [row as Row], joins);
    return { model, joins };
  }

  async getMany(caller: Caller, table: string, ids: number[], join?: readonly string[]) {
    const { policy, ctx } = this.prepare(caller, table, 'read');
    if (ids.length > RECORDS.maxIds) throw badRequest(`At most ${RECORDS.maxIds} ids at once`);
    const joins = parseJoins(table, join);
    const rows = (await this.selectRows(table, ctx)
      .where(this.readWhere(table, ctx, []))
      .where(`${table}.id`, 'in', [0, ...ids.filter((id) => id <= RECORDS.maxId)])
      .execute()) as Row[];
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const ordered = [...new Set(ids)].map((id) => byId.get(id)).filter((r): r is Row => !!r);
    const list = await this.finish(ctx, table, policy, ordered, joins);
    return { list, total: list.length, total_exact: true, page: 1, limit: ids.length, num_pages: list.length ? 1 : 0, joins };
  }

  async cursor(
    caller: Caller,
    table: string,
    q: { cursor?: string | null; size?: number; order?: string; filter?: readonly string[]; join?: readonly string[] },
  ) {
    const { policy, ctx } = this.prepare(caller, table, 'read');
    const filters = parseFilters(table, q.filter, caller);
    const [field, dirRaw = 'asc'] = (q.order ?? 'id,asc').split(',');
    const meta = readableField(table, field, caller, 'order');
    if (meta.nullable) throw badRequest(`Cursor pages need a field without empty values; ${field} can be empty`);
    const dir = dirRaw === 'desc' ? 'desc' : 'asc';
    const size = Math.min(q.size ?? RECORDS.paginateSize, RECORDS.maxSize);
    const joins = parseJoins(table, q.join);
    let query = this.selectRows(table, ctx).where(this.readWhere(table, ctx, filters));
    if (q.cursor) {
      const [value, lastId] = decodeCursor(q.cursor);
      const cmp = dir === 'asc' ? '>' : '<';
      query = query.where((eb: EB) =>
        field === 'id'
          ? eb(`${table}.id`, cmp, lastId)
          : eb.or([eb(`${table}.${field}`, cmp, value), eb.and([eb(`${table}.${field}`, '=', value), eb(`${table}.id`, cmp, lastId)])]),
      );
    }
    const orders: Order[] = field === 'id' ? [{ field, dir }] : [{ field, dir }, { field: 'id', dir }];
    const rows = (await this.orderBy(query, table, orders).limit(size + 1).execute()) as Row[];
    const hasMore = rows.length > size;
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    const list = await this.finish(ctx, table, policy, page, joins);
    return {
      list,
      has_more: hasMore,
      next_cursor: hasMore && last ? encodeCursor(last[field], Number(last.id)) : null,
      limit: size,
      joins,
    };
  }

  async autocomplete(caller: Caller, table: string, q: { field: string; q: string; size?: number; filter?: readonly string[] }) {
    const { ctx } = this.prepare(caller, table, 'read');
    const meta = readableField(table, q.field, caller, 'search');
    if (meta.type !== 'string') throw badRequest(`Autocomplete works on text fields; ${q.field} is not one`);
    const size = Math.min(q.size ?? 10, 50);
    const filters = parseFilters(table, q.filter, caller);
    const needle = q.q.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c);
    const run = (pattern: string, exclude: number[]) => {
      let query = ctx.db
        .selectFrom(table)
        .select([`${table}.id as id`, `${table}.${q.field} as value`])
        .where(this.readWhere(table, ctx, filters))
        .where(sql<boolean>`lower(${sql.ref(`${table}.${q.field}`)}) like ${pattern} escape '\\'`);
      if (exclude.length) query = query.where(`${table}.id`, 'not in', exclude);
      return query.orderBy(`${table}.${q.field}`).orderBy(`${table}.id`).limit(size).execute() as Promise<Array<{ id: number; value: string }>>;
    };
    const starts = await run(`${needle}%`, []);
    const more = starts.length < size ? await run(`%${needle}%`, starts.map((r) => r.id)) : [];
    return [...starts, ...more].slice(0, size).map((r) => ({ id: Number(r.id), value: String(r.value ?? '') }));
  }

  async exportRows(caller: Caller, table: string, q: { format?: 'csv' | 'json'; filter?: readonly string[]; order?: readonly string[] }) {
    const { list } = await this.getAll(caller, table, { filter: q.filter, order: q.order }, RECORDS.maxExport);
    const columns = Object.entries(tableMeta(table).fields)
      .filter(([, f]) => !f.writeOnly)
      .map(([name]) => name);
    if ((q.format ?? 'csv') === 'json') {
      return { contentType: 'application/json; charset=utf-8', body: JSON.stringify(list.map((r) => pick(r, columns))), ext: 'json' };
    }
    return { contentType: 'text/csv; charset=utf-8', body: csvFile(columns, list.map((r) => columns.map((c) => r[c]))), ext: 'csv' };
  }

  // ---------- writes ----------

  async create(caller: Caller, table: string, body: unknown, opts: WriteOptions = {}): Promise<number> {
    const policy = this.policy(table);
    if (!policy.create?.[caller.kind]) throw this.denied(caller, 'create', table);
    await this.assertActive(caller);
    const input = this.validate(caller, table, policy, body, 'create');
    if (policy.owner && caller.kind !== 'admin') input[policy.owner] = caller.userId;
    return this.write(caller, async (trx, ctx) => {
      await this.checkParents(ctx, policy, input);
      await policy.check?.(ctx, input, 'create');
      const row = await this.toColumns(table, policy, input, true);
      const inserted = await trx.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
      await policy.after?.(ctx, input, 'create', Number(inserted.id));
      await opts.inTransaction?.(trx, Number(inserted.id));
      return Number(inserted.id);
    });
  }

  async update(caller: Caller, table: string, id: number, body: unknown, opts: WriteOptions = {}): Promise<number> {
    const policy = this.policy(table);
    if (!policy.update?.[caller.kind]) throw this.denied(caller, 'update', table);
    await this.assertActive(caller);
    const input = this.validate(caller, table, policy, body, 'update', opts.allowEmpty);
    return this.write(caller, async (trx, ctx) => {
      await this.assertMay(ctx, table, 'update', id);
      const [before] = await this.storedRows(ctx, table, [id]);
      const changes = this.settle(table, policy, input, [before], opts.unchangedSince);
      if (changes) {
        await this.checkParents(ctx, policy, changes);
        await policy.check?.(ctx, changes, 'update', id);
        const row = await this.toColumns(table, policy, changes, false);
        await trx.updateTable(table).set(row).where('id', '=', id).execute();
        await policy.after?.(ctx, changes, 'update', id, before);
      }
      await opts.inTransaction?.(trx, id);
      return id;
    });
  }

  async updateWhere(caller: Caller, table: string, condition: readonly string[] | undefined, body: unknown, opts: WriteOptions = {}): Promise<number> {
    if (!condition?.length) throw badRequest(MESSAGES.conditionRequired);
    const policy = this.policy(table);
    if (!policy.update?.[caller.kind]) throw this.denied(caller, 'update', table);
    await this.assertActive(caller);
    const filters = parseFilters(table, condition, caller);
    const input = this.validate(caller, table, policy, body, 'update');
    return this.write(caller, async (trx, ctx) => {
      const ids = await this.matchingIds(ctx, table, 'update', filters);
      if (!ids.length) {
        await opts.inTransaction?.(trx, 0);
        return 0;
      }
      const befores = await this.storedRows(ctx, table, ids);
      const changes = this.settle(table, policy, input, befores);
      if (changes) {
        await this.checkParents(ctx, policy, changes);
        if (policy.check) for (const id of ids) await policy.check(ctx, changes, 'update', id);
        const row = await this.toColumns(table, policy, changes, false);
        for (const chunk of chunks(ids, 500)) await trx.updateTable(table).set(row).where('id', 'in', chunk).execute();
        if (policy.after) for (const before of befores) await policy.after(ctx, changes, 'update', Number(before.id), before);
      }
      await opts.inTransaction?.(trx, ids.length);
      return ids.length;
    });
  }

  async delete(caller: Caller, table: string, id: number, opts: WriteOptions = {}): Promise<number> {
    const policy = this.policy(table);
    if (!policy.delete?.[caller.kind]) throw this.denied(caller, 'delete', table);
    await this.assertActive(caller);
    return this.write(caller, async (trx, ctx) => {
      await this.assertMay(ctx, table, 'delete', id);
      const deleted = policy.afterDelete ? await trx.selectFrom(table).selectAll().where('id', '=', id).execute() : [];
      await trx.deleteFrom(table).where('id', '=', id).execute();
      await policy.afterDelete?.(ctx, deleted);
      await opts.inTransaction?.(trx, id);
      return id;
    });
  }

  async deleteWhere(caller: Caller, table: string, condition: readonly string[] | undefined, opts: WriteOptions = {}): Promise<number> {
    if (!condition?.length) throw badRequest(MESSAGES.conditionRequired);
    const policy = this.policy(table);
    if (!policy.delete?.[caller.kind]) throw this.denied(caller, 'delete', table);
    await this.assertActive(caller);
    const filters = parseFilters(table, condition, caller);
    return this.write(caller, async (trx, ctx) => {
      const ids = await this.matchingIds(ctx, table, 'delete', filters);
      for (const chunk of chunks(ids, 500)) {
        const deleted = policy.afterDelete ? await trx.selectFrom(table).selectAll().where('id', 'in', chunk).execute() : [];
        await trx.deleteFrom(table).where('id', 'in', chunk).execute();
        await policy.afterDelete?.(ctx, deleted);
      }
      await opts.inTransaction?.(trx, ids.length);
      return ids.length;
    });
  }

  // ---------- internals ----------

  private policy(table: string): TablePolicy {
    tableMeta(table);
    const policy = policyOf(table);
    if (!policy) throw badRequest(`Unknown table: ${table}`);
    return policy;
  }

  private prepare(caller: Caller, table: string, op: 'read') {
    const policy = this.policy(table);
    if (!policy[op][caller.kind]) throw this.denied(caller, op, table);
    return { policy, ctx: this.ctx(caller, this.database.db) };
  }

  private denied(caller: Caller, op: keyof typeof OP_WORDS, table: string): HttpError {
    if (caller.kind === 'anonymous') return unauthorized(API_MESSAGES.signInRequired);
    return forbidden(API_MESSAGES.notAllowed(OP_WORDS[op], table));
  }

  /** The columns a response may carry: the contract's fields minus write-only ones. */
  private columns(table: string): string[] {
    return storedFields(table)
      .filter(([, f]) => !f.writeOnly)
      .map(([name]) => `${table}.${name}`);
  }

  private selectRows(table: string, ctx: Ctx) {
    return ctx.db.selectFrom(table).select(this.columns(table));
  }

  private readWhere(table: string, ctx: Ctx, filters: Filter[], anyOf: Filter[] = []) {
    const rule = ruleWhere(table, 'read', ctx);
    const f = filterWhere(table, filters);
    const any = filterWhere(table, anyOf, 'or');
    return (eb: EB) => eb.and([rule(eb), f(eb), any(eb)]);
  }

  /**
   * Empty values sort as "smallest" on both databases (first ascending, last descending), as SQLite does; PostgreSQL
   * would put them first on a descending sort (unrated programs above the top rated). Only nullable fields get the
   * explicit NULLS clause, so sorts on required fields keep using their indexes.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private orderBy<Q extends { orderBy: (...a: any[]) => Q }>(query: Q, table: string, orders: Order[]): Q {
    const fields = tableMeta(table).fields;
    for (const o of orders) {
      const column = `${table}.${o.field}`;
      if (!fields[o.field]?.nullable) query = query.orderBy(column, o.dir);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      else query = query.orderBy(column, (ob: any) => (o.dir === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsFirst()));
    }
    return query;
  }

  /** JSON columns parsed, private fields of other people's rows removed, joins attached. */
  private async finish(ctx: Ctx, table: string, policy: TablePolicy | undefined, rows: Row[], joins: JoinSpec[]): Promise<Row[]> {
    const fields = tableMeta(table).fields;
    const jsonFields = Object.entries(fields).filter(([, f]) => f.type === 'array' || f.type === 'object').map(([n]) => n);
    const pub = policy?.publicFields;
    // Computed fields first: they may read a field that the public view then leaves out (a review's athlete).
    await fillComputed(ctx.db, table, rows);
    const out = rows.map((r) => {
      let row: Row = { ...r };
      for (const f of jsonFields) if (typeof row[f] === 'string') row[f] = JSON.parse(row[f] as string);
      if (pub && ctx.caller.kind !== 'admin' && !(policy?.owner && row[policy.owner] === ctx.caller.userId && ctx.caller.userId != null)) {
        row = pick(row, pub as string[]);
      }
      return row;
    });
    for (const j of joins) await this.attach(ctx, out, j);
    return out;
  }

  private async attach(ctx: Ctx, rows: Row[], j: JoinSpec) {
    const childPolicy = policyOf(j.table);
    if (!rows.length) return;
    if (j.kind === 'forward') {
      const ids = [...new Set(rows.map((r) => r[j.field]).filter((v) => v != null).map(Number))];
      const found = ids.length
        ? ((await this.selectRows(j.table, ctx).where(this.readWhere(j.table, ctx, [])).where(`${j.table}.id`, 'in', ids).execute()) as Row[])
        : [];
      const finished = await this.finish(ctx, j.table, childPolicy, found, j.children);
      const byId = new Map(finished.map((r) => [Number(r.id), r]));
      for (const r of rows) r[j.key] = r[j.field] == null ? null : (byId.get(Number(r[j.field])) ?? null);
    } else {
      const ids = [...new Set(rows.map((r) => Number(r.id)))];
      const hasPosition = 'position' in tableMeta(j.table).fields;
      let q = this.selectRows(j.table, ctx).where(this.readWhere(j.table, ctx, [])).where(`${j.table}.${j.field}`, 'in', ids);
      if (hasPosition) q = q.orderBy(`${j.table}.position`);
      const found = (await q.orderBy(`${j.table}.id`).execute()) as Row[];
      const finished = await this.finish(ctx, j.table, childPolicy, found, j.children);
      const groups = new Map<number, Row[]>();
      for (const c of finished) {
        const k = Number(c[j.field]);
        (groups.get(k) ?? groups.set(k, []).get(k)!).push(c);
      }
      for (const r of rows) r[j.key] = groups.get(Number(r.id)) ?? [];
    }
  }

  /** Mutations need a live, active account: a deactivated one can read but not act (spec §6). */
  private async assertActive(caller: Caller) {
    if (caller.userId == null) return;
    if (caller.status !== undefined) {
      if (caller.status !== 1) throw forbidden(MESSAGES.accountDeactivated);
      return;
    }
    const user = await this.database.db.selectFrom('user').select(['status']).where('id', '=', caller.userId).executeTakeFirst();
    if (!user) throw unauthorized(API_MESSAGES.invalidToken);
    if (Number(user.status) !== 1) throw forbidden(MESSAGES.accountDeactivated);
  }

  private async assertMay(ctx: Ctx, table: string, op: 'update' | 'delete', id: number) {
    if (id > RECORDS.maxId) throw notFound(API_MESSAGES.recordNotFound(table));
    const allowed = await ctx.db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where(ruleWhere(table, op, ctx))
      .executeTakeFirst();
    if (allowed) return;
    const visible = await ctx.db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where(ruleWhere(table, 'read', ctx))
      .executeTakeFirst();
    if (visible) throw forbidden(API_MESSAGES.notAllowed(OP_WORDS[op], table));
    throw notFound(API_MESSAGES.recordNotFound(table));
  }

  /**
   * The stored rows an update is about to change, as they are (locked for the rest of the transaction on PostgreSQL,
   * so the checks below and the write see the same row; SQLite runs one write transaction at a time).
   */
  private async storedRows(ctx: Ctx, table: string, ids: number[]): Promise<Row[]> {
    const out: Row[] = [];
    for (const chunk of chunks(ids, 500)) {
      let q = ctx.db.selectFrom(table).selectAll().where('id', 'in', chunk);
      if (ctx.dialect === 'postgres') q = q.forUpdate();
      out.push(...((await q.execute()) as Row[]));
    }
    return out;
  }

  /**
   * What an update really changes, given the stored rows: a fixed field (owner, parents, the table's `fixed`: see
   * `fixedFields`) sent with its stored value is dropped, with another value refused (422); with `unchangedSince` older
   * than the stored `updated_at`, a field sent with a value other than the stored one is a conflicting edit (409).
   * Null when a non-empty change comes down to nothing (the record is left as it is).
   */
  private settle(table: string, policy: TablePolicy, input: Row, befores: Row[], unchangedSince?: string): Row | null {
    const fields = tableMeta(table).fields;
    const changes: Row = { ...input };
    for (const field of fixedFields(policy)) {
      if (!Object.hasOwn(changes, field)) continue;
      if (!befores.every((b) => sameValue(fields[field], b[field], changes[field]))) {
        throw unprocessable(API_MESSAGES.fixedField(field, table), { [field]: API_MESSAGES.fixedFieldShort });
      }
      delete changes[field];
    }
    const [before] = befores;
    if (unchangedSince !== undefined && before && !sameValue(fields.updated_at, before.updated_at, unchangedSince)) {
      const differing = Object.keys(changes).filter((k) => !sameValue(fields[k], before[k], changes[k]));
      if (differing.length) throw conflict(API_MESSAGES.editConflict(table, differing));
      return null;
    }
    return Object.keys(changes).length || !Object.keys(input).length ? changes : null;
  }

  private async matchingIds(ctx: Ctx, table: string, op: 'update' | 'delete', filters: Filter[]): Promise<number[]> {
    const rule = ruleWhere(table, op, ctx);
    const f = filterWhere(table, filters);
    const rows = await ctx.db
      .selectFrom(table)
      .select(`${table}.id`)
      .where((eb: EB) => eb.and([rule(eb), f(eb)]))
      .execute();
    return rows.map((r: Row) => Number(r.id));
  }

  private writable(caller: Caller, table: string, policy: TablePolicy): Set<string> {
    const explicit = policy.write?.[caller.kind];
    if (explicit) return new Set(explicit);
    const fields = Object.entries(tableMeta(table).fields)
      .filter(([name, f]) => !f.readOnly && !(caller.kind !== 'admin' && name === policy.owner))
      .map(([name]) => name);
    return new Set(fields);
  }

  /** Unknown fields 400, read-only 422, not yours to set 403, then the contract's schema (422 per field). */
  private validate(caller: Caller, table: string, policy: TablePolicy, body: unknown, mode: 'create' | 'update', allowEmpty = false): Row {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object');
    const fields = tableMeta(table).fields;
    const writable = this.writable(caller, table, policy);
    for (const key of Object.keys(body)) {
      const f = fields[key];
      if (!f) throw badRequest(`Unknown field: ${key}`, { [key]: 'is not a field of ' + table });
      if (f.readOnly) throw unprocessable(`${key} is read-only`, { [key]: 'is read-only' });
      if (!writable.has(key)) throw forbidden(`You may not set ${key} on ${table} records`);
    }
    if (mode === 'update' && Object.keys(body).length === 0 && !allowEmpty) throw unprocessable('Nothing to change: the body has no fields');
    const key = `${table}|${caller.kind}|${mode}`;
    let validateFn = validators.get(key);
    if (!validateFn) {
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (const name of writable) {
        const schema = { ...fields[name].schema };
        if (mode === 'update') delete schema.default;
        properties[name] = schema;
        if (mode === 'create' && fields[name].required) required.push(name);
      }
      validateFn = ajv.compile({ type: 'object', properties, required, additionalProperties: false });
      validators.set(key, validateFn);
    }
    const input = structuredClone(body) as Row;
    if (!validateFn(input)) {
      const validation: Record<string, string> = {};
      for (const e of validateFn.errors ?? []) {
        const field = (e.params as { missingProperty?: string }).missingProperty ?? e.instancePath.replace(/^\//, '').split('/')[0];
        validation[field || 'body'] ??= e.keyword === 'required' ? 'is required' : (e.message ?? 'is invalid');
      }
      const [field, msg] = Object.entries(validation)[0];
      throw unprocessable(`${field} ${msg}`, validation);
    }
    return input;
  }

  private async checkParents(ctx: Ctx, policy: TablePolicy, input: Row) {
    for (const p of policy.parents ?? []) {
      const value = input[p.field];
      if (value == null) continue;
      if (ctx.caller.kind === 'admin') continue;
      const found = await ctx.db
        .selectFrom(p.table)
        .select('id')
        .where('id', '=', Number(value))
        .where(ruleWhere(p.table, p.need, ctx))
        .executeTakeFirst();
      if (!found) {
        const what = p.need === 'update' ? `a ${p.table} of yours` : `an existing ${p.table}`;
        throw unprocessable(`${p.field} must be ${what}`, { [p.field]: `must be ${what}` });
      }
    }
  }

  private async toColumns(table: string, policy: TablePolicy, input: Row, creating: boolean): Promise<Row> {
    const fields = tableMeta(table).fields;
    let row: Row = { ...input };
    for (const [k, v] of Object.entries(row)) {
      const f = fields[k];
      if (f && (f.type === 'array' || f.type === 'object') && v != null) row[k] = JSON.stringify(v);
    }
    if (policy.transform) row = await policy.transform(row);
    const now = new Date().toISOString();
    if (creating && 'created_at' in fields) row.created_at = now;
    if ('updated_at' in fields) row.updated_at = now;
    return row;
  }
}

/** Whether a value sent for a field equals the stored one (a JSON column parsed, a time compared as a time, a number as a number). */
function sameValue(meta: FieldMeta | undefined, stored: unknown, sent: unknown): boolean {
  if (stored == null || sent == null) return stored == null && sent == null;
  if (meta?.type === 'array' || meta?.type === 'object') {
    const parsed = typeof stored === 'string' ? JSON.parse(stored) : stored;
    return JSON.stringify(parsed) === JSON.stringify(sent);
  }
  if (meta?.type === 'integer' || meta?.type === 'number' || typeof sent === 'number') return Number(stored) === Number(sent);
  if (meta?.format === 'date-time') return Date.parse(String(stored)) === Date.parse(String(sent));
  return String(stored) === String(sent);
}

function encodeCursor(value: unknown, id: number): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

function decodeCursor(cursor: string): [unknown, number] {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && Number.isInteger(parsed[1]) && ['string', 'number'].includes(typeof parsed[0])) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor');
}

function pick(row: Row, keys: readonly string[]): Row {
  const out: Row = {};
  for (const k of keys) if (k in row) out[k] = row[k];
  return out;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
