import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '../config/constants';
import { PROFILE_MESSAGES as M } from '../config/messages';
import contract from '../generated/openapi.json';
import { TABLES } from '../generated/tables';
import {
  athleteProfileValues,
  checkAthleteProfile,
  checkPhoto,
  checkProfileNames,
  checkTrainerProfile,
  joinSpecialties,
  profileNameValues,
  splitSpecialties,
  trainerProfileValues,
} from './profile-completion';

const today = new Date('2026-11-22T10:00:00.000Z');
const trainer = { bio: 'Coach.', specialties: 'Strength' };
const athlete = { goals: 'Get fit', level: 'beginner' };

describe('a trainer profile', () => {
  it('needs a bio and at least one specialty', () => {
    expect(checkTrainerProfile(trainer)).toEqual({});
    expect(checkTrainerProfile({})).toEqual({ bio: M.bioRequired, specialties: M.specialtiesRequired });
    expect(checkTrainerProfile({ bio: '  \n', specialties: ' , ' })).toEqual({ bio: M.bioRequired, specialties: M.specialtiesRequired });
    expect(checkTrainerProfile({ bio: null, specialties: null })).toEqual({ bio: M.bioRequired, specialties: M.specialtiesRequired });
  });

  it('takes years of experience as a whole number from 0 to 80, or none', () => {
    const message = M.yearsExperienceRange(0, 80);
    for (const ok of [0, 1, 80, null, undefined]) expect(checkTrainerProfile({ ...trainer, years_experience: ok })).toEqual({});
    for (const bad of [-1, 81, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(checkTrainerProfile({ ...trainer, years_experience: bad })).toEqual({ years_experience: message });
  });

  it('keeps texts within their lengths, and refuses control characters', () => {
    expect(checkTrainerProfile({ ...trainer, headline: 'x'.repeat(160) })).toEqual({});
    expect(checkTrainerProfile({ ...trainer, headline: 'x'.repeat(161) })).toEqual({ headline: M.tooLong('Headline', 160) });
    expect(checkTrainerProfile({ ...trainer, bio: 'x'.repeat(5001) })).toEqual({ bio: M.tooLong('Bio', 5000) });
    expect(checkTrainerProfile({ ...trainer, certifications: 'x'.repeat(1001) })).toEqual({ certifications: M.tooLong('Certifications', 1000) });
    expect(checkTrainerProfile({ ...trainer, bio: 'tab\tand\nnew line are fine' })).toEqual({});
    expect(checkTrainerProfile({ ...trainer, bio: 'nul \u0000 is not' })).toEqual({ bio: M.badCharacter('Bio') });
    expect(checkTrainerProfile({ ...trainer, specialties: 'x'.repeat(61) }).specialties).toMatch(/can be at most 60 characters$/);
    const many = Array.from({ length: 60 }, (_, i) => `Specialty ${i}`).join(',');
    expect(checkTrainerProfile({ ...trainer, specialties: many })).toEqual({ specialties: M.tooLong('Specialties', 500) });
  });

  it('tidies specialties: trimmed, one space, no repeats (case ignored), comma-separated', () => {
    expect(splitSpecialties(' Strength ,  hypertrophy,, strength , Kettle   bells ')).toEqual(['Strength', 'hypertrophy', 'Kettle bells']);
    expect(joinSpecialties(['Running', ' running', 'Mobility'])).toBe('Running, Mobility');
    expect(splitSpecialties(null)).toEqual([]);
  });

  it('turns into trainer_profile values: texts trimmed, empty ones null', () => {
    expect(trainerProfileValues({ bio: ' Coach. ', specialties: 'a, b ,a', headline: '  ', certifications: undefined, years_experience: 3 })).toEqual({
      headline: null,
      bio: 'Coach.',
      specialties: 'a, b',
      certifications: null,
      years_experience: 3,
    });
  });
});

describe('an athlete profile', () => {
  it('needs goals and a level among beginner, intermediate and advanced', () => {
    expect(checkAthleteProfile(athlete, today)).toEqual({});
    expect(checkAthleteProfile({}, today)).toEqual({ goals: M.goalsRequired, level: M.levelRequired });
    expect(checkAthleteProfile({ goals: ' ', level: '' }, today)).toEqual({ goals: M.goalsRequired, level: M.levelRequired });
    expect(checkAthleteProfile({ ...athlete, level: 'expert' }, today)).toEqual({ level: M.levelInvalid });
    for (const level of ['beginner', 'intermediate', 'advanced']) expect(checkAthleteProfile({ ...athlete, level }, today)).toEqual({});
  });

  it('takes height as whole centimetres from 50 to 260 and weight from 20 to 400 kg', () => {
    const height = M.heightRange(50, 260);
    const weight = M.weightRange(20, 400);
    for (const ok of [50, 175, 260, null]) expect(checkAthleteProfile({ ...athlete, height_cm: ok }, today)).toEqual({});
    for (const bad of [49, 261, 170.5, Number.NaN]) expect(checkAthleteProfile({ ...athlete, height_cm: bad }, today)).toEqual({ height_cm: height });
    for (const ok of [20, 68.5, 400, null]) expect(checkAthleteProfile({ ...athlete, weight_kg: ok }, today)).toEqual({});
    for (const bad of [19.9, 400.1, Number.NaN]) expect(checkAthleteProfile({ ...athlete, weight_kg: bad }, today)).toEqual({ weight_kg: weight });
  });

  it('takes a real birth date, not in the future and at most 120 years ago', () => {
    for (const ok of ['1995-04-20', '2026-11-22', '1906-11-22', '2000-02-29', '', null]) expect(checkAthleteProfile({ ...athlete, birth_date: ok }, today)).toEqual({});
    for (const bad of ['1995-02-30', '2001-02-29', '20/04/1995', '1995-4-20', 'yesterday']) expect(checkAthleteProfile({ ...athlete, birth_date: bad }, today)).toEqual({ birth_date: M.birthDateInvalid });
    expect(checkAthleteProfile({ ...athlete, birth_date: '2026-11-23' }, today)).toEqual({ birth_date: M.birthDateFuture });
    expect(checkAthleteProfile({ ...athlete, birth_date: '1906-11-21' }, today)).toEqual({ birth_date: M.birthDateTooOld(120) });
  });

  it('turns into athlete_profile values', () => {
    expect(athleteProfileValues({ goals: ' Run ', level: 'advanced', height_cm: 180, weight_kg: undefined, birth_date: '' })).toEqual({
      goals: 'Run',
      level: 'advanced',
      height_cm: 180,
      weight_kg: null,
      birth_date: null,
    });
  });
});

describe('the photo', () => {
  it('is left out, null, an uploaded image or an https address', () => {
    for (const ok of [undefined, null, '/uploads/2026/11/0123456789abcdef0123456789abcdef.png', '/uploads/2026/11/a.jpg', '/uploads/x/y.webp', '/uploads/x.gif', 'https://lh3.example/photo.jpg?sz=96']) {
      expect(checkPhoto(ok)).toBeUndefined();
    }
    for (const bad of ['', 'javascript:alert(1)', 'http://plain.example/me.png', '/uploads/2026/11/clip.mp4', '/uploads/../secret.png', '/uploads/a b.png', '//evil.example/x.png', 'data:image/png;base64,AAAA', `https://${'x'.repeat(2048)}`, '/\\evil.example/x.png', '/uploads\\..\\x.png', '/%5Cevil.example/x.png', ' https://lh3.example/photo.jpg']) {
      expect(checkPhoto(bad)).toBe(M.photoInvalid);
    }
    expect(checkTrainerProfile({ ...trainer, photo: 'javascript:alert(1)' })).toEqual({ photo: M.photoInvalid });
    expect(checkAthleteProfile({ ...athlete, photo: '/uploads/a.mp4' }, today)).toEqual({ photo: M.photoInvalid });
  });
});

describe('the limits are the contract’s', () => {
  type Field = { schema: { maxLength?: number; minimum?: number; maximum?: number } };
  const table = (name: 'trainer_profile' | 'athlete_profile') => TABLES[name].fields as unknown as Record<string, Field>;
  const request = (contract as unknown as { components: { schemas: Record<string, { properties: Record<string, Field['schema']> }> } }).components.schemas.ProfileCompletionRequest.properties;
  const L = PROFILE_LIMITS;
  const expected: Record<string, Field['schema']> = {
    headline: { maxLength: L.headlineMax },
    bio: { maxLength: L.bioMax },
    specialties: { maxLength: L.specialtiesMax },
    certifications: { maxLength: L.certificationsMax },
    years_experience: { minimum: L.yearsExperience.min, maximum: L.yearsExperience.max },
    goals: { maxLength: L.goalsMax },
    height_cm: { minimum: L.heightCm.min, maximum: L.heightCm.max },
    weight_kg: { minimum: L.weightKg.min, maximum: L.weightKg.max },
  };

  it('PROFILE_LIMITS match the TrainerProfile and AthleteProfile tables and the ProfileCompletionRequest schema', () => {
    for (const [field, limits] of Object.entries(expected)) {
      const fromTable = table('trainer_profile')[field]?.schema ?? table('athlete_profile')[field]?.schema;
      expect(fromTable, field).toMatchObject(limits);
      expect(request[field], field).toMatchObject(limits);
    }
    // The photo is the contract's common Url (format link, the URL policy's), as the user table's photo.
    expect(request.photo).toMatchObject({ $ref: '#/components/schemas/Url' });
    expect(TABLES.user.fields.photo.schema).toMatchObject({ format: 'link', maxLength: L.photoMax });
    expect(Object.keys(request).sort()).toEqual([...Object.keys(expected), 'level', 'birth_date', 'photo', 'first_name', 'last_name'].sort());
    // The names asked for on the form are the user table's.
    for (const name of ['first_name', 'last_name'] as const) {
      expect(request[name], name).toMatchObject({ maxLength: L.nameMax });
      expect((TABLES.user.fields as unknown as Record<string, Field>)[name].schema, name).toMatchObject({ maxLength: L.nameMax });
    }
  });
});

describe('the account’s names on the profile form', () => {
  it('are required while the account has none, and checked when sent', () => {
    expect(checkProfileNames({}, { first_name: '', last_name: '' })).toEqual({ first_name: 'Enter your first name', last_name: 'Enter your last name' });
    expect(checkProfileNames({ first_name: '  ', last_name: 'Runner' }, { first_name: '', last_name: '' })).toEqual({ first_name: 'Enter your first name' });
    expect(checkProfileNames({ first_name: 'Nia', last_name: 'Runner' }, { first_name: '', last_name: '' })).toEqual({});
    // Kept when left out and already there.
    expect(checkProfileNames({}, { first_name: 'Alex', last_name: 'Kim' })).toEqual({});
    expect(checkProfileNames({ first_name: 'x'.repeat(101) }, { first_name: 'Alex', last_name: 'Kim' })).toEqual({ first_name: 'First name can be at most 100 characters' });
    expect(checkProfileNames({ last_name: 'Ki\u0007m' }, { first_name: 'Alex', last_name: 'Kim' })).toEqual({ last_name: 'Last name contains a character that is not allowed' });
    expect(profileNameValues({ first_name: ' Nia ', last_name: null })).toEqual({ first_name: 'Nia' });
  });
});
