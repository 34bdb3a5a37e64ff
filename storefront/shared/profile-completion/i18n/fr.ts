/** French: what both profile-completion forms share (storefront/shared/profile-completion/i18n/en.ts). */
import type { Translation, Words } from '../../../../src/i18n/text';
import type { profileCompletionText, athleteProfileText, profileRulesText, trainerProfileText } from './en';

export const profileCompletionFr: Translation<typeof profileCompletionText.en> = {
  pendingTitle: 'Complétez votre profil',
  editTitle: 'Votre profil',
  pendingNotice: 'Vous pouvez déjà parcourir la boutique ; l’achat de programmes et vos propres pages s’ouvrent dès que votre profil est complet.',
  browsing: 'Complétez votre profil pour acheter des programmes et ouvrir vos propres pages.',
  finish: 'Compléter mon profil',
  photo: {
    preview: 'Votre photo',
    upload: 'Ajouter une photo',
    change: 'Changer de photo',
    remove: 'Retirer la photo',
    uploading: 'Envoi en cours…',
    hint: 'Une photo nette de votre visage : JPEG, PNG, WebP ou GIF.',
  },
};

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

export const profileFr: Translation<typeof trainerProfileText.en> = {
  intro: 'Les athlètes lisent ceci avant d’acheter l’un de vos programmes : qui vous êtes, ce que vous enseignez et pourquoi ils peuvent vous faire confiance.',
  form: 'Profil de coach',
  labels: {
    photo: 'Photo',
    headline: 'Accroche',
    bio: 'Biographie',
    specialties: 'Spécialités',
    certifications: 'Certifications',
    years_experience: 'Années d’expérience',
  },
  specialty: (name) => `La spécialité « ${name}… »`,
  aboutYou: 'À propos de vous',
  headlineHelp: 'Une ligne à côté de votre nom, par ex. « Coach de force pour les gens pressés »',
  bioHelp: (length, max) => `Votre façon de coacher, qui vous aidez, quels résultats attendre. ${length} / ${max}`,
  specialtiesHelp: 'Ce que vous enseignez le mieux ; les athlètes les utilisent pour chercher.',
  specialtiesPlaceholder: 'Tapez puis appuyez sur Entrée, ou choisissez-en une',
  experience: 'Expérience',
  certificationsHelp: 'par ex. NSCA-CSCS, BPJEPS, premiers secours (facultatif)',
  yearsHelp: 'Années de coaching (facultatif)',
  complete: 'Compléter le profil',
  save: 'Enregistrer le profil',
};

export const profileRulesFr: Translation<typeof profileRulesText.en> = {
  bioRequired: 'Écrivez une courte biographie : les athlètes la lisent avant d’acheter',
  specialtiesRequired: 'Ajoutez au moins une spécialité',
  goalsRequired: 'Dites-nous ce que vous voulez atteindre',
  levelRequired: 'Choisissez votre niveau',
  levelInvalid: 'Choisissez débutant, intermédiaire ou avancé',
  firstNameRequired: 'Saisissez votre prénom',
  lastNameRequired: 'Saisissez votre nom',
  tooLong: (label, max) => `${label} : ${max} caractères au plus`,
  badCharacter: (label) => `${label} contient un caractère non autorisé`,
  yearsExperienceRange: (min, max) => `Les années d’expérience sont un nombre entier de ${min} à ${max}`,
  heightRange: (min, max) => `La taille est un nombre entier de centimètres de ${min} à ${max}`,
  weightRange: (min, max) => `Le poids est un nombre de kilogrammes de ${min} à ${max}`,
  birthDateInvalid: 'Saisissez la date de naissance comme une vraie date (AAAA-MM-JJ)',
  birthDateFuture: 'La date de naissance ne peut pas être dans le futur',
  birthDateTooOld: (years) => `La date de naissance ne peut pas remonter à plus de ${years} ans`,
  photoInvalid: 'Téléversez la photo sous forme d’image (JPEG, PNG, WebP ou GIF)',
  photoNotImage: 'La photo doit être une image (JPEG, PNG, WebP ou GIF)',
  otherRoleField: (field, role) => `${field} ne fait pas partie d’un profil ${role}`,
  checkFields: (messages) => `Vérifiez le profil : ${messages.join(' ; ')}`,
  adminHasNoProfile: 'Les comptes administrateur n’ont pas de profil à compléter',
  completeBeforeReview: 'Complétez votre profil avant de soumettre un programme : les athlètes le lisent avant d’acheter',
  completed: 'Votre profil est complet. Bienvenue sur Sportlink !',
  saved: 'Votre profil a été enregistré',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'app.profileCompletion': profileCompletionFr, 'athlete.profileCompletion': athleteProfileFr, 'trainer.profile': profileFr, profileRules: profileRulesFr } satisfies Record<string, Words>;
