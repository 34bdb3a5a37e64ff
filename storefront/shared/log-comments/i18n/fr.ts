import type { Translation, Words } from '../../../../src/i18n/text';
import type { logCommentsText } from './en';

export const logCommentsFr: Translation<typeof logCommentsText.en> = {
  heading: 'Commentaires',
  empty: 'Aucun commentaire pour l’instant.',
  you: 'Vous',
  coach: 'Votre coach',
  label: 'Ajouter un commentaire',
  placeholderAthlete: 'Posez une question à votre coach ou dites comment ça s’est passé',
  placeholderCoach: 'Un retour pour votre athlète',
  send: 'Commenter',
  sent: 'Commentaire envoyé.',
  waiting: 'Pas encore envoyé : il partira dès votre retour en ligne',
  required: 'Écrivez d’abord un commentaire',
  tooLong: (max) => `${max} caractères au plus`,
  thread: (workout) => `Commentaires sur ${workout}`,
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'app.logComments': logCommentsFr } satisfies Record<string, Words>;
