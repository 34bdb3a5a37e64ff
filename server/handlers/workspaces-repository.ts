/**
 * The workspaces repository of the pm lambdas (workspaces.ts): every query of the workspaces, their boards, the boards'
 * columns and the columns' cards. Positions are 0-based and dense: every change that moves something renumbers in one
 * transaction that first touches the board (or workspace) row, so on PostgreSQL two changes to one board wait for
 * each other instead of both taking the same place. A rule checked inside such a transaction (the row exists, the
 * column is on the board, the board has room for a column) throws its error there, so the whole change rolls back.
 */
import { sql } from 'kysely';
import { WORKSPACE_MESSAGES as W } from '../../src/config/messages';
import type { DB } from '../db';
import { conflict, notFound, unprocessable } from '../errors';

export interface ListQuery {
  page?: number;
  limit?: number;
  sortId?: string;
  direction?: 'asc' | 'desc';
}

/** An edit of a workspace or a board: a field left undefined is kept as it is. */
export interface NameEdit {
  name?: string;
  description?: string | null;
}
/** An edit of a card: a field left undefined is kept as it is. */
export interface CardEdit {
  title?: string;
  description?: string | null;
}

const nowIso = () => new Date().toISOString();
const num = (v: unknown) => Number(v);

/** Sets each row's position to its index in `ids` (only the rows whose position changes are written). */
async function renumber(trx: DB, table: 'board' | 'board_card', ids: readonly number[], current: ReadonlyMap<number, number>, extra: Record<string, unknown> = {}) {
  for (const [i, id] of ids.entries()) {
    if (current.get(id) === i && !Object.keys(extra).length) continue;
    await trx.updateTable(table).set({ position: i, ...extra }).where('id', '=', id).execute();
  }
}

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

/** The set of an edit: the fields it gives (not the undefined ones), and the time of the change. */
const changes = (edit: NameEdit | CardEdit) => ({ ...Object.fromEntries(Object.entries(edit).filter(([, v]) => v !== undefined)), updated_at: nowIso() });

const ownerName = sql<string>`trim(coalesce(${sql.ref('user.first_name')}, '') || ' ' || coalesce(${sql.ref('user.last_name')}, ''))`;
const boardCount = sql<number>`(select count(*) from ${sql.table('board')} as ${sql.ref('b')} where ${sql.ref('b.workspace_id')} = ${sql.ref('workspace.id')})`;
const countOf = (table: string, alias: string) =>
  sql<number>`(select count(*) from ${sql.table(table)} as ${sql.ref(alias)} where ${sql.ref(`${alias}.board_id`)} = ${sql.ref('board.id')})`;

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

