/**
 * Project-management workspaces (lambda pm/...; contract openapi/paths/lambda/pm-*.yaml): workspaces hold boards,
 * boards hold named columns, columns hold cards. The admin team's tool: admins and super admins only, every admin
 * in every workspace; a deactivated admin reads but does not change. Positions are 0-based and dense: every change
 * that moves something renumbers in one transaction that first touches the board (or workspace) row, so on
 * PostgreSQL two changes to one board wait for each other instead of both taking the same place.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PM } from '../../src/config/constants';
import { API_MESSAGES, MESSAGES, WORKSPACE_MESSAGES as W } from '../../src/config/messages';
import type { DB } from '../db';
import { conflict, forbidden, notFound, unauthorized, unprocessable } from '../errors';
import type { Caller } from '../records/context';
import { handlerGroup, type RolePathRequest } from '../routes';

interface ListQuery {
  page?: number;
  limit?: number;
  sortId?: string;
  direction?: 'asc' | 'desc';
}

/** The caller, who must be an admin; `write`: an active one. */
async function adminOf(request: RolePathRequest, write: boolean): Promise<Caller> {
  const caller = await request.callerForPath(request.params.role);
  if (caller.kind === 'anonymous') throw unauthorized(API_MESSAGES.signInRequired);
  if (caller.kind !== 'admin') throw forbidden(W.adminsOnly);
  if (write && caller.status === 0) throw forbidden(MESSAGES.accountDeactivated);
  return caller;
}

const nowIso = () => new Date().toISOString();
const text = (v: string | null | undefined) => (v == null ? null : v.trim() || null);
const num = (v: unknown) => Number(v);

/** Sets each row's position to its index in `ids` (only the rows whose position changes are written). */
async function renumber(trx: DB, table: 'board' | 'board_card', ids: readonly number[], current: ReadonlyMap<number, number>, extra: Record<string, unknown> = {}) {
  for (const [i, id] of ids.entries()) {
    if (current.get(id) === i && !Object.keys(extra).length) continue;
    await trx.updateTable(table).set({ position: i, ...extra }).where('id', '=', id).execute();
  }
}

