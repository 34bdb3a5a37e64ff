/**
 * What makes a program valid, and what makes it ready for an admin's review — the one definition the
 * program builder (storefront/trainer/program-builder) checks as the trainer types and the server
 * (server/records/policies.ts, the program's check) enforces when it stores a program.
 *
 * Details: a title of 3 to 120 characters (not counting surrounding spaces), a price of 0 or more in
 * minor units up to the contract's maximum, a three-letter currency, 1 to 104 weeks, and a billing
 * interval (month or year) when the pricing is a subscription. The limits are the contract's own
 * (openapi/components/schemas/tables/Program.yaml, through the generated table metadata).
 *
 * Structure: a program submitted for review needs at least one split with at least one workout with at
 * least one exercise. Empty splits or workouts beside a complete one are allowed (work in progress).
 */
import { PROGRAM_MESSAGES as M } from '../config/messages';
import { PROGRAM_TABLE } from '../generated/tables/program';

/** The rules' words: English by default (what the server says); a screen passes them in the user's language. */
export type ProgramMessages = typeof M;

const FIELDS = PROGRAM_TABLE.fields;

/** The limits of a program's details, read from the contract. */
export const PROGRAM_LIMITS = {
  titleMin: FIELDS.title.schema.minLength,
  titleMax: FIELDS.title.schema.maxLength,
  /** Minor units. */
  priceMax: FIELDS.price.schema.maximum,
  durationMin: FIELDS.duration_weeks.schema.minimum,
  durationMax: FIELDS.duration_weeks.schema.maximum,
} as const;

export type Pricing = (typeof FIELDS.pricing.enum)[number];
export type BillingInterval = 'month' | 'year';

/** The details as stored (price in minor units). Missing fields are not checked, except the pricing pair. */
export interface ProgramDetails {
  title?: string | null;
  price?: number | null;
  currency?: string | null;
  duration_weeks?: number | null;
  pricing?: string | null;
  interval?: string | null;
}

export type DetailField = 'title' | 'price' | 'currency' | 'duration_weeks' | 'interval';
export type DetailProblems = Partial<Record<DetailField, string>>;

/** A subscription needs a billing interval; null when the pricing pair is fine. */
export function pricingProblem(p: Pick<ProgramDetails, 'pricing' | 'interval'>, m: ProgramMessages = M): string | null {
  if (p.pricing === 'subscription' && p.interval !== 'month' && p.interval !== 'year') return m.intervalRequired;
  return null;
}

/** Every problem of the details, by field (empty: valid). Fields that are undefined are not checked. */
export function detailProblems(p: ProgramDetails, m: ProgramMessages = M): DetailProblems {
  const out: DetailProblems = {};
  if (p.title !== undefined) {
    const n = (p.title ?? '').trim().length;
    if (n < PROGRAM_LIMITS.titleMin || n > PROGRAM_LIMITS.titleMax) out.title = m.titleLength(PROGRAM_LIMITS.titleMin, PROGRAM_LIMITS.titleMax);
  }
  if (p.price !== undefined) {
    if (p.price === null || !Number.isInteger(p.price) || p.price < 0) out.price = m.priceInvalid;
    else if (p.price > PROGRAM_LIMITS.priceMax) out.price = m.priceTooHigh(toMajorUnits(PROGRAM_LIMITS.priceMax));
  }
  if (p.currency !== undefined && !/^[A-Z]{3}$/.test(p.currency ?? '')) out.currency = m.currencyInvalid;
  if (p.duration_weeks !== undefined) {
    const w = p.duration_weeks;
    if (w === null || !Number.isInteger(w) || w < PROGRAM_LIMITS.durationMin || w > PROGRAM_LIMITS.durationMax) {
      out.duration_weeks = m.durationInvalid(PROGRAM_LIMITS.durationMin, PROGRAM_LIMITS.durationMax);
    }
  }
  const pricing = pricingProblem(p, m);
  if (pricing) out.interval = pricing;
  return out;
}

/** A program's structure, as far as the review rule needs it: how many exercises each workout has. */
export interface StructureSummary {
  splits: readonly { workouts: readonly { exercises: number }[] }[];
}

/** Why the structure is not ready for review (the first thing missing), or null when it is. */
export function structureProblem(s: StructureSummary, m: ProgramMessages = M): string | null {
  if (!s.splits.length) return m.needsSplit;
  const workouts = s.splits.flatMap((split) => split.workouts);
  if (!workouts.length) return m.needsWorkout;
  if (!workouts.some((w) => w.exercises > 0)) return m.needsExercise;
  return null;
}

export interface ReviewProblems {
  details: DetailProblems;
  structure: string | null;
}

/** Everything that keeps a program from being submitted for review (details and structure). */
export function reviewProblems(details: ProgramDetails, structure: StructureSummary): ReviewProblems {
  return { details: detailProblems(details), structure: structureProblem(structure) };
}

export function isReadyForReview(problems: ReviewProblems): boolean {
  return problems.structure === null && Object.keys(problems.details).length === 0;
}

/**
 * A price typed in major units ("49", "49.9", "49.90") as minor units; null when it is not a price of 0
 * or more with at most two decimals. Spaces around it are ignored; a comma is taken as the decimal mark.
 */
export function toMinorUnits(major: string): number | null {
  const text = major.trim().replace(',', '.');
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the major-unit text a price field shows ("4900" -> "49.00"). */
export function toMajorUnits(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** The title of a program's copy, cut to the title's limit. */
export function copyTitle(title: string, m: ProgramMessages = M): string {
  return m.copyTitle(title.trim()).slice(0, PROGRAM_LIMITS.titleMax).trimEnd();
}
