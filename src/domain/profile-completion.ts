/**
 * Profile completion (pending mode, requirements §6): what a trainer or an athlete tells before the rest of the app
 * opens, and the checks — the one definition the server (lambda `profile/complete`) and the two forms share.
 *
 * Trainer: bio and specialties required; headline, certifications and years of experience (a whole number,
 * 0–80) optional. Athlete: goals and level (beginner, intermediate, advanced) required; height (whole cm,
 * 50–260), weight (kg, 20–400) and birth date (a real date, not in the future, at most 120 years ago)
 * optional. Both: the photo is left out (kept), null (removed), an uploaded image (`/uploads/….png`) or an
 * https address. Texts are trimmed; an empty one counts as not given. Lengths and ranges are the
 * contract's (openapi/components/schemas/tables/TrainerProfile.yaml, AthleteProfile.yaml).
 */
import { PROFILE_LIMITS as L } from '../config/constants';
import { PROFILE_MESSAGES as M } from '../config/messages';
import { isSitePath, safeLink } from './url-policy';

export const TRAINER_PROFILE_FIELDS = ['headline', 'bio', 'specialties', 'certifications', 'years_experience'] as const;
export const ATHLETE_PROFILE_FIELDS = ['goals', 'level', 'height_cm', 'weight_kg', 'birth_date'] as const;
export const ATHLETE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export type TrainerProfileField = (typeof TRAINER_PROFILE_FIELDS)[number];
export type AthleteProfileField = (typeof ATHLETE_PROFILE_FIELDS)[number];
export type AthleteLevel = (typeof ATHLETE_LEVELS)[number];

export interface TrainerProfileInput {
  photo?: string | null;
  headline?: string | null;
  bio?: string | null;
  specialties?: string | null;
  certifications?: string | null;
  years_experience?: number | null;
}

export interface AthleteProfileInput {
  photo?: string | null;
  goals?: string | null;
  level?: string | null;
  height_cm?: number | null;
  weight_kg?: number | null;
  birth_date?: string | null;
}

/** The rules' words: English by default (what the server says); a form passes them in the user's language. */
export type ProfileMessages = typeof M;

/** Field -> message; empty when everything is fine. */
export type ProfileErrors<F extends string> = Partial<Record<F, string>>;

/** The labels the messages use (the forms show the same ones). */
export const PROFILE_LABELS: Record<TrainerProfileField | AthleteProfileField | NameField | 'photo', string> = {
  first_name: 'First name',
  last_name: 'Last name',
  photo: 'Photo',
  headline: 'Headline',
  bio: 'Bio',
  specialties: 'Specialties',
  certifications: 'Certifications',
  years_experience: 'Years of experience',
  goals: 'Goals',
  level: 'Level',
  height_cm: 'Height (cm)',
  weight_kg: 'Weight (kg)',
  birth_date: 'Birth date',
};

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const IMAGE_FILE = /\.(?:jpg|png|gif|webp)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

/** A text field's problem: required and missing, too long, or holding a control character. */
function checkText(value: string | null | undefined, label: string, max: number, required?: string, m: ProfileMessages = M): string | undefined {
  if (blank(value)) return required;
  const text = value!.trim();
  if (text.length > max) return m.tooLong(label, max);
  if (CONTROL.test(text)) return m.badCharacter(label);
  return undefined;
}

function checkNumber(value: number | null | undefined, range: { min: number; max: number }, integer: boolean, message: string): string | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) return message;
  return value < range.min || value > range.max ? message : undefined;
}

/**
 * Null when the photo is fine: left out, null, or a link the URL policy lets media be that is an uploaded image
 * (by its name) or an https address.
 */
export function checkPhoto(photo: string | null | undefined, m: ProfileMessages = M): string | undefined {
  if (photo == null) return undefined;
  const link = photo.length > L.photoMax ? null : safeLink(photo, 'media');
  if (!link || (isSitePath(link) ? !IMAGE_FILE.test(link) : !link.startsWith('https:'))) return m.photoInvalid;
  return undefined;
}

/** Specialties are kept as one comma-separated text; these are its entries. */
export function splitSpecialties(text: string | null | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim().replace(/\s+/g, ' ');
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}

export function joinSpecialties(list: readonly string[]): string {
  return splitSpecialties(list.join(',')).join(', ');
}

function checkSpecialties(text: string | null | undefined, m: ProfileMessages = M, label = PROFILE_LABELS.specialties, specialty = (name: string) => `The specialty "${name}…"`): string | undefined {
  const list = splitSpecialties(text);
  if (!list.length) return m.specialtiesRequired;
  const long = list.find((s) => s.length > L.specialtyMax);
  if (long) return m.tooLong(specialty(long.slice(0, 20)), L.specialtyMax);
  return checkText(joinSpecialties(list), label, L.specialtiesMax, undefined, m);
}

/** The date of `value` (YYYY-MM-DD, a real calendar day), or null. */
function calendarDay(value: string): Date | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

