/**
 * How a program's price is discounted — the one definition the server (quotes, checkout) and the web
 * app (what the storefront shows) share.
 *
 * A discount is live when it is active, has started, has not ended (ends_at is exclusive) and has
 * redemptions left: those used and those held by checkouts still in flight (`reserved`) both count. Live discounts without a code apply to everyone; a live discount with a code
 * applies only when that code is given (codes are upper-case; matching ignores case and spaces).
 * Overlapping discounts never stack: of those that apply, the one that leaves the lowest price wins;
 * on a tie, the newest (highest id). A percent discount takes value % of the price, rounded to the
 * nearest minor unit; a fixed one takes value minor units; the price never goes below zero.
 */
export interface DiscountRule {
  id: number;
  code: string | null;
  kind: 'percent' | 'fixed';
  value: number;
  starts_at: string;
  ends_at: string | null;
  max_redemptions: number | null;
  redemptions: number;
  /** Redemptions held by checkouts not settled yet: used, for whether any are left. */
  reserved: number;
  active: number;
}

export interface PriceQuote {
  /** The program's price, minor units. */
  price: number;
  /** What is taken off (0 without a discount). */
  amount_off: number;
  /** What the athlete pays. */
  final_price: number;
  /** The discount applied, or null. */
  discount: DiscountRule | null;
}

export const normaliseCode = (code: string | null | undefined): string | null => {
  const c = (code ?? '').replace(/\s+/g, '').toUpperCase();
  return c === '' ? null : c;
};

/** Active, started and not ended (whatever its redemptions). */
function isOn(d: DiscountRule, now: Date): boolean {
  const t = now.getTime();
  if (d.active !== 1) return false;
  if (Date.parse(d.starts_at) > t) return false;
  if (d.ends_at !== null && Date.parse(d.ends_at) <= t) return false;
  return true;
}

/** Whether a redemption is left: unlimited, or fewer used and held than the maximum. */
export function hasRedemptionsLeft(d: Pick<DiscountRule, 'max_redemptions' | 'redemptions' | 'reserved'>): boolean {
  return d.max_redemptions === null || d.redemptions + d.reserved < d.max_redemptions;
}

export function isLive(d: DiscountRule, now: Date): boolean {
  return isOn(d, now) && hasRedemptionsLeft(d);
}

export function amountOff(price: number, d: Pick<DiscountRule, 'kind' | 'value'>): number {
  const off = d.kind === 'percent' ? Math.round((price * Math.min(d.value, 100)) / 100) : d.value;
  return Math.max(0, Math.min(price, off));
}

/** The price of a program under its discounts (and the code the athlete typed, if any). */
export function quotePrice(price: number, discounts: readonly DiscountRule[], opts: { now?: Date; code?: string | null } = {}): PriceQuote {
  const now = opts.now ?? new Date();
  const code = normaliseCode(opts.code);
  let best: DiscountRule | null = null;
  let bestOff = 0;
  for (const d of discounts) {
    if (!isLive(d, now)) continue;
    if (d.code !== null && normaliseCode(d.code) !== code) continue;
    const off = amountOff(price, d);
    if (off > bestOff || (off === bestOff && off > 0 && best !== null && d.id > best.id)) {
      best = d;
      bestOff = off;
    }
  }
  return { price, amount_off: bestOff, final_price: price - bestOff, discount: best };
}

/** Whether `code` is a live code of these discounts (it may still lose to a better public discount). */
export function isLiveCode(discounts: readonly DiscountRule[], code: string | null | undefined, now: Date = new Date()): boolean {
  const c = normaliseCode(code);
  return c !== null && discounts.some((d) => d.code !== null && normaliseCode(d.code) === c && isLive(d, now));
}

/** Whether `code` names a discount that would apply but whose redemptions are all used or held (and no live one has it). */
export function isUsedUpCode(discounts: readonly DiscountRule[], code: string | null | undefined, now: Date = new Date()): boolean {
  const c = normaliseCode(code);
  if (c === null || isLiveCode(discounts, c, now)) return false;
  return discounts.some((d) => d.code !== null && normaliseCode(d.code) === c && isOn(d, now) && !hasRedemptionsLeft(d));
}

/** Whether the price is higher than it would be if no discount were used up: a limited discount ran out (or is all held). */
export function lostToUsedUp(price: number, discounts: readonly DiscountRule[], opts: { now?: Date; code?: string | null } = {}): boolean {
  const unlimited = discounts.map((d) => ({ ...d, max_redemptions: null }));
  return quotePrice(price, unlimited, opts).final_price < quotePrice(price, discounts, opts).final_price;
}
