/** The discount form's values and their checks (the server checks the same rules again). */
import { normaliseCode } from '../../../../src/domain/discounts';
import type { RecordInput } from '../../../../src/api/records';
import { discountsText } from '../i18n/en';

export interface DiscountFormValues {
  program_id: number | '';
  kind: 'percent' | 'fixed';
  /** Percent (1–100), or an amount in major units ("10.50"). */
  value: string;
  code: string;
  /** datetime-local values (local time). */
  starts_at: string;
  ends_at: string;
  max_redemptions: string;
  active: boolean;
}

export type DiscountFormErrors = Partial<Record<keyof DiscountFormValues, string>>;

const CODE = /^[A-Z0-9_-]{3,32}$/;

/** The form's problems by field, in the words given (English by default). */
export function validateDiscount(v: DiscountFormValues, m: typeof discountsText.en.errors = discountsText.en.errors): DiscountFormErrors {
  const e: DiscountFormErrors = {};
  if (v.program_id === '') e.program_id = m.programRequired;
  const n = Number(v.value);
  if (v.value.trim() === '' || !Number.isFinite(n) || n <= 0) e.value = v.kind === 'percent' ? m.percentRange : m.amountPositive;
  else if (v.kind === 'percent' && (!Number.isInteger(n) || n > 100)) e.value = m.wholePercent;
  else if (v.kind === 'fixed' && Math.round(n * 100) !== Math.round(n * 100 * 1000) / 1000) e.value = m.twoDecimals;
  const code = normaliseCode(v.code);
  if (code !== null && !CODE.test(code)) e.code = m.code;
  if (!v.starts_at) e.starts_at = m.startRequired;
  if (v.ends_at && v.starts_at && new Date(v.ends_at) <= new Date(v.starts_at)) e.ends_at = m.endAfterStart;
  if (v.max_redemptions.trim() !== '' && (!Number.isInteger(Number(v.max_redemptions)) || Number(v.max_redemptions) < 1)) e.max_redemptions = m.maxRedemptions;
  return e;
}

/** Form values -> the discount record (amounts in minor units, times in UTC). */
export function toDiscountInput(v: DiscountFormValues): RecordInput<'discount'> {
  return {
    program_id: Number(v.program_id),
    kind: v.kind,
    value: v.kind === 'percent' ? Number(v.value) : Math.round(Number(v.value) * 100),
    code: normaliseCode(v.code),
    starts_at: new Date(v.starts_at).toISOString(),
    ends_at: v.ends_at ? new Date(v.ends_at).toISOString() : null,
    max_redemptions: v.max_redemptions.trim() === '' ? null : Number(v.max_redemptions),
    active: v.active ? 1 : 0,
  };
}

/** An ISO time as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
