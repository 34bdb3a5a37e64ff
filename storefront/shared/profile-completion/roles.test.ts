import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS as L } from '../../../src/config/constants';
import { PROFILE_MESSAGES as M } from '../../../src/config/messages';
import { completionResolver, type CommonValues } from './form';
import { athleteProfileText, trainerProfileText } from './i18n/en';
import { ROLE_FORMS } from './roles';

const nameLabels = { first_name: 'First name', last_name: 'Last name' };
const named = { first_name: 'Nia', last_name: 'Runner' };
const common: CommonValues = { photo: null, ...named };

/** The role's form as the page builds it: its defaults from `details`, checked and sent through the resolver. */
function roleForm(role: 'athlete' | 'trainer', details: Record<string, unknown>) {
  const { defaults, request, check } = ROLE_FORMS[role];
  const words = role === 'athlete' ? athleteProfileText.en : trainerProfileText.en;
  const resolver = completionResolver({ photo: null, names: named, nameLabels, messages: M, request, check: (body) => check(body, words, M) });
  const initial = { ...common, ...defaults(details) };
  return { initial, resolve: (changes: Record<string, unknown>) => resolver({ ...initial, ...changes }, undefined, { fields: {}, shouldUseNativeValidation: undefined }) };
}

describe('the athlete’s form', () => {
  it('fills its fields from the stored profile, numbers as their text', () => {
    expect(roleForm('athlete', { goals: 'Run', level: 'beginner', height_cm: 172, weight_kg: 68.5, birth_date: '1995-04-20' }).initial).toEqual({
      ...common,
      goals: 'Run',
      level: 'beginner',
      height_cm: '172',
      weight_kg: '68.5',
      birth_date: '1995-04-20',
    });
    expect(roleForm('athlete', {}).initial).toEqual({ ...common, goals: '', level: '', height_cm: '', weight_kg: '', birth_date: '' });
  });

  it('sends numbers as numbers and empty optional fields as null', async () => {
    const form = roleForm('athlete', {});
    expect(await form.resolve({ goals: 'Run a 10K', level: 'intermediate', weight_kg: '68,5' })).toEqual({
      values: { goals: 'Run a 10K', level: 'intermediate', height_cm: null, weight_kg: 68.5, birth_date: null },
      errors: {},
    });
  });

  it('shows its rules’ messages at the fields', async () => {
    const { errors } = await roleForm('athlete', {}).resolve({ height_cm: '300', birth_date: '2999-01-01' });
    expect(errors).toEqual({
      goals: { type: 'validate', message: M.goalsRequired },
      level: { type: 'validate', message: M.levelRequired },
      height_cm: { type: 'validate', message: M.heightRange(L.heightCm.min, L.heightCm.max) },
      birth_date: { type: 'validate', message: M.birthDateFuture },
    });
  });
});

describe('the trainer’s form', () => {
  it('fills its fields from the stored profile, specialties as chips', () => {
    expect(roleForm('trainer', { headline: 'Coach', bio: 'Bio', specialties: 'Strength, Running', years_experience: 12 }).initial).toEqual({
      ...common,
      headline: 'Coach',
      bio: 'Bio',
      specialties: ['Strength', 'Running'],
      certifications: '',
      years_experience: '12',
    });
  });

  it('sends the specialties as one text and the years as a number', async () => {
    expect(await roleForm('trainer', {}).resolve({ bio: 'Twelve years of coaching', specialties: ['Strength', 'strength', 'Kettlebell flows'], years_experience: '12' })).toEqual({
      values: { headline: '', bio: 'Twelve years of coaching', specialties: 'Strength, Kettlebell flows', certifications: '', years_experience: 12 },
      errors: {},
    });
  });

  it('shows its rules’ messages at the fields, in the form’s words', async () => {
    const { errors } = await roleForm('trainer', {}).resolve({ years_experience: '81', photo: 'ftp://example.test/me.png' });
    expect(errors).toEqual({
      photo: { type: 'validate', message: M.photoInvalid },
      bio: { type: 'validate', message: M.bioRequired },
      specialties: { type: 'validate', message: M.specialtiesRequired },
      years_experience: { type: 'validate', message: M.yearsExperienceRange(L.yearsExperience.min, L.yearsExperience.max) },
    });
  });
});
