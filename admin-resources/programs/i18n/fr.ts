import { count } from '../../../src/i18n/plural';
import type { Translation, Words } from '../../../src/i18n/text';
import type { adminProgramsText } from './en';

export const adminProgramsFr: Translation<typeof adminProgramsText.en> = {
  preview: 'Aperçu',
  approve: 'Approuver',
  unpublish: 'Dépublier',
  approved: 'Le programme est approuvé et en ligne',
  unpublished: 'Le programme est dépublié (retour au brouillon)',
  bulkApproved: (n) => count('fr', n, { one: '# programme approuvé', other: '# programmes approuvés' }),
  bulkUnpublished: (n) => count('fr', n, { one: '# programme dépublié', other: '# programmes dépubliés' }),
  previewPage: {
    notFound: 'Ce programme n’existe pas.',
    back: 'Retour à la fiche',
    byline: (trainer, sport, level, weeks) => `par ${trainer} · ${sport} · ${level} · ${weeks} semaines`,
    aTrainer: 'un coach',
    general: 'Général',
    structure: 'Structure',
    freePreview: 'Aperçu gratuit',
    day: (day, title) => `Jour ${day} : ${title}`,
    dayAlone: (day) => `Jour ${day}`,
    noSplits: 'Aucun bloc pour l’instant.',
    weeks: (from, to) => (from === to ? `Semaine ${from}` : `Semaines ${from} à ${to}`),
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.programs': adminProgramsFr } satisfies Record<string, Words>;
