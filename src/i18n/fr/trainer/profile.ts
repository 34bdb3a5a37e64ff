import type { profileRulesText, trainerProfileText } from '../../en/trainer/profile';
import type { Translation } from '../../text';

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
  completed: 'Votre profil est complet. Bienvenue sur Sportlink !',
  saved: 'Votre profil a été enregistré',
};
