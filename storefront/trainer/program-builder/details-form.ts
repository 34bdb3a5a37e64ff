/**
 * The program details as the builder's form holds them (text as typed, the price in major units) and as
 * the API stores them (the price in minor units). The rules are src/domain/program-rules.ts. A program with
 * splits lasts the sum of their weeks (ADR 024): the server keeps its length, the autosave does not send one.
 */
import type { Row } from '../../../src/api/records';
import { detailProblems, toMajorUnits, toMinorUnits, type DetailProblems, type ProgramMessages } from '../../../src/domain/program-rules';
import { TABLES } from '../../../src/generated/tables';

export type Level = Row<'program'>['level'] & string;
export const LEVELS = TABLES.program.fields.level.enum as readonly Level[];
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;

export interface DetailsForm {
  title: string;
  description: string;
  sport: string;
  level: Level;
  duration_weeks: string;
  /** Major units, as typed ("49.90"). */
  price: string;
  currency: string;
  pricing: 'one_time' | 'subscription';
  interval: '' | 'month' | 'year';
  cover: string | null;
}

export type DetailsField = keyof DetailsForm;

/** What the API stores for the details (the fields the builder saves). */
export type DetailsRecord = Pick<Row<'program'>, 'title' | 'description' | 'sport' | 'level' | 'duration_weeks' | 'price' | 'currency' | 'pricing' | 'interval' | 'cover'>;

export function emptyForm(): DetailsForm {
  return { title: '', description: '', sport: '', level: 'beginner', duration_weeks: '4', price: '0', currency: 'USD', pricing: 'one_time', interval: '', cover: null };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The record to save. An invalid price or duration becomes NaN, which the rules refuse. */
export function formToRecord(form: DetailsForm): DetailsRecord {
  const weeks = form.duration_weeks.trim() === '' ? NaN : Number(form.duration_weeks);
  return {
    title: form.title.trim(),
    description: blankToNull(form.description),
    sport: blankToNull(form.sport),
    level: form.level,
    duration_weeks: weeks,
    price: toMinorUnits(form.price) ?? NaN,
    currency: form.currency.trim().toUpperCase(),
    pricing: form.pricing,
    // A one-time price has no billing interval.
    interval: form.pricing === 'subscription' ? form.interval || null : null,
    cover: form.cover,
  };
}

/** What the autosave of a saved program sends: its details, without the length while splits make it. */
export type SavedDetails = Omit<DetailsRecord, 'duration_weeks'> & Partial<Pick<DetailsRecord, 'duration_weeks'>>;

/** The record the autosave sends; `lengthFromSplits`: the program has splits, whose weeks make its length. */
export function detailsToSave(form: DetailsForm, lengthFromSplits: boolean): SavedDetails {
  const { duration_weeks, ...rest } = formToRecord(form);
  return lengthFromSplits ? rest : { ...rest, duration_weeks };
}

export function recordToForm(p: Partial<Row<'program'>>): DetailsForm {
  const empty = emptyForm();
  return {
    title: p.title ?? '',
    description: p.description ?? '',
    sport: p.sport ?? '',
    level: (p.level as Level) ?? empty.level,
    duration_weeks: p.duration_weeks == null ? empty.duration_weeks : String(p.duration_weeks),
    price: p.price == null ? empty.price : toMajorUnits(p.price),
    currency: p.currency ?? empty.currency,
    pricing: p.pricing ?? empty.pricing,
    interval: (p.interval as DetailsForm['interval']) ?? '',
    cover: p.cover ?? null,
  };
}

/** The problems of the form, by form field (the rules' own messages, in English unless `m` says them otherwise). */
export function formProblems(form: DetailsForm, m?: ProgramMessages): DetailProblems {
  const r = formToRecord(form);
  return detailProblems({ ...r, price: Number.isNaN(r.price) ? null : r.price, duration_weeks: Number.isNaN(r.duration_weeks) ? null : r.duration_weeks }, m);
}
