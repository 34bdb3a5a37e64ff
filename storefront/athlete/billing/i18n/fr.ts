import type { Translation, Words } from '../../../../src/i18n/text';
import type { billingText } from './en';

export const billingFr: Translation<typeof billingText.en> = {
  cards: {
    heading: 'Cartes enregistrées',
    add: 'Ajouter une carte',
    empty: 'Aucune carte enregistrée. Enregistrez-en une ici ou au moment de payer, et le paiement se fait en un clic.',
    list: 'Cartes enregistrées',
    default: 'Par défaut',
    makeDefault: 'Définir par défaut',
    madeDefault: (card) => `${card} est votre carte par défaut`,
    expires: (expiry) => `Expire le ${expiry}`,
    remove: (card) => `Retirer ${card}`,
    removeTitle: (card) => `Retirer ${card} ?`,
    thisCard: 'cette carte',
    removeBody: 'La carte est retirée de votre compte chez l’émetteur de paiement. Les paiements déjà effectués ne sont pas concernés.',
    removed: (card) => `${card} retirée`,
    addTitle: 'Ajouter une carte',
    useAsDefault: 'L’utiliser pour mes prochains paiements (carte par défaut)',
    save: 'Enregistrer la carte',
    saved: (card) => `${card} enregistrée`,
  },
  purchases: {
    heading: 'Achats',
    window: (days) => `Un achat peut être remboursé sur demande dans les ${days} jours.`,
    empty: 'Aucun achat pour l’instant.',
    table: 'Achats',
    columns: { program: 'Programme', amount: 'Montant', date: 'Date', status: 'État', refund: 'Remboursement' },
    saved: (amount) => `${amount} économisés`,
    refundOf: (refund, amount) => `${refund} sur ${amount}`,
    requestRefund: 'Demander un remboursement',
    states: { pending: 'En attente', succeeded: 'Payé', failed: 'Échoué', refunded: 'Remboursé', partially_refunded: 'Remboursé en partie' },
    refundStates: { requested: 'Remboursement demandé', approved: 'Remboursement accepté', denied: 'Remboursement refusé', succeeded: 'Remboursé', failed: 'Remboursement échoué' },
  },
  refund: {
    title: 'Demander un remboursement',
    intro: (program, date, amount) =>
      `${program}, acheté le ${date} pour ${amount}. Un administrateur examine la demande ; si elle est acceptée, l’argent revient sur votre carte et votre accès au programme prend fin.`,
    reason: 'Pourquoi voulez-vous un remboursement ?',
    reasonHelp: 'L’administrateur lira ce message.',
    tooShort: 'Dites-nous pourquoi, en quelques mots',
    tooLong: (max) => `${max} caractères au plus`,
    submit: 'Demander le remboursement',
    requested: 'Remboursement demandé. Un administrateur va l’examiner.',
  },
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.billing': billingFr } satisfies Record<string, Words>;
