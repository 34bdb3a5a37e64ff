/** The athlete's profile completion (/athlete/profile-completion): the form (the rules' messages: ../profile-rules.ts). */
import { PROFILE_LABELS } from '../../../domain/profile-completion';
import { defineText } from '../../text';

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
