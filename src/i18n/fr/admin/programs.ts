import type { adminProgramsText } from '../../en/admin/programs';
import type { Translation } from '../../text';

export const adminProgramsFr: Translation<typeof adminProgramsText.en> = {
  preview: 'Aperçu',
  approve: 'Approuver',
  unpublish: 'Dépublier',
  approved: 'Le programme est approuvé et en ligne',
  unpublished: 'Le programme est dépublié (retour au brouillon)',
  bulkApproved: (count) => `${count} programme(s) approuvé(s)`,
  bulkUnpublished: (count) => `${count} programme(s) dépublié(s)`,
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
