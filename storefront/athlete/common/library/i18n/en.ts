/** The athlete's library (/athlete/library), its exercise dialog, and the Save buttons shown wherever things can be saved. */
import { defineText } from '../../../../../src/i18n/text';

export const libraryText = defineText('athlete.library', {
  title: 'Your library',
  subtitle: 'Programs, exercises and videos you saved, in one place.',
  /** The tabs (with their counts once known) and what each item is. */
  kinds: 'Kinds of saved items',
  tabs: { all: 'All', program: 'Programs', exercise: 'Exercises', video: 'Videos' },
  tabCount: (label: string, count: number) => `${label} (${count})`,
  kind: { program: 'Program', exercise: 'Exercise', video: 'Video' },
  search: 'Search your library',
  searching: 'Searching',
  clearSearch: 'Clear search',
  emptyTitle: 'Your library is empty',
  emptyBody:
    'Save what you want to come back to: press Save on a program’s page, or the bookmark beside an exercise of a program you own, and it shows up here.',
  browse: 'Browse programs',
  noMatch: (q: string) => `Nothing in your library matches “${q}”.`,
  noneOfKind: 'Nothing of this kind in your library yet.',
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
  savedOn: (when: string) => `Saved ${when}`,
  loadMore: 'Load more',
  /** The line under an item's title. */
  detail: {
    noLongerForSale: 'No longer for sale',
    levels: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
    weeks: (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`,
    exercise: 'Exercise',
    uploadedVideo: 'Uploaded video',
    video: 'Video',
  },
  /** The exercise dialog. */
  exerciseGone: 'This exercise is no longer available.',
  noDescription: 'No description yet.',
  muscleGroup: (value: string) => `Muscle group: ${value}`,
  equipment: (value: string) => `Equipment: ${value}`,
  video: 'Video',
  noVideo: 'No video for this exercise yet.',
  /** The title a saved video is kept under. */
  videoTitle: (exercise: string) => `${exercise} (video)`,
});