/** A page of a list: its rows, how many there are in all, and the page asked for. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export class WorkspacesRepository {
  constructor(private readonly db: DB) {}

  // ---------- workspaces ----------

  private workspaces() {
    return this.db
      .selectFrom('workspace')
      .innerJoin('user', 'user.id', 'workspace.owner_id')
      .select(['workspace.id', 'workspace.name', 'workspace.description', 'workspace.owner_id', ownerName.as('owner_name'), boardCount.as('board_count'), 'workspace.created_at', 'workspace.updated_at']);
  }

  async listWorkspaces(q: ListQuery): Promise<Page<ReturnType<typeof workspaceOut>>> {
    const p = page(q, 'workspace', 'name');
    const [rows, counted] = await Promise.all([
      this.workspaces().orderBy(p.order, p.dir).orderBy('workspace.id', p.dir).limit(p.limit).offset(p.offset).execute(),
      this.db.selectFrom('workspace').select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    ]);
    return { list: rows.map(workspaceOut), total: num(counted?.n ?? 0), page: p.pageNo, limit: p.limit };
  }

  async workspace(id: number) {
    const row = await this.workspaces().where('workspace.id', '=', id).executeTakeFirst();
    return row && workspaceOut(row);
  }

  async workspaceExists(id: number): Promise<boolean> {
    return !!(await this.db.selectFrom('workspace').select('id').where('id', '=', id).executeTakeFirst());
  }

  /** A new workspace; its id. */
  async createWorkspace(w: { name: string; description: string | null; ownerId: number | null }): Promise<number> {
    const now = nowIso();
    const row = await this.db.insertInto('workspace').values({ name: w.name, description: w.description, owner_id: w.ownerId, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    return num(row.id);
  }

  /** Whether there was such a workspace. */
  async updateWorkspace(id: number, edit: NameEdit): Promise<boolean> {
    const res = await this.db.updateTable('workspace').set(changes(edit)).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  // ---------- boards ----------

  /** A page of a workspace's boards, each with how many columns and cards it has. */
  async listBoards(workspaceId: number, q: ListQuery) {
    const p = page(q, 'board', 'position');
    const [rows, counted] = await Promise.all([
      this.db
        .selectFrom('board')
        .selectAll('board')
        .select([countOf('board_column', 'c').as('column_count'), countOf('board_card', 'k').as('card_count')])
        .where('board.workspace_id', '=', workspaceId)
        .orderBy(p.order, p.dir)
        .orderBy('board.id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.db.selectFrom('board').select(sql<number>`count(*)`.as('n')).where('workspace_id', '=', workspaceId).executeTakeFirst(),
    ]);
    return {
      list: rows.map((r) => ({ ...boardOut(r), column_count: num(r.column_count), card_count: num(r.card_count) })),
      total: num(counted?.n ?? 0),
      page: p.pageNo,
      limit: p.limit,
    };
  }

  /** A new board at the end of its workspace, with these columns in this order; its id. */
  async createBoard(workspaceId: number, b: { name: string; description: string | null; columns: readonly string[]; createdBy: number | null }): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await hold(trx, 'workspace', workspaceId);
      const counted = await trx.selectFrom('board').select(sql<number>`count(*)`.as('n')).where('workspace_id', '=', workspaceId).executeTakeFirst();
      const now = nowIso();
      const board = await trx
        .insertInto('board')
        .values({ workspace_id: workspaceId, name: b.name, description: b.description, position: num(counted?.n ?? 0), created_by: b.createdBy, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const boardId = num(board.id);
      await trx
        .insertInto('board_column')
        .values(b.columns.map((name, position) => ({ board_id: boardId, name, position, created_at: now, updated_at: now })))
        .execute();
      return boardId;
    });
  }

  /** A board with its workspace's name and its columns in order, each with its cards in order. */
  async board(id: number) {
    const board = await this.db
      .selectFrom('board')
      .innerJoin('workspace', 'workspace.id', 'board.workspace_id')
      .selectAll('board')
      .select('workspace.name as workspace_name')
      .where('board.id', '=', id)
      .executeTakeFirst();
    if (!board) return undefined;
    const [columns, cards] = await Promise.all([
      this.db.selectFrom('board_column').select(['id', 'name', 'position']).where('board_id', '=', id).orderBy('position').orderBy('id').execute(),
      this.db.selectFrom('board_card').selectAll().where('board_id', '=', id).orderBy('position').orderBy('id').execute(),
    ]);
    return {
      ...boardOut(board),
      workspace_name: String(board.workspace_name),
      columns: columns.map((c) => ({
        id: num(c.id),
        name: String(c.name),
        position: num(c.position),
        cards: cards.filter((k) => num(k.column_id) === num(c.id)).map(cardOut),
      })),
    };
  }

  /** Whether there was such a board. */
  async updateBoard(id: number, edit: NameEdit): Promise<boolean> {
    const res = await this.db.updateTable('board').set(changes(edit)).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Deletes a board with its columns and cards, and renumbers the workspace's other boards; 404 when absent. */
  async deleteBoard(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const board = await trx.selectFrom('board').select('workspace_id').where('id', '=', id).executeTakeFirst();
      if (!board) throw notFound(W.boardNotFound);
      const workspaceId = num(board.workspace_id);
      await hold(trx, 'workspace', workspaceId);
      await trx.deleteFrom('board_card').where('board_id', '=', id).execute();
      await trx.deleteFrom('board_column').where('board_id', '=', id).execute();
      await trx.deleteFrom('board').where('id', '=', id).execute();
      const rest = await trx.selectFrom('board').select(['id', 'position']).where('workspace_id', '=', workspaceId).orderBy('position').orderBy('id').execute();
      await renumber(trx, 'board', rest.map((r) => num(r.id)), new Map(rest.map((r) => [num(r.id), num(r.position)])));
    });
  }

  // ---------- columns ----------

  /** A new column at the end of the board; its id. 404 without the board, 409 when it has `max` columns already. */
  async createColumn(boardId: number, name: string, max: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await hold(trx, 'board', boardId);
      const counted = await trx.selectFrom('board_column').select(sql<number>`count(*)`.as('n')).where('board_id', '=', boardId).executeTakeFirst();
      const n = num(counted?.n ?? 0);
      if (n >= max) throw conflict(W.tooManyColumns(max));
      const now = nowIso();
      const row = await trx.insertInto('board_column').values({ board_id: boardId, name, position: n, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      return num(row.id);
    });
  }

  /** Whether the board had such a column. */
  async renameColumn(boardId: number, columnId: number, name: string): Promise<boolean> {
    const res = await this.db.updateTable('board_column').set({ name, updated_at: nowIso() }).where('id', '=', columnId).where('board_id', '=', boardId).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  // ---------- cards ----------

  /** A new card at the end of a column of the board; its id. 404 without the board, 422 when the column is not on it. */
  async createCard(boardId: number, c: { columnId: number; title: string; description: string | null; createdBy: number | null }): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await hold(trx, 'board', boardId);
      await columnOfBoard(trx, boardId, c.columnId);
      const { ids } = await columnCards(trx, c.columnId);
      const now = nowIso();
      const row = await trx
        .insertInto('board_card')
        .values({ board_id: boardId, column_id: c.columnId, title: c.title, description: c.description, position: ids.length, created_by: c.createdBy, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return num(row.id);
    });
  }

  /** Whether the board had such a card. */
  async updateCard(boardId: number, cardId: number, edit: CardEdit): Promise<boolean> {
    const res = await this.db.updateTable('board_card').set(changes(edit)).where('id', '=', cardId).where('board_id', '=', boardId).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Deletes a card of the board and renumbers its column; 404 without the board or the card. */
  async deleteCard(boardId: number, cardId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await hold(trx, 'board', boardId);
      const card = await trx.selectFrom('board_card').select('column_id').where('id', '=', cardId).where('board_id', '=', boardId).executeTakeFirst();
      if (!card) throw notFound(W.cardNotFound);
      await trx.deleteFrom('board_card').where('id', '=', cardId).execute();
      const { ids, current } = await columnCards(trx, num(card.column_id));
      await renumber(trx, 'board_card', ids, current);
    });
  }

  /**
   * Moves a card of the board to `position` (at most the end; the end when undefined) of a column of the board,
   * renumbering the column it leaves and the one it joins. 404 without the board or the card, 422 for a column not on it.
   */
  async moveCard(boardId: number, cardId: number, columnId: number, position: number | undefined): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await hold(trx, 'board', boardId);
      const card = await trx.selectFrom('board_card').select('column_id').where('id', '=', cardId).where('board_id', '=', boardId).executeTakeFirst();
      if (!card) throw notFound(W.cardNotFound);
      await columnOfBoard(trx, boardId, columnId);
      const from = num(card.column_id);
      const target = await columnCards(trx, columnId, cardId);
      const at = Math.min(position ?? target.ids.length, target.ids.length);
      const ids = [...target.ids.slice(0, at), cardId, ...target.ids.slice(at)];
      const now = nowIso();
      if (from !== columnId) {
        const source = await columnCards(trx, from, cardId);
        await renumber(trx, 'board_card', source.ids, source.current);
      }
      await renumber(trx, 'board_card', ids, target.current);
      await trx.updateTable('board_card').set({ column_id: columnId, position: at, updated_at: now }).where('id', '=', cardId).execute();
    });
  }
}
