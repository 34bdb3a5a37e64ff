import type { Translation, Words } from '../../../../src/i18n/text';
import type { trainingExportText } from './en';

export const trainingExportFr: Translation<typeof trainingExportText.en> = {
  heading: 'Vos données d’entraînement',
  body: 'Téléchargez chaque séance enregistrée, avec chaque série, pour la garder ou l’emporter dans une autre application. Le CSV s’ouvre dans un tableur (une ligne par série) ; le JSON garde tout l’historique en un seul document. Les charges sont en kilogrammes.',
  csv: 'Télécharger en CSV',
  json: 'Télécharger en JSON',
  preparing: 'Préparation de votre fichier…',
  done: 'Votre historique d’entraînement est téléchargé.',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.trainingExport': trainingExportFr } satisfies Record<string, Words>;
