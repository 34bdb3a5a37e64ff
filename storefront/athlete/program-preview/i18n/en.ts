/** One split of a program (/athlete/program-preview/{splitId}): its workouts when open, why it is closed otherwise. */
import { defineText } from '../../../../src/i18n/text';

export const programPreviewText = defineText('athlete.programPreview', {
  notFound: 'This part of a program does not exist or is not for sale.',
  browse: 'Browse programs',
  freePreview: 'Free preview',
  inYourPrograms: 'In your programs',
  noExercises: 'No exercises yet.',
  noWorkouts: 'The trainer has not added workouts to this part yet.',
  owned: 'This split is part of a program you own.',
  train: 'Train this split',
  /** Said instead of the program's title while it is not known. */
  theProgram: 'the program',
  likeWhatYouSee: (program: string) => `Like what you see? The rest of ${program} opens when you buy it.`,
  getFullProgram: 'Get the full program',
  lockedTitle: 'This part is for the program’s athletes',
  lockedBody: (split: string, program: string) => `The workouts of “${split}” open once you buy ${program}. Free-preview parts of a program can be viewed before buying.`,
  seeAndBuy: 'See the program and buy',
});
