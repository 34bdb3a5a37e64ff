/** The admin team's workspaces (/admin/workspaces), a workspace with its boards, a board's columns and cards. */
import { count } from '../../../src/i18n/plural';
import { defineText } from '../../../src/i18n/text';

export const workspacesText = defineText('admin.workspaces', {
  heading: 'Workspaces',
  newWorkspace: 'New workspace',
  loading: 'Loading workspaces',
  empty: 'No workspaces yet',
  emptyBody: 'A workspace holds the team’s boards: columns of cards you add and move as work goes on.',
  createFirst: 'Create the first workspace',
  list: 'Workspaces',
  boardCount: (count: number) => (count === 1 ? '1 board' : `${count} boards`),
  by: (owner: string) => `By ${owner}`,
  anAdmin: 'an admin',
  updated: (date: string) => `Updated ${date}`,
  createWorkspace: 'Create workspace',
  created: (name: string) => `Workspace ${name} created`,
  /** A workspace's page. */
  workspace: {
    notFound: 'No such workspace',
    loading: 'Loading the workspace',
    all: 'All workspaces',
    rename: 'Rename workspace',
    newBoard: 'New board',
    loadingBoards: 'Loading boards',
    noBoards: 'No boards yet',
    noBoardsBody: 'A board has columns such as To do, In progress and Done; add cards and move them along.',
    createFirstBoard: 'Create the first board',
    boards: 'Boards',
    tab: (board: string, cards: number) => `${board} (${cards})`,
    renameBoard: 'Rename board',
    createBoard: 'Create board',
  },
  /** A board's columns and cards. */
  board: {
    loading: 'Loading the board',
    column: (column: string) => `${column} column`,
    cardCount: (n: number) => count('en', n, { one: '# card', other: '# cards' }),
    noCards: 'No cards yet.',
    newCardIn: (column: string) => `New card in ${column}`,
    addCardTo: (column: string) => `Add card to ${column}`,
    moveOrDelete: (card: string) => `Move or delete ${card}`,
    moveTo: (column: string) => `Move to ${column}`,
    moveUp: 'Move up',
    moveDown: 'Move down',
    deleteCard: 'Delete card',
    cardDeleted: (card: string) => `Card ${card} deleted`,
    addColumn: 'Add column',
    newColumn: 'New column',
    columnName: 'Column name',
  },
  /** The dialog asking for a name. */
  nameDialog: {
    name: 'Name',
    description: 'Description (optional)',
    columns: 'Columns (optional, comma-separated)',
    columnTooLong: (max: number) => `A column name has at most ${max} characters`,
    defaultColumns: (columns: string) => `Empty: ${columns}`,
  },
});
