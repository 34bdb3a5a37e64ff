/**
 * Project-management workspaces (lambda pm/...; contract openapi/paths/lambda/pm-*.yaml): workspaces hold boards,
 * boards hold named columns, columns hold cards. The admin team's tool: admins and super admins only, every admin
 * in every workspace; a deactivated admin reads but does not change. Positions are 0-based and dense: every change
 * that moves something renumbers in one transaction that first touches the board (or workspace) row, so on
 * PostgreSQL two changes to one board wait for each other instead of both taking the same place (the queries and
 * those transactions: the workspaces repository, workspaces-repository.ts).
 */
import type { FastifyInstance } from 'fastify';
import { PM } from '../../src/config/constants';
import { WORKSPACE_MESSAGES as W } from '../../src/config/messages';
import { notFound } from '../errors';

import { handlerGroup } from '../routes';
import { WorkspacesRepository } from './workspaces-repository';

const text = (v: string | null | undefined) => (v == null ? null : v.trim() || null);
/** An optional text of an edit: undefined (kept) when not sent, else as `text` makes it. */
const edited = (v: string | null | undefined) => (v === undefined ? undefined : text(v));
const numPages = (p: { total: number; limit: number }) => Math.ceil(p.total / p.limit);

export function workspaceHandlers(app: FastifyInstance) {
  const repo = new WorkspacesRepository(app.database.db);

  return handlerGroup({
    async listWorkspaces(request) {
      const p = await repo.listWorkspaces(request.query);
      return { error: false, ...p, num_pages: numPages(p) };
    },

    async createWorkspace(request) {
      const caller = await request.signedInCaller();
      const b = request.body;
      return { error: false, data: await repo.createWorkspace({ name: b.name.trim(), description: text(b.description), ownerId: caller.userId }) };
    },

    async getWorkspace(request) {
      const model = await repo.workspace(request.params.workspaceId!);
      if (!model) throw notFound(W.workspaceNotFound);
      return { error: false, model };
    },

    async updateWorkspace(request) {
      const id = request.params.workspaceId!;
      const b = request.body;
      if (!(await repo.updateWorkspace(id, { name: b.name?.trim(), description: edited(b.description) }))) throw notFound(W.workspaceNotFound);
      return { error: false, data: id };
    },

    async listWorkspaceBoards(request) {
      const workspaceId = request.params.workspaceId!;
      if (!(await repo.workspaceExists(workspaceId))) throw notFound(W.workspaceNotFound);
      const p = await repo.listBoards(workspaceId, request.query);
      return { error: false, ...p, num_pages: numPages(p) };
    },

    async createBoard(request) {
      const caller = await request.signedInCaller();
      const b = request.body;
      const columns = (b.columns ?? PM.defaultColumns).map((c) => c.trim());
      const data = await repo.createBoard(request.params.workspaceId!, { name: b.name.trim(), description: text(b.description), columns, createdBy: caller.userId });
      return { error: false, data };
    },

    async getBoard(request) {
      const model = await repo.board(request.params.boardId!);
      if (!model) throw notFound(W.boardNotFound);
      return { error: false, model };
    },

    async updateBoard(request) {
      const id = request.params.boardId!;
      const b = request.body;
      if (!(await repo.updateBoard(id, { name: b.name?.trim(), description: edited(b.description) }))) throw notFound(W.boardNotFound);
      return { error: false, data: id };
    },

    async deleteBoard(request) {
      const id = request.params.boardId!;
      await repo.deleteBoard(id);
      return { error: false, data: id };
    },

    async createBoardColumn(request) {
      return { error: false, data: await repo.createColumn(request.params.boardId!, request.body.name.trim(), PM.maxColumns) };
    },

    async renameBoardColumn(request) {
      const { boardId, columnId } = request.params;
      if (!(await repo.renameColumn(boardId!, columnId!, request.body.name.trim()))) throw notFound(W.columnNotFound);
      return { error: false, data: columnId! };
    },

    async createBoardCard(request) {
      const caller = await request.signedInCaller();
      const b = request.body;
      const data = await repo.createCard(request.params.boardId!, { columnId: b.column_id, title: b.title.trim(), description: text(b.description), createdBy: caller.userId });
      return { error: false, data };
    },

    async updateBoardCard(request) {
      const { boardId, cardId } = request.params;
      const b = request.body;
      if (!(await repo.updateCard(boardId!, cardId!, { title: b.title?.trim(), description: edited(b.description) }))) throw notFound(W.cardNotFound);
      return { error: false, data: cardId! };
    },

    async deleteBoardCard(request) {
      const { boardId, cardId } = request.params;
      await repo.deleteCard(boardId!, cardId!);
      return { error: false, data: cardId! };
    },

    async moveBoardCard(request) {
      const { boardId, cardId } = request.params;
      const b = request.body;
      await repo.moveCard(boardId!, cardId!, b.column_id, b.position);
      return { error: false, data: cardId! };
    },
  });
}
