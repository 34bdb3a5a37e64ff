/** The athlete's library: sizes and kinds, defined once (its words: storefront/athlete/common/library/i18n/en.ts). */
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

/** The tabs, in order; `all` is no filter (their words: storefront/athlete/common/library/i18n/en.ts). */
export const LIBRARY_TABS: readonly (LibraryKind | 'all')[] = ['all', 'program', 'exercise', 'video'];
