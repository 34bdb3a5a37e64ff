/** The athlete's library: sizes, kinds and the words its screens and Save buttons use, defined once. */
import type { Row } from '../../../src/api/records';

export type LibraryKind = Row<'library_item'>['kind'];

export const LIBRARY = {
  /** Items per page of the library page. */
  pageSize: 24,
  /** How long typing must pause before the search is sent. */
  searchDebounceMs: 300,
  /** The longest title the contract takes. */
  maxTitle: 200,
} as const;

/** The tabs, in order; `all` is no filter. */
export const LIBRARY_TABS: readonly { value: LibraryKind | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'program', label: 'Programs' },
  { value: 'exercise', label: 'Exercises' },
  { value: 'video', label: 'Videos' },
];

export const KIND_LABEL: Record<LibraryKind, string> = { program: 'Program', exercise: 'Exercise', video: 'Video' };

export const LIBRARY_TEXT = {
  title: 'Your library',
  subtitle: 'Programs, exercises and videos you saved, in one place.',
  search: 'Search your library',
  clearSearch: 'Clear search',
  emptyTitle: 'Your library is empty',
  emptyBody:
    'Save what you want to come back to: press Save on a program’s page, or the bookmark beside an exercise of a program you own, and it shows up here.',
  browse: 'Browse programs',
  noMatch: (q: string) => (q ? `Nothing in your library matches “${q}”.` : 'Nothing of this kind in your library yet.'),
  showAll: 'Show everything',
  open: (title: string) => `Open ${title}`,
  remove: (title: string) => `Remove ${title} from your library`,
  removed: (title: string) => `Removed ${title} from your library`,
  undo: 'Undo',
  saved: (title: string) => `Saved ${title} to your library`,
  save: 'Save',
  savedLabel: 'Saved',
  saveAria: (title: string) => `Save ${title} to your library`,
  unsaveAria: (title: string) => `Saved: remove ${title} from your library`,
  savedOn: (date: string) => `Saved ${date}`,
  loadMore: 'Load more',
  exerciseGone: 'This exercise is no longer available.',
  noDescription: 'No description yet.',
  muscleGroup: 'Muscle group',
  equipment: 'Equipment',
  video: 'Video',
  noVideo: 'No video for this exercise yet.',
  saveVideo: 'Save the video',
  videoTitle: (exercise: string) => `${exercise} (video)`,
  close: 'Close',
  watch: 'Watch',
} as const;
