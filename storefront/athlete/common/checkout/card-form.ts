/**
 * The sandbox card form's rules: what the athlete types (number, MM/YY, CVC) checked and turned into the
 * contract's TestCardInput. Only the sandbox takes card details; with Stripe the card goes to Stripe.js.
 */
import type { components } from '../../../../src/generated/api';
import { checkoutText } from './i18n/en';

export type TestCardInput = components['schemas']['TestCardInput'];

export interface CardFormValues {
  number: string;
  /** "MM/YY" as typed. */
  expiry: string;
  cvc: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

export const EMPTY_CARD: CardFormValues = { number: '', expiry: '', cvc: '' };

const digits = (text: string) => text.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" (groups of four, at most 19 digits). */
export function formatCardNumber(text: string): string {
  return digits(text).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1229" or "12/29" → "12/29"; a first digit above 1 is a month of its own ("4" → "04/"). While deleting, the
 * slash is not put back (so backspace can go past it).
 */
export function formatExpiry(text: string, deleting = false): string {
  let d = digits(text).slice(0, 4);
  if (d.length === 1 && d > '1' && !deleting) d = `0${d}`;
  if (d.length < 2) return d;
  if (d.length === 2) return deleting ? d : `${d}/`;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

/** The month and the four-digit year of "MM/YY", or null when it is not a date. */
export function parseExpiry(text: string): { exp_month: number; exp_year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { exp_month: month, exp_year: year };
}

/** Luhn's check, as every card number passes it. */
export function luhnValid(number: string): boolean {
  const d = digits(number);
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return d.length > 0 && sum % 10 === 0;
}

/** What is wrong with the card typed, field by field, in the words of `m` (the catalogue's, English by default). */
export function validateCard(values: CardFormValues, m: typeof checkoutText.en.cardErrors = checkoutText.en.cardErrors, now = new Date()): CardFormErrors {
  const errors: CardFormErrors = {};
  const number = digits(values.number);
  if (!number) errors.number = m.numberRequired;
  else if (number.length < 12 || number.length > 19 || !luhnValid(number)) errors.number = m.numberInvalid;
  const expiry = parseExpiry(values.expiry);
  if (!values.expiry.trim()) errors.expiry = m.expiryRequired;
  else if (!expiry) errors.expiry = m.expiryFormat;
  else if (expiry.exp_year < now.getFullYear() || (expiry.exp_year === now.getFullYear() && expiry.exp_month < now.getMonth() + 1)) errors.expiry = m.expired;
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = m.cvc;
  return errors;
}

/** The form as the contract's TestCardInput (call after validateCard found nothing). */
export function toCardInput(values: CardFormValues): TestCardInput {
  const expiry = parseExpiry(values.expiry)!;
  return { number: formatCardNumber(values.number), exp_month: expiry.exp_month, exp_year: expiry.exp_year, cvc: values.cvc.trim() };
}

/** A test card picked from the list: its number, and an expiry and CVC that work when none were typed yet. */
export function fillTestCard(values: CardFormValues, number: string, now = new Date()): CardFormValues {
  const year = String((now.getFullYear() + 3) % 100).padStart(2, '0');
  return { number: formatCardNumber(number), expiry: values.expiry || `12/${year}`, cvc: values.cvc || '123' };
}

/** "Visa •••• 4242": how a saved card is named (`unnamed`: the word for a card of no known brand). */
export function cardLabel(card: { brand: string; last4: string }, unnamed: string = checkoutText.en.card.unnamed): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : unnamed;
  return `${brand} •••• ${card.last4}`;
}

/** "12/29". */
export const cardExpiry = (card: { exp_month: number; exp_year: number }) => `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
