/** The admin's programs: review actions on the list and the record, and the preview as an athlete sees it. */
import { count } from '../../../src/i18n/plural';
import { defineText } from '../../../src/i18n/text';

export const adminProgramsText = defineText('admin.programs', {
  preview: 'Preview',
  approve: 'Approve',
  unpublish: 'Unpublish',
  approved: 'The program is approved and live',
  unpublished: 'The program is unpublished (back to draft)',
  bulkApproved: (n: number) => count('en', n, { one: '# program approved', other: '# programs approved' }),
  bulkUnpublished: (n: number) => count('en', n, { one: '# program unpublished', other: '# programs unpublished' }),
  /** /admin/programs/preview/{id}. */
  previewPage: {
    notFound: 'No such program.',
    back: 'Back to the record',
    /** "by Tara Stone · Running · beginner · 8 weeks" (the level as the program stores it). */
    byline: (trainer: string, sport: string, level: string, weeks: string) => `by ${trainer} · ${sport} · ${level} · ${weeks} weeks`,
    aTrainer: 'a trainer',
    general: 'General',
    structure: 'Structure',
    freePreview: 'Free preview',
    day: (day: string, title: string) => `Day ${day}: ${title}`,
    dayAlone: (day: string) => `Day ${day}`,
    noSplits: 'No splits yet.',
    weeks: (from: number, to: number) => (from === to ? `Week ${from}` : `Weeks ${from}–${to}`),
  },
});
