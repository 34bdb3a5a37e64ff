import type { Translation, Words } from '../../../../src/i18n/text';
import type { programReviewsText, programText } from './en';

const PER: Record<string, string> = { month: 'mois', year: 'an' };
const EVERY: Record<string, string> = { month: 'chaque mois', year: 'chaque année' };

export const programFr: Translation<typeof programText.en> = {
  coverOf: (title) => `Couverture de ${title}`,
  coverFallback: 'Programme d’entraînement',
  exerciseNumber: (id) => `Exercice n° ${id}`,
  freePreview: 'Aperçu gratuit',
  openSplit: 'Ouvrir la phase',
  openPreview: 'Ouvrir l’aperçu',
  day: (day) => `Jour ${day}`,
  dayWithTitle: (day, title) => `Jour ${day} : ${title}`,
  exercisesOf: (workout) => `Exercices de ${workout}`,
  superset: (label) => `Superset ${label}`,
  circuit: (label) => `Circuit ${label}`,
  noWorkouts: 'Pas encore de séances.',
  locked: 'Les séances s’ouvrent à l’achat du programme.',
  yourTrainer: 'Votre coach',
  specialties: (specialties) => `Spécialités : ${specialties}`,
  notFound: 'Ce programme n’existe pas ou n’est pas en vente.',
  subscription: (interval) => `Abonnement, facturé par ${PER[interval] ?? interval}`,
  reviewsLink: (summary) => `Avis : ${summary}`,
  calendar: 'Calendrier',
  structure: 'Structure',
  noParts: 'Le coach n’a pas encore ajouté les parties du programme.',
  ownedUntil: (date) => `Ce programme est à vous jusqu’au ${date}`,
  owned: 'Ce programme est à vous',
  athletesOnly: 'Seuls les athlètes achètent des programmes. Connectez-vous avec un compte athlète pour acheter celui-ci.',
  buy: 'Acheter',
  billedEvery: (interval) => `Facturé ${EVERY[interval] ?? `par ${interval}`} jusqu’à résiliation.`,
  onePayment: 'Un seul paiement, et le programme est à vous.',
  refundable: 'Un achat peut être remboursé sur demande.',
};

export const programReviewsFr: Translation<typeof programReviewsText.en> = {
  yourReview: 'Votre avis',
  writeTitle: 'Notez ce programme',
  editTitle: 'Modifier votre avis',
  ratingLabel: 'Votre note',
  bodyLabel: 'Votre avis',
  bodyHelp: (length, max) => `Qu’est-ce qui a marché pour vous, et à qui le recommanderiez-vous ? (${length}/${max})`,
  post: 'Publier l’avis',
  save: 'Enregistrer les modifications',
  deleteTitle: 'Supprimer votre avis ?',
  deleteBody: 'Votre note et votre texte sont retirés de ce programme. Vous pourrez écrire un nouvel avis ensuite.',
  posted: 'Merci ! Votre avis est publié.',
  saved: 'Votre avis est mis à jour.',
  deleted: 'Votre avis est supprimé.',
  ratingRequired: (max) => `Choisissez une note de 1 à ${max} étoiles.`,
  bodyTooLong: (max) => `Votre avis doit faire moins de ${max} caractères.`,
  duplicate: 'Vous avez déjà donné votre avis sur ce programme : modifiez-le plutôt.',
  reason: {
    signIn: 'Connectez-vous avec le compte athlète qui a acheté ce programme pour donner votre avis.',
    athletesOnly: 'Seuls les athlètes qui ont acheté ce programme peuvent donner leur avis.',
    buy: 'Seuls les athlètes inscrits à ce programme peuvent donner leur avis. Achetez-le pour raconter comment ça s’est passé.',
  },
  signIn: 'Se connecter',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.program': programFr, 'athlete.programReviews': programReviewsFr } satisfies Record<string, Words>;
