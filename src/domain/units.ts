/**
 * Weights: kept in kilograms everywhere (logs, limits, the API); shown and typed in the unit the account prefers
 * (lambda `preference`, kg or lb). Pure, shared by the screens and their tests.
 */
export type WeightUnit = 'kg' | 'lb';
export const WEIGHT_UNITS: readonly WeightUnit[] = ['kg', 'lb'];

/** The international avoirdupois pound, exactly. */
export const KG_PER_LB = 0.45359237;

const round = (n: number, places: number) => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};

/** A weight in kilograms, in `unit`, to one decimal (what a plate-loaded bar shows). */
export function kgTo(kg: number, unit: WeightUnit): number {
  return unit === 'kg' ? kg : round(kg / KG_PER_LB, 1);
}

/** A weight typed in `unit`, in kilograms, to two decimals (so 100 lb is 45.36 kg, and it reads back as 100 lb). */
export function toKg(value: number, unit: WeightUnit): number {
  return unit === 'kg' ? value : round(value * KG_PER_LB, 2);
}
