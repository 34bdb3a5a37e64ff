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
  /** The sale a sale's or a refund's row is about. */
  transaction_id?: number | null;
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

/** The kinds of row whose money waits for the refund window. */
const WAITS = new Set<string>(['sale', 'refund']);

/**
 * The balances of one trainer's ledger at `now`, one per currency: each a sum of rows, nothing stored beside them.
 * `held`: sales with a refund request still open, whose rows stay pending until it is settled.
 */
export function balances(rows: readonly LedgerRow[], now: number, held: ReadonlySet<number> = new Set()): Balance[] {
  const by = new Map<string, Balance>();
  for (const row of rows) {
    const b = by.get(row.currency) ?? { currency: row.currency, pending: 0, available: 0, paid_out: 0 };
    // Only sales (and the refunds taken from them) wait for the window; a payout, a failed payout's money given back
    // and an adjustment move the available balance when written, whatever the clock of whoever reads them says.
    if (WAITS.has(row.kind) && (Date.parse(row.available_at) > now || (row.transaction_id != null && held.has(row.transaction_id)))) b.pending += row.amount;
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

// ---- payouts (ADR 027) ---------------------------------------------------------------------------------------------

/** How often available balances are paid out by themselves: every week on a weekday, every day, or only on demand. */
export const PAYOUT_SCHEDULES = ['weekly', 'daily', 'manual'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

export interface PayoutSettings {
  schedule: PayoutSchedule;
  /** The weekly payout's day, ISO (1 Monday … 7 Sunday). */
  weekday: number;
  /** The least a trainer may ask to be paid on demand, in minor units. */
  minimum: number;
}

/** Weekly on Mondays; on demand from 10.00. */
export const DEFAULT_PAYOUT_SETTINGS: PayoutSettings = { schedule: 'weekly', weekday: 1, minimum: 1000 };

/** How a payout account stands: the provider needs more details, it is checking them, or payouts can be made. */
export const PAYOUT_ACCOUNT_STATUSES = ['details_needed', 'pending_verification', 'enabled'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** A payout's life: money set aside (pending), sent (in transit), arrived (paid), or given back (failed). */
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The UTC day (YYYY-MM-DD) of an instant: a scheduled payout is made once per trainer, currency and day. */
export const payoutDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** Whether the schedule pays out on the UTC day of `at`. */
export function isPayoutDay(settings: PayoutSettings, at: number): boolean {
  if (settings.schedule === 'manual') return false;
  if (settings.schedule === 'daily') return true;
  const isoWeekday = ((new Date(at).getUTCDay() + 6) % 7) + 1;
  return isoWeekday === settings.weekday;
}

/**
 * The next scheduled payout's day from `at` (today when today is one and `paidToday` is false), as the start of that
 * UTC day; null when payouts are only on demand.
 */
export function nextPayoutDate(settings: PayoutSettings, at: number, paidToday = false): string | null {
  if (settings.schedule === 'manual') return null;
  const day = Date.parse(`${payoutDay(at)}T00:00:00.000Z`);
  for (let i = paidToday ? 1 : 0; i <= 7; i++) {
    const candidate = day + i * 86_400_000;
    if (isPayoutDay(settings, candidate)) return new Date(candidate).toISOString();
  }
  return null;
}

export interface MonthRow {
  kind: EarningKind | string;
  amount: number;
  fee: number;
  currency: string;
  created_at: string;
}

/** One month of a trainer's ledger in one currency: what each kind of row added up to. */
export interface MonthSummary {
  /** YYYY-MM (UTC). */
  month: string;
  currency: string;
  /** The trainer's net of the month's sales. */
  sales: number;
  /** What refunds took back (negative or 0). */
  refunds: number;
  adjustments: number;
  /** Paid out, failed payouts given back (negative or 0: money leaving the balance). */
  payouts: number;
  /** The platform's fees, sales' less refunds'. */
  fees: number;
  /** Everything the month's rows added to the balance. */
  net: number;
}

/** The ledger by month (oldest first) and currency: the chart of the earnings dashboard and each month's statement. */
export function monthlySummary(rows: readonly MonthRow[]): MonthSummary[] {
  const by = new Map<string, MonthSummary>();
  for (const row of rows) {
    const month = row.created_at.slice(0, 7);
    const key = `${month} ${row.currency}`;
    const m = by.get(key) ?? { month, currency: row.currency, sales: 0, refunds: 0, adjustments: 0, payouts: 0, fees: 0, net: 0 };
    if (row.kind === 'sale') m.sales += row.amount;
    else if (row.kind === 'refund') m.refunds += row.amount;
    else if (row.kind === 'adjustment') m.adjustments += row.amount;
    else m.payouts += row.amount;
    m.fees += row.fee;
    m.net += row.amount;
    by.set(key, m);
  }
  return [...by.values()].sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency));
}

/** The twelve months up to `now`'s (YYYY-MM, UTC, oldest first): the earnings dashboard's chart. */
export function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7));
}

/** The first instant of a month (YYYY-MM) and of the next one, ISO: a statement's bounds. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  return { from: new Date(Date.UTC(y, m - 1, 1)).toISOString(), to: new Date(Date.UTC(y, m, 1)).toISOString() };
}