function checkBirthDate(value: string | null | undefined, today: Date, m: ProfileMessages = M): string | undefined {
  if (blank(value)) return undefined;
  const date = calendarDay(value!.trim());
  if (!date) return m.birthDateInvalid;
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() > todayUtc) return m.birthDateFuture;
  const oldest = Date.UTC(today.getUTCFullYear() - L.birthDateMaxYears, today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() < oldest) return m.birthDateTooOld(L.birthDateMaxYears);
  return undefined;
}

function compact<F extends string>(errors: Record<F, string | undefined>): ProfileErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as ProfileErrors<F>;
}

export type NameField = 'first_name' | 'last_name';
export type NameInput = Partial<Record<NameField, string | null>>;

/**
 * The account's names on the profile form: required while the account has none (a sign-up may leave them out, this
 * form asks), checked like any text when sent. `stored`: the names the account has now.
 */
export function checkProfileNames(input: NameInput, stored: NameInput, words?: { messages: ProfileMessages; labels: Record<NameField, string> }): ProfileErrors<NameField> {
  const m = words?.messages ?? M;
  const labels = words?.labels ?? PROFILE_LABELS;
  const one = (field: NameField, required: string) => {
    const sent = input[field];
    if (sent == null) return blank(stored[field]) ? required : undefined;
    return checkText(sent, labels[field], L.nameMax, required, m);
  };
  return compact({ first_name: one('first_name', m.firstNameRequired), last_name: one('last_name', m.lastNameRequired) });
}

/** The names to write: those sent, trimmed (a name left out stays as it is). */
export function profileNameValues(input: NameInput): NameInput {
  return Object.fromEntries((['first_name', 'last_name'] as const).filter((f) => input[f] != null).map((f) => [f, input[f]!.trim()]));
}

/** The words the trainer's rules use: messages, the labels they name, and how they name a too-long specialty. */
export interface TrainerProfileWords {
  messages: ProfileMessages;
  labels: Record<'headline' | 'bio' | 'specialties' | 'certifications', string>;
  specialty: (name: string) => string;
}

export function checkTrainerProfile(input: TrainerProfileInput, words?: TrainerProfileWords): ProfileErrors<TrainerProfileField | 'photo'> {
  const { yearsExperience: years } = L;
  const m = words?.messages ?? M;
  const labels = words?.labels ?? PROFILE_LABELS;
  return compact({
    photo: checkPhoto(input.photo, m),
    headline: checkText(input.headline, labels.headline, L.headlineMax, undefined, m),
    bio: checkText(input.bio, labels.bio, L.bioMax, m.bioRequired, m),
    specialties: checkSpecialties(input.specialties, m, labels.specialties, words?.specialty),
    certifications: checkText(input.certifications, labels.certifications, L.certificationsMax, undefined, m),
    years_experience: checkNumber(input.years_experience, years, true, m.yearsExperienceRange(years.min, years.max)),
  });
}

/** The words the athlete's rules use: messages, and the label they name. */
export interface AthleteProfileWords {
  messages: ProfileMessages;
  labels: Record<'goals', string>;
}

export function checkAthleteProfile(input: AthleteProfileInput, today: Date = new Date(), words?: AthleteProfileWords): ProfileErrors<AthleteProfileField | 'photo'> {
  const m = words?.messages ?? M;
  const level = blank(input.level) ? m.levelRequired : (ATHLETE_LEVELS as readonly string[]).includes(input.level!) ? undefined : m.levelInvalid;
  return compact({
    photo: checkPhoto(input.photo, m),
    goals: checkText(input.goals, words?.labels.goals ?? PROFILE_LABELS.goals, L.goalsMax, m.goalsRequired, m),
    level,
    height_cm: checkNumber(input.height_cm, L.heightCm, true, m.heightRange(L.heightCm.min, L.heightCm.max)),
    weight_kg: checkNumber(input.weight_kg, L.weightKg, false, m.weightRange(L.weightKg.min, L.weightKg.max)),
    birth_date: checkBirthDate(input.birth_date, today, m),
  });
}

const text = (value: string | null | undefined) => (blank(value) ? null : value!.trim());
const num = (value: number | null | undefined) => (value == null ? null : value);

/** The trainer_profile values of a checked input (texts trimmed, empty ones null, specialties tidied). */
export function trainerProfileValues(input: TrainerProfileInput) {
  return {
    headline: text(input.headline),
    bio: text(input.bio),
    specialties: joinSpecialties(splitSpecialties(input.specialties)),
    certifications: text(input.certifications),
    years_experience: num(input.years_experience),
  };
}

/** The athlete_profile values of a checked input. */
export function athleteProfileValues(input: AthleteProfileInput) {
  return {
    goals: text(input.goals),
    level: text(input.level),
    height_cm: num(input.height_cm),
    weight_kg: num(input.weight_kg),
    birth_date: text(input.birth_date),
  };
}
