import type { Kysely } from 'kysely';
import type { Dialect } from '../index';
import { idColumn } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Project-management workspaces of the admin team (lambda pm/...): a workspace holds boards, a board holds named
 * columns, a column holds cards. Positions are 0-based and kept dense by the pm lambdas (server/handlers/workspaces.ts).
 * Deleting a board takes its columns and cards with it.
 */
export function workspaces(dialect: Dialect) {
  const id = idColumn(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('workspace')
        .addColumn('id', id.type, id.build)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('user.id').onDelete('restrict'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('board')
        .addColumn('id', id.type, id.build)
        .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspace.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('user.id').onDelete('restrict'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_board_workspace').on('board').columns(['workspace_id', 'position']).execute();
      await db.schema
        .createTable('board_column')
        .addColumn('id', id.type, id.build)
        .addColumn('board_id', 'integer', (c) => c.notNull().references('board.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_board_column_board').on('board_column').columns(['board_id', 'position']).execute();
      await db.schema
        .createTable('board_card')
        .addColumn('id', id.type, id.build)
        .addColumn('board_id', 'integer', (c) => c.notNull().references('board.id').onDelete('cascade'))
        .addColumn('column_id', 'integer', (c) => c.notNull().references('board_column.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('user.id').onDelete('restrict'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ix_board_card_column').on('board_card').columns(['column_id', 'position']).execute();
      await db.schema.createIndex('ix_board_card_board').on('board_card').column('board_id').execute();
    },
    async down(db: AnyDb) {
      for (const t of ['board_card', 'board_column', 'board', 'workspace']) await db.schema.dropTable(t).ifExists().execute();
    },
  };
}
