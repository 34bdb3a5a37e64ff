import type { Translation, Words } from '../../../src/i18n/text';
import type { adminEarningsText } from './en';

export const adminEarningsFr: Translation<typeof adminEarningsText.en> = {
  heading: 'Gains',
  loading: 'Chargement des gains',
  feeRate: (percent) => `Commission sur sa prochaine vente : ${percent} %`,
  changeRate: 'Modifier le taux',
  rateTitle: (name) => `Taux de commission de ${name}`,
  rateHelp: 'Un taux propre, pour ses ventes à partir de maintenant (une vente garde le taux auquel elle a été faite).',
  rate: 'Son taux (%)',
  rateInvalid: 'Donnez un pourcentage de 0 à 100, avec au plus deux décimales',
  saveRate: 'Enregistrer le taux',
  usePlatformRate: 'Taux de la plateforme',
  rateSet: (name, percent) => `${name} paie désormais ${percent} %`,
  platformRateAgain: (name) => `${name} paie de nouveau le taux de la plateforme`,
  payoutAccount: { none: 'Pas encore de compte de versement : ses gains attendent.', details_needed: 'Compte de versement : informations requises', pending_verification: 'Compte de versement : en vérification', enabled: 'Compte de versement : prêt pour les versements' },
  nextPayout: (date) => `prochain versement le ${date}`,
  none: 'Aucun gain pour l’instant.',
  labels: { pending: 'En attente', available: 'Disponible', paid_out: 'Versé' },
  adjust: 'Ajuster le solde',
  adjustTitle: (name) => `Ajuster le solde de ${name}`,
  adjustHelp: 'Un crédit (ou, avec un signe moins, un débit) disponible aussitôt. Il reste au grand livre avec votre motif et votre nom, et le coach est prévenu ; il ne se modifie pas ensuite : une erreur se corrige par un autre ajustement.',
  amount: 'Montant (un signe moins débite)',
  currency: 'Devise',
  reason: 'Motif (le coach le lit)',
  amountNeeded: 'Indiquez un montant différent de 0, avec deux décimales au plus',
  reasonNeeded: 'Indiquez le motif (3 caractères au moins)',
  adjusted: (amount) => `Solde ajusté de ${amount}`,
};

export default { 'admin.trainerEarnings': adminEarningsFr } satisfies Record<string, Words>;