export function workspaceHandlers(app: FastifyInstance) {
  const db = () => app.database.db;

  const ownerName = sql<string>`trim(coalesce(${sql.ref('user.first_name')}, '') || ' ' || coalesce(${sql.ref('user.last_name')}, ''))`;
  const boardCount = sql<number>`(select count(*) from ${sql.table('board')} as ${sql.ref('b')} where ${sql.ref('b.workspace_id')} = ${sql.ref('workspace.id')})`;
  const workspaces = () =>
    db()
      .selectFrom('workspace')
      .innerJoin('user', 'user.id', 'workspace.owner_id')
      .select(['workspace.id', 'workspace.name', 'workspace.description', 'workspace.owner_id', ownerName.as('owner_name'), boardCount.as('board_count'), 'workspace.created_at', 'workspace.updated_at']);
  const workspaceOut = (r: Record<string, unknown>) => ({
    id: num(r.id),
    name: String(r.name),
    description: (r.description as string | null) ?? null,
    owner_id: num(r.owner_id),
    owner_name: String(r.owner_name ?? ''),
    board_count: num(r.board_count),
    created_at: String(r.created_at),
    updated_at: String(r.updated_at),
  });

  const countOf = (table: string, alias: string) =>
    sql<number>`(select count(*) from ${sql.table(table)} as ${sql.ref(alias)} where ${sql.ref(`${alias}.board_id`)} = ${sql.ref('board.id')})`;
  const boardOut = (r: Record<string, unknown>) => ({
    id: num(r.id),
    workspace_id: num(r.workspace_id),
    name: String(r.name),
    description: (r.description as string | null) ?? null,
    position: num(r.position),
    created_by: num(r.created_by),
    created_at: String(r.created_at),
    updated_at: String(r.updated_at),
  });
  const cardOut = (r: Record<string, unknown>) => ({
    id: num(r.id),
    board_id: num(r.board_id),
    column_id: num(r.column_id),
    title: String(r.title),
    description: (r.description as string | null) ?? null,
    position: num(r.position),
    created_by: num(r.created_by),
    created_at: String(r.created_at),
    updated_at: String(r.updated_at),
  });

  /** Orders by a field of the sort list (names without regard to case), then by id the same way. */
  function page(q: ListQuery, table: string, fallback: string) {
    const limit = q.limit ?? 99_999;
    const pageNo = q.page ?? 1;
    const field = q.sortId ?? fallback;
    const dir = q.direction ?? 'asc';
    const order = field === 'name' ? sql`lower(${sql.ref(`${table}.name`)})` : sql.ref(`${table}.${field}`);
    return { limit, pageNo, offset: (pageNo - 1) * limit, order, dir } as const;
  }

  /** Touches a row so a transaction holds it (PostgreSQL row lock; SQLite has one writer anyway); 404 when absent. */
  async function hold(trx: DB, table: 'workspace' | 'board', id: number) {
    const res = await trx.updateTable(table).set({ updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw notFound(table === 'board' ? W.boardNotFound : W.workspaceNotFound);
  }

  async function columnCards(trx: DB, columnId: number, except?: number) {
    let q = trx.selectFrom('board_card').select(['id', 'position']).where('column_id', '=', columnId);
    if (except !== undefined) q = q.where('id', '<>', except);
    const rows = await q.orderBy('position').orderBy('id').execute();
    return { ids: rows.map((r) => num(r.id)), current: new Map(rows.map((r) => [num(r.id), num(r.position)])) };
  }

  async function columnOfBoard(trx: DB, boardId: number, columnId: number) {
    const col = await trx.selectFrom('board_column').select('id').where('id', '=', columnId).where('board_id', '=', boardId).executeTakeFirst();
    if (!col) throw unprocessable(W.columnNotOnBoard, { column_id: W.columnNotOnBoard });
  }

  return handlerGroup({
    async listWorkspaces(request) {
      await adminOf(request, false);
      const q = request.query;
      const p = page(q, 'workspace', 'name');
      const [rows, counted] = await Promise.all([
        workspaces().orderBy(p.order, p.dir).orderBy('workspace.id', p.dir).limit(p.limit).offset(p.offset).execute(),
        db().selectFrom('workspace').select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
      ]);
      const total = num(counted?.n ?? 0);
      return { error: false, list: rows.map(workspaceOut), total, page: p.pageNo, limit: p.limit, num_pages: Math.ceil(total / p.limit) };
    },

    async createWorkspace(request) {
      const caller = await adminOf(request, true);
      const b = request.body;
      const now = nowIso();
      const row = await db()
        .insertInto('workspace')
        .values({ name: b.name.trim(), description: text(b.description), owner_id: caller.userId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { error: false, data: num(row.id) };
    },

    async getWorkspace(request) {
      await adminOf(request, false);
      const row = await workspaces().where('workspace.id', '=', request.params.workspaceId!).executeTakeFirst();
      if (!row) throw notFound(W.workspaceNotFound);
      return { error: false, model: workspaceOut(row) };
    },

    async updateWorkspace(request) {
      await adminOf(request, true);
      const id = request.params.workspaceId!;
      const b = request.body;
      const res = await db()
        .updateTable('workspace')
        .set({ ...(b.name !== undefined ? { name: b.name.trim() } : {}), ...(b.description !== undefined ? { description: text(b.description) } : {}), updated_at: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw notFound(W.workspaceNotFound);
      return { error: false, data: id };
    },

    async listWorkspaceBoards(request) {
      await adminOf(request, false);
      const workspaceId = request.params.workspaceId!;
      const exists = await db().selectFrom('workspace').select('id').where('id', '=', workspaceId).executeTakeFirst();
      if (!exists) throw notFound(W.workspaceNotFound);
      const p = page(request.query, 'board', 'position');
      const [rows, counted] = await Promise.all([
        db()
          .selectFrom('board')
          .selectAll('board')
          .select([countOf('board_column', 'c').as('column_count'), countOf('board_card', 'k').as('card_count')])
          .where('board.workspace_id', '=', workspaceId)
          .orderBy(p.order, p.dir)
          .orderBy('board.id', p.dir)
          .limit(p.limit)
          .offset(p.offset)
          .execute(),
        db().selectFrom('board').select(sql<number>`count(*)`.as('n')).where('workspace_id', '=', workspaceId).executeTakeFirst(),
      ]);
      const total = num(counted?.n ?? 0);
      return {
        error: false,
        list: rows.map((r) => ({ ...boardOut(r), column_count: num(r.column_count), card_count: num(r.card_count) })),
        total,
        page: p.pageNo,
        limit: p.limit,
        num_pages: Math.ceil(total / p.limit),
      };
    },

    async createBoard(request) {
      const caller = await adminOf(request, true);
      const workspaceId = request.params.workspaceId!;
      const b = request.body;
      const columns = (b.columns ?? PM.defaultColumns).map((c) => c.trim());
      return db()
        .transaction()
        .execute(async (trx) => {
          await hold(trx, 'workspace', workspaceId);
          const counted = await trx.selectFrom('board').select(sql<number>`count(*)`.as('n')).where('workspace_id', '=', workspaceId).executeTakeFirst();
          const now = nowIso();
          const board = await trx
            .insertInto('board')
            .values({ workspace_id: workspaceId, name: b.name.trim(), description: text(b.description), position: num(counted?.n ?? 0), created_by: caller.userId, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          const boardId = num(board.id);
          await trx
            .insertInto('board_column')
            .values(columns.map((name, position) => ({ board_id: boardId, name, position, created_at: now, updated_at: now })))
            .execute();
          return { error: false, data: boardId };
        });
    },

    async getBoard(request) {
      await adminOf(request, false);
      const id = request.params.boardId!;
      const board = await db()
        .selectFrom('board')
        .innerJoin('workspace', 'workspace.id', 'board.workspace_id')
        .selectAll('board')
        .select('workspace.name as workspace_name')
        .where('board.id', '=', id)
        .executeTakeFirst();
      if (!board) throw notFound(W.boardNotFound);
      const [columns, cards] = await Promise.all([
        db().selectFrom('board_column').select(['id', 'name', 'position']).where('board_id', '=', id).orderBy('position').orderBy('id').execute(),
        db().selectFrom('board_card').selectAll().where('board_id', '=', id).orderBy('position').orderBy('id').execute(),
      ]);
      return {
        error: false,
        model: {
          ...boardOut(board),
          workspace_name: String(board.workspace_name),
          columns: columns.map((c) => ({
            id: num(c.id),
            name: String(c.name),
            position: num(c.position),
            cards: cards.filter((k) => num(k.column_id) === num(c.id)).map(cardOut),
          })),
        },
      };
    },

    async updateBoard(request) {
      await adminOf(request, true);
      const id = request.params.boardId!;
      const b = request.body;
      const res = await db()
        .updateTable('board')
        .set({ ...(b.name !== undefined ? { name: b.name.trim() } : {}), ...(b.description !== undefined ? { description: text(b.description) } : {}), updated_at: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw notFound(W.boardNotFound);
      return { error: false, data: id };
    },

    async deleteBoard(request) {
      await adminOf(request, true);
      const id = request.params.boardId!;
      return db()
        .transaction()
        .execute(async (trx) => {
          const board = await trx.selectFrom('board').select('workspace_id').where('id', '=', id).executeTakeFirst();
          if (!board) throw notFound(W.boardNotFound);
          const workspaceId = num(board.workspace_id);
          await hold(trx, 'workspace', workspaceId);
          await trx.deleteFrom('board_card').where('board_id', '=', id).execute();
          await trx.deleteFrom('board_column').where('board_id', '=', id).execute();
          await trx.deleteFrom('board').where('id', '=', id).execute();
          const rest = await trx.selectFrom('board').select(['id', 'position']).where('workspace_id', '=', workspaceId).orderBy('position').orderBy('id').execute();
          await renumber(trx, 'board', rest.map((r) => num(r.id)), new Map(rest.map((r) => [num(r.id), num(r.position)])));
          return { error: false, data: id };
        });
    },

    async createBoardColumn(request) {
      await adminOf(request, true);
      const boardId = request.params.boardId!;
      const name = request.body.name.trim();
      return db()
        .transaction()
        .execute(async (trx) => {
          await hold(trx, 'board', boardId);
          const counted = await trx.selectFrom('board_column').select(sql<number>`count(*)`.as('n')).where('board_id', '=', boardId).executeTakeFirst();
          const n = num(counted?.n ?? 0);
          if (n >= PM.maxColumns) throw conflict(W.tooManyColumns(PM.maxColumns));
          const now = nowIso();
          const row = await trx.insertInto('board_column').values({ board_id: boardId, name, position: n, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
          return { error: false, data: num(row.id) };
        });
    },

    async renameBoardColumn(request) {
      await adminOf(request, true);
      const { boardId, columnId } = request.params;
      const res = await db()
        .updateTable('board_column')
        .set({ name: request.body.name.trim(), updated_at: nowIso() })
        .where('id', '=', columnId!)
        .where('board_id', '=', boardId!)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw notFound(W.columnNotFound);
      return { error: false, data: columnId! };
    },

    async createBoardCard(request) {
      const caller = await adminOf(request, true);
      const boardId = request.params.boardId!;
      const b = request.body;
      return db()
        .transaction()
        .execute(async (trx) => {
          await hold(trx, 'board', boardId);
          await columnOfBoard(trx, boardId, b.column_id);
          const { ids } = await columnCards(trx, b.column_id);
          const now = nowIso();
          const row = await trx
            .insertInto('board_card')
            .values({ board_id: boardId, column_id: b.column_id, title: b.title.trim(), description: text(b.description), position: ids.length, created_by: caller.userId, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { error: false, data: num(row.id) };
        });
    },

    async updateBoardCard(request) {
      await adminOf(request, true);
      const { boardId, cardId } = request.params;
      const b = request.body;
      const res = await db()
        .updateTable('board_card')
        .set({ ...(b.title !== undefined ? { title: b.title.trim() } : {}), ...(b.description !== undefined ? { description: text(b.description) } : {}), updated_at: nowIso() })
        .where('id', '=', cardId!)
        .where('board_id', '=', boardId!)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw notFound(W.cardNotFound);
      return { error: false, data: cardId! };
    },

    async deleteBoardCard(request) {
      await adminOf(request, true);
      const { boardId, cardId } = request.params;
      return db()
        .transaction()
        .execute(async (trx) => {
          await hold(trx, 'board', boardId!);
          const card = await trx.selectFrom('board_card').select('column_id').where('id', '=', cardId!).where('board_id', '=', boardId!).executeTakeFirst();
          if (!card) throw notFound(W.cardNotFound);
          await trx.deleteFrom('board_card').where('id', '=', cardId!).execute();
          const { ids, current } = await columnCards(trx, num(card.column_id));
          await renumber(trx, 'board_card', ids, current);
          return { error: false, data: cardId! };
        });
    },

    async moveBoardCard(request) {
      await adminOf(request, true);
      const { boardId, cardId } = request.params;
      const b = request.body;
      return db()
        .transaction()
        .execute(async (trx) => {
          await hold(trx, 'board', boardId!);
          const card = await trx.selectFrom('board_card').select('column_id').where('id', '=', cardId!).where('board_id', '=', boardId!).executeTakeFirst();
          if (!card) throw notFound(W.cardNotFound);
          await columnOfBoard(trx, boardId!, b.column_id);
          const from = num(card.column_id);
          const target = await columnCards(trx, b.column_id, cardId);
          const at = Math.min(b.position ?? target.ids.length, target.ids.length);
          const ids = [...target.ids.slice(0, at), cardId!, ...target.ids.slice(at)];
          const now = nowIso();
          if (from !== b.column_id) {
            const source = await columnCards(trx, from, cardId);
            await renumber(trx, 'board_card', source.ids, source.current);
          }
          await renumber(trx, 'board_card', ids, target.current);
          await trx.updateTable('board_card').set({ column_id: b.column_id, position: at, updated_at: now }).where('id', '=', cardId!).execute();
          return { error: false, data: cardId! };
        });
    },
  });
}
