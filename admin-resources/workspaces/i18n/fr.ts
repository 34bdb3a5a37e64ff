import { count } from '../../../src/i18n/plural';
import type { Translation, Words } from '../../../src/i18n/text';
import type { workspacesText } from './en';

export const workspacesFr: Translation<typeof workspacesText.en> = {
  heading: 'Espaces de travail',
  newWorkspace: 'Nouvel espace de travail',
  loading: 'Chargement des espaces de travail',
  empty: 'Aucun espace de travail pour l’instant',
  emptyBody: 'Un espace de travail réunit les tableaux de l’équipe : des colonnes de cartes que vous ajoutez et déplacez au fil du travail.',
  createFirst: 'Créer le premier espace de travail',
  list: 'Espaces de travail',
  boardCount: (count) => (count === 1 ? '1 tableau' : `${count} tableaux`),
  by: (owner) => `Par ${owner}`,
  anAdmin: 'un administrateur',
  updated: (date) => `Modifié le ${date}`,
  createWorkspace: 'Créer l’espace de travail',
  created: (name) => `Espace de travail ${name} créé`,
  workspace: {
    notFound: 'Cet espace de travail n’existe pas',
    loading: 'Chargement de l’espace de travail',
    all: 'Tous les espaces de travail',
    rename: 'Renommer l’espace de travail',
    newBoard: 'Nouveau tableau',
    loadingBoards: 'Chargement des tableaux',
    noBoards: 'Aucun tableau pour l’instant',
    noBoardsBody: 'Un tableau a des colonnes comme À faire, En cours et Terminé ; ajoutez des cartes et faites-les avancer.',
    createFirstBoard: 'Créer le premier tableau',
    boards: 'Tableaux',
    tab: (board, cards) => `${board} (${cards})`,
    renameBoard: 'Renommer le tableau',
    createBoard: 'Créer le tableau',
  },
  board: {
    loading: 'Chargement du tableau',
    column: (column) => `Colonne ${column}`,
    cardCount: (n) => count('fr', n, { one: '# carte', other: '# cartes' }),
    noCards: 'Aucune carte pour l’instant.',
    newCardIn: (column) => `Nouvelle carte dans ${column}`,
    addCardTo: (column) => `Ajouter une carte à ${column}`,
    moveOrDelete: (card) => `Déplacer ou supprimer ${card}`,
    moveTo: (column) => `Déplacer vers ${column}`,
    moveUp: 'Monter',
    moveDown: 'Descendre',
    deleteCard: 'Supprimer la carte',
    cardDeleted: (card) => `Carte ${card} supprimée`,
    addColumn: 'Ajouter une colonne',
    newColumn: 'Nouvelle colonne',
    columnName: 'Nom de la colonne',
  },
  nameDialog: {
    name: 'Nom',
    description: 'Description (facultatif)',
    columns: 'Colonnes (facultatif, séparées par des virgules)',
    columnTooLong: (max) => `Un nom de colonne a au plus ${max} caractères`,
    defaultColumns: (columns) => `Vide : ${columns}`,
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.workspaces': workspacesFr } satisfies Record<string, Words>;
