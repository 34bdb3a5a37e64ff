/** The trainer's profile completion (/trainer/profile-completion): the form and the rules' messages it shows. */
import { PROFILE_LABELS } from '../../../domain/profile-completion';
import { defineText } from '../../text';

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

/** The profile rules' messages: one section shared with the athlete's form (src/i18n/en/profile-rules.ts). */
export { profileRulesText } from '../profile-rules';
