/**
 * A trainer's earnings (ADR 026): what the platform keeps of a sale, what a refund takes back, and the balances, each a
 * sum of ledger rows. Amounts are integers in minor units (cents) of one currency; a fee is in basis points (1 % is
 * 100), so no money is ever a fraction. Pure: the server's ledger (server/payments/earnings.ts), the seed and the
 * trainer's screens share it.
 */

/** What the platform keeps of each sale unless a super admin sets another rate: 15 %. */
export const DEFAULT_PLATFORM_FEE_BPS = 1500;
/** The highest fee a super admin may set (basis points): the whole sale. */
export const MAX_FEE_BPS = 10_000;

/** The kinds of ledger rows: credits of sales, debits of refunds, an admin's adjustments, payouts and failed payouts. */
export const EARNING_KINDS = ['sale', 'refund', 'adjustment', 'payout', 'payout_failed'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

/** A percentage as basis points: 12.5 → 1250 (two decimals at most). */
export const percentToBps = (percent: number): number => Math.round(percent * 100);
export const bpsToPercent = (bps: number): number => bps / 100;

/** A sale's split: the platform's fee (rounded to the cent) and the trainer's net, which add up to what was paid. */
export function saleSplit(amount: number, feeBps: number): { fee: number; net: number } {
  const fee = Math.round((amount * feeBps) / 10_000);
  return { fee, net: amount - fee };
}

/**
 * What a refund takes back of a sale, in proportion to what it refunds: the trainer's share and the platform's fee.
 * Worked out on the running total (everything refunded so far against everything refunded before), so that partial
 * refunds add up to the cent: a sale refunded whole in three parts takes back exactly its net and its fee.
 */
export function refundShare(sale: { amount: number; fee: number; net: number }, refundedBefore: number, refundedNow: number): { net: number; fee: number } {
  const total = Math.min(sale.amount, Math.max(0, refundedNow));
  const before = Math.min(sale.amount, Math.max(0, refundedBefore));
  if (sale.amount <= 0 || total <= before) return { net: 0, fee: 0 };
  const part = (value: number, refunded: number) => Math.round((value * refunded) / sale.amount);
  const net = part(sale.net, total) - part(sale.net, before);
  const fee = total - before - net;
  return { net, fee };
}

export interface LedgerRow {
  kind: EarningKind | string;
  /** Signed: a credit is positive, a debit negative (the trainer's money). */
  amount: number;
  currency: string;
  /** When the row's money stops waiting for the refund window (ISO). */
  available_at: string;
}

export interface Balance {
  currency: string;
  /** Still within the refund window. */
  pending: number;
  /** Free to pay out (negative when refunds after a payout took back more than later sales brought). */
  available: number;
  /** Paid out to the trainer's account, failed payouts given back. */
  paid_out: number;
}

/** The balances of one trainer's ledger at `now`, one per currency: each a sum of rows, nothing stored beside them. */
export function balances(rows: readonly LedgerRow[], now: number): Balance[] {
  const by = new Map<string, Balance>();
  for (const row of rows) {
    const b = by.get(row.currency) ?? { currency: row.currency, pending: 0, available: 0, paid_out: 0 };
    if (Date.parse(row.available_at) > now) b.pending += row.amount;
    else b.available += row.amount;
    if (row.kind === 'payout' || row.kind === 'payout_failed') b.paid_out -= row.amount;
    by.set(row.currency, b);
  }
  return [...by.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** When a sale made at `at` leaves the refund window. */
export function availableAt(at: string, refundWindowDays: number): string {
  return new Date(Date.parse(at) + refundWindowDays * 86_400_000).toISOString();
}
