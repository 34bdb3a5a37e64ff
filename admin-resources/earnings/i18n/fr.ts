import type { Translation, Words } from '../../../src/i18n/text';
import type { adminFeesText } from './en';

export const adminFeesFr: Translation<typeof adminFeesText.en> = {
  open: 'Taux de commission',
  title: 'Taux de commission',
  platform: (percent) => `La plateforme garde ${percent} % de chaque vente.`,
  help: 'Un nouveau taux s’applique aux ventes faites à partir de maintenant ; une vente garde le taux de son moment.',
  rate: 'Taux de la plateforme (%)',
  save: 'Enregistrer le taux',
  saved: (percent) => `Le taux de la plateforme est maintenant de ${percent} %`,
  invalid: 'Indiquez un pourcentage de 0 à 100, avec deux décimales au plus',
  superOnly: 'Seul un super administrateur change les taux.',
  own: 'Coachs avec un taux à eux',
  noOwn: 'Aucun coach n’a de taux à lui.',
  ownRate: (name, percent) => `${name} : ${percent} %`,
  removeOwn: (name) => `Donner à ${name} le taux de la plateforme`,
  close: 'Fermer',
};

export default { 'admin.fees': adminFeesFr } satisfies Record<string, Words>;
