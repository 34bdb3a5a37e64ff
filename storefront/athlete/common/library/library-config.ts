/** The athlete's library: sizes and kinds, defined once (its words: src/i18n/en/athlete/library.ts). */
import type { Row } from '../../../../src/api/records';

export type LibraryKind = Row<'library_item'>['kind'];

export const LIBRARY = {
  /** Items per page of the library page. */
  pageSize: 24,
  /** How long typing must pause before the search is sent. */
  searchDebounceMs: 300,
  /** The longest title the contract takes. */
  maxTitle: 200,
} as const;

/** The tabs, in order; `all` is no filter (their words: src/i18n/en/athlete/library.ts). */
export const LIBRARY_TABS: readonly (LibraryKind | 'all')[] = ['all', 'program', 'exercise', 'video'];
