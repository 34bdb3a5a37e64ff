/** French: the shared UI parts' words (src/i18n/en/app-ui.ts). */
import type { reviewsText } from '../en/app-ui';
import type { Translation } from '../text';

export const reviewsFr: Translation<typeof reviewsText.en> = {
  heading: 'Avis',
  none: 'Pas encore d’avis',
  someone: 'Un athlète',
  replyFrom: (trainer) => `Réponse de ${trainer}`,
  trainerFallback: 'le coach',
  loadMore: 'Voir plus d’avis',
  count: (count) => `${count} avis`,
  rated: (value, max) => `Noté ${value} sur ${max}`,
  stars: (value) => `${value} ${value > 1 ? 'étoiles' : 'étoile'}`,
  reviewBy: (name) => `Avis de ${name}`,
};
