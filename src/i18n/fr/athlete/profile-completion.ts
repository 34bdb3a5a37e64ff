import type { athleteProfileText } from '../../en/athlete/profile-completion';
import type { Translation } from '../../text';

export const athleteProfileFr: Translation<typeof athleteProfileText.en> = {
  intro: 'Dites aux coachs pour quoi vous vous entraînez et d’où vous partez, pour que les programmes proposés vous conviennent.',
  form: 'Profil d’athlète',
  labels: {
    photo: 'Photo',
    goals: 'Objectifs',
    level: 'Niveau',
    height_cm: 'Taille',
    weight_kg: 'Poids',
    birth_date: 'Date de naissance',
  },
  levels: {
    beginner: { label: 'Débutant', hint: 'Nouveau dans l’entraînement structuré, ou de retour après une longue pause' },
    intermediate: { label: 'Intermédiaire', hint: 'Entraînement régulier depuis un an ou plus' },
    advanced: { label: 'Avancé', hint: 'Des années d’entraînement régulier, à la poursuite de chiffres précis' },
  },
  yourTraining: 'Votre entraînement',
  goalsHelp: (length, max) => `par ex. « Courir un 10 km en moins de 50 minutes », « Prendre du muscle », « Bouger sans mal de dos ». ${length} / ${max}`,
  bodyData: 'Données corporelles',
  cm: 'cm',
  kg: 'kg',
  range: (min, max, unit) => `${min} à ${max} ${unit}`,
  birthDateHelp: 'Sert à proposer des programmes adaptés à votre âge',
  complete: 'Compléter le profil',
  save: 'Enregistrer le profil',
};
