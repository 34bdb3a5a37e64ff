/** What both profile-completion forms share (storefront/shared/profile-completion): the page around them and the photo field. */
import { PROFILE_MESSAGES } from '../../../../src/config/messages';
import { PROFILE_LABELS } from '../../../../src/domain/profile-completion';
import { defineText } from '../../../../src/i18n/text';

export const profileCompletionText = defineText('app.profileCompletion', {
  pendingTitle: 'Complete your profile',
  editTitle: 'Your profile',
  pendingNotice: 'You can browse the storefront now; buying programs and your own pages open as soon as your profile is complete.',
  /** The strip over the storefront's pages while the profile is not complete. */
  browsing: 'Finish your profile to buy programs and open your own pages.',
  finish: 'Finish my profile',
  photo: {
    preview: 'Your photo',
    upload: 'Upload a photo',
    change: 'Change photo',
    remove: 'Remove photo',
    uploading: 'Uploading…',
    hint: 'A clear photo of your face: JPEG, PNG, WebP or GIF.',
  },
});

/** The athlete's profile completion (/athlete/profile-completion): the form (the rules' messages: ../profile-rules.ts). */

export const athleteProfileText = defineText('athlete.profileCompletion', {
  intro: 'Tell coaches what you are training for and where you start, so the programs you see fit you.',
  form: 'Athlete profile',
  labels: {
    photo: PROFILE_LABELS.photo,
    goals: PROFILE_LABELS.goals,
    level: PROFILE_LABELS.level,
    height_cm: 'Height',
    weight_kg: 'Weight',
    birth_date: PROFILE_LABELS.birth_date,
  },
  levels: {
    beginner: { label: 'Beginner', hint: 'New to structured training, or back after a long break' },
    intermediate: { label: 'Intermediate', hint: 'Training regularly for a year or more' },
    advanced: { label: 'Advanced', hint: 'Years of consistent training, chasing specific numbers' },
  },
  yourTraining: 'Your training',
  goalsHelp: (length: number, max: number) => `e.g. "Run a 10K under 50 minutes", "Build muscle", "Move without back pain". ${length} / ${max}`,
  bodyData: 'Body data',
  cm: 'cm',
  kg: 'kg',
  range: (min: number, max: number, unit: string) => `${min}–${max} ${unit}`,
  birthDateHelp: 'Used for age-appropriate programs',
  complete: 'Complete profile',
  save: 'Save profile',
});

/** The trainer's profile completion (/trainer/profile-completion): the form and the rules' messages it shows. */

export const trainerProfileText = defineText('trainer.profile', {
  intro: 'Athletes read this before they buy one of your programs: who you are, what you coach, and why they can trust you.',
  form: 'Trainer profile',
  labels: {
    photo: PROFILE_LABELS.photo,
    headline: PROFILE_LABELS.headline,
    bio: PROFILE_LABELS.bio,
    specialties: PROFILE_LABELS.specialties,
    certifications: PROFILE_LABELS.certifications,
    years_experience: PROFILE_LABELS.years_experience,
  },
  specialty: (name: string) => `The specialty "${name}…"`,
  aboutYou: 'About you',
  headlineHelp: 'One line beside your name, e.g. "Strength coach for busy people"',
  bioHelp: (length: number, max: number) => `How you coach, who you help, what results they can expect. ${length} / ${max}`,
  specialtiesHelp: 'What you coach best; athletes search by these.',
  specialtiesPlaceholder: 'Type and press Enter, or pick one',
  experience: 'Experience',
  certificationsHelp: 'e.g. NSCA-CSCS, ACE, first aid (optional)',
  yearsHelp: 'Years of coaching (optional)',
  complete: 'Complete profile',
  save: 'Save profile',
});

/** The profile rules' messages: one section shared with the athlete's form (storefront/shared/profile-completion/i18n/en.ts). */

/**
 * The profile rules' messages (src/config/messages.ts PROFILE_MESSAGES, checked by src/domain/profile-completion.ts;
 * the server says them in English) as one section, shared by the trainer's and the athlete's profile forms.
 */

export const profileRulesText = defineText('profileRules', PROFILE_MESSAGES);
