import type { adminProgramsText } from '../../en/admin/programs';
import { count } from '../../plural';
import type { Translation } from '../../text';

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
    noSplits: 'Aucun bloc pour l’instant.',
  },
};
