import type { Translation, Words } from '../../../../../src/i18n/text';
import type { trainerDetailsText } from './en';

export const trainerDetailsFr: Translation<typeof trainerDetailsText.en> = {
  discoverTitle: 'Découvrir des coachs',
  discoverBody: 'Des coachs qui publient des programmes sur Sportlink. Suivez-les pour voir leurs publications dans votre fil.',
  noTrainers: 'Aucun coach à afficher pour l’instant.',
  trainerPages: 'Pages de coachs',
  notFound: 'Ce coach n’existe pas ou n’est plus actif.',
  allTrainers: 'Tous les coachs',
  follow: 'Suivre',
  following: 'Abonné',
  unfollow: 'Ne plus suivre',
  followingUnfollow: (name) => `Abonné : ne plus suivre ${name}`,
  followed: (name) => `Vous suivez ${name} : ses publications apparaissent dans votre fil`,
  unfollowed: (name) => `Vous ne suivez plus ${name}`,
  followers: (n) => `${n} abonné${n > 1 ? 's' : ''}`,
  years: (n) => `${n} an${n > 1 ? 's' : ''} d’expérience`,
  about: 'À propos',
  specialties: 'Spécialités',
  certifications: 'Certifications',
  programs: 'Programmes',
  noPrograms: 'Aucun programme publié pour l’instant.',
  posts: 'Publications',
  noPosts: 'Aucune publication pour l’instant.',
  loadMorePosts: 'Voir plus',
  levels: { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé' },
  weeks: (n) => `${n} semaine${n > 1 ? 's' : ''}`,
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.trainerDetails': trainerDetailsFr } satisfies Record<string, Words>;
