/**
 * The generic records service: every records operation, under the table's access policy, with the table's hooks run
 * in a write's transaction. Used by the records routes, the admin's simple-REST face and the lambdas, never bypassing
 * policies. The policies (./policies.ts) and hooks (./table-hooks.ts) are given to it (server/app.ts); the reads are
 * in ./reads.ts, the writes in ./writes.ts.
 */
import type { Database, DB } from '../db';
import { recordNotices, type Notice } from '../notifications/notifier';
import { DEFAULT_POLICY_SETTINGS, type Caller, type Ctx, type PolicySettings } from './context';
import { denied, tablePolicy } from './guards';
import type { Hooks } from './hooks';
import { policyIn, ruleWhere, type EB, type Policies } from './policy';
import * as reads from './reads';
import type { ListQuery, ListResult, ReadScope } from './reads';
import * as writes from './writes';
import type { WriteEnv, WriteOptions } from './writes';

export type { ListQuery, ListResult } from './reads';
export type { WriteOptions } from './writes';

/** What the records service serves: every table's policy (who may do what) and hooks (what a write implies). */
export interface RecordTables {
  policies: Policies;
  hooks: Hooks;
}

export class RecordsService {
  private readonly policies: Policies;
  private readonly writes: WriteEnv;

  constructor(
    private readonly database: Database,
    tables: RecordTables,
    private readonly settings: PolicySettings = DEFAULT_POLICY_SETTINGS,
    /** Delivers the notices a write recorded, once its transaction committed (server/notifications). */
    private readonly deliver: (notices: readonly Notice[]) => Promise<void> = async () => undefined,
  ) {
    this.policies = tables.policies;
    this.writes = {
      policies: tables.policies,
      hooks: tables.hooks,
      db: database.db,
      transaction: (caller, work) => this.write(caller, work),
    };
  }

  /** The policy's view of a call; `told` collects the notices a hook records, delivered after the commit. */
  private ctx(caller: Caller, db: DB, told: Notice[] = []): Ctx {
    return {
      caller,
      db,
      dialect: this.database.dialect,
      settings: this.settings,
      policies: this.policies,
      notify: async (notices) => {
        await recordNotices(db, notices);
        told.push(...notices);
      },
    };
  }

  /** Runs a write's transaction, then delivers the notices its hooks recorded. */
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
    tablePolicy(this.policies, table);
    return ruleWhere(table, op, this.ctx(caller, this.database.db));
  }

  // ---------- reads ----------

  /** A read of `table` by the caller, whose kind its policy must let read it (401/403 otherwise). */
  private reading(caller: Caller, table: string): ReadScope {
    const policy = tablePolicy(this.policies, table);
    if (!policy.read[caller.kind]) throw denied(caller, 'read', table);
    return { table, policy, ctx: this.ctx(caller, this.database.db) };
  }

  /**
   * Checks a list query as `list` does (the caller may read the table; every filter, order and join is known and
   * readable by them) without running it; throws the same errors. The records AI query checks its proposals here.
   */
  checkList(caller: Caller, table: string, q: ListQuery) {
    const scope = this.reading(caller, table);
    return { policy: scope.policy, ctx: scope.ctx, ...reads.parseList(scope, q) };
  }

  /** Whether the caller may read `table` at all (its policy has a read rule for their kind). */
  mayRead(caller: Caller, table: string): boolean {
    return !!policyIn(this.policies, table)?.read[caller.kind];
  }

  /** Whether the caller may update records of `table` at all (its policy has an update rule for their kind). */
  mayUpdate(caller: Caller, table: string): boolean {
    return !!policyIn(this.policies, table)?.update?.[caller.kind];
  }

  async list(caller: Caller, table: string, q: ListQuery): Promise<ListResult> {
    return reads.list(this.reading(caller, table), q);
  }

  async getAll(caller: Caller, table: string, q: Omit<ListQuery, 'page' | 'size'>, max?: number) {
    return reads.getAll(this.reading(caller, table), q, max);
  }

  async get(caller: Caller, table: string, id: number, join?: readonly string[]) {
    return reads.get(this.reading(caller, table), id, join);
  }

  async getMany(caller: Caller, table: string, ids: number[], join?: readonly string[]) {
    return reads.getMany(this.reading(caller, table), ids, join);
  }

  async cursor(caller: Caller, table: string, q: Parameters<typeof reads.cursor>[1]) {
    return reads.cursor(this.reading(caller, table), q);
  }

  async autocomplete(caller: Caller, table: string, q: Parameters<typeof reads.autocomplete>[1]) {
    return reads.autocomplete(this.reading(caller, table), q);
  }

  async exportRows(caller: Caller, table: string, q: Parameters<typeof reads.exportRows>[1]) {
    return reads.exportRows(this.reading(caller, table), q);
  }

  // ---------- writes ----------

  async create(caller: Caller, table: string, body: unknown, opts: WriteOptions = {}): Promise<number> {
    return writes.create(this.writes, caller, table, body, opts);
  }

  async update(caller: Caller, table: string, id: number, body: unknown, opts: WriteOptions = {}): Promise<number> {
    return writes.update(this.writes, caller, table, id, body, opts);
  }

  async updateWhere(caller: Caller, table: string, condition: readonly string[] | undefined, body: unknown, opts: WriteOptions = {}): Promise<number> {
    return writes.updateWhere(this.writes, caller, table, condition, body, opts);
  }

  async delete(caller: Caller, table: string, id: number, opts: WriteOptions = {}): Promise<number> {
    return writes.remove(this.writes, caller, table, id, opts);
  }

  async deleteWhere(caller: Caller, table: string, condition: readonly string[] | undefined, opts: WriteOptions = {}): Promise<number> {
    return writes.removeWhere(this.writes, caller, table, condition, opts);
  }
}
