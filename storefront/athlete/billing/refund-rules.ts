/**
 * When a purchase may be refunded, as the server's refund policy checks it (server/records/policies.ts): a
 * succeeded purchase, within the refund window, without a request still open (requested or approved).
 */
import { PAYMENT_MESSAGES } from '../../../src/config/payments';

type RefundLike = { id?: number; status?: string; created_at?: string };
type PurchaseLike = { status?: string; amount?: number; created_at?: string; refund: readonly RefundLike[] };

const DAY_MS = 86_400_000;
const OPEN = new Set(['requested', 'approved']);

/** The newest refund request of a purchase, or null. */
export function latestRefund<R extends RefundLike>(refunds: readonly R[]): R | null {
  return [...refunds].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || (b.id ?? 0) - (a.id ?? 0))[0] ?? null;
}

/** Null when a refund may be requested, else why not (the server's message where it has one). */
export function refundRefusal(p: PurchaseLike, windowDays: number, now = Date.now()): string | null {
  if (p.status !== 'succeeded') return 'Only a completed purchase can be refunded';
  if (p.amount !== undefined && p.amount < 1) return 'Nothing was paid for this purchase';
  if (p.refund.some((r) => OPEN.has(r.status ?? ''))) return PAYMENT_MESSAGES.refundOpen;
  if (!p.created_at || Date.parse(p.created_at) + windowDays * DAY_MS < now) return PAYMENT_MESSAGES.refundWindow(windowDays);
  return null;
}

export type StateColor = 'default' | 'info' | 'success' | 'warning' | 'error';

/** The colour of a refund request's state (its name: the catalogue's billing words, `purchases.refundStates`). */
export const REFUND_STATE_COLOR: Record<string, StateColor> = { requested: 'info', approved: 'info', denied: 'warning', succeeded: 'success', failed: 'error' };

/** The colour of a purchase's state (its name: `purchases.states`). */
export const PAYMENT_STATE_COLOR: Record<string, StateColor> = { pending: 'default', succeeded: 'success', failed: 'error', refunded: 'default', partially_refunded: 'warning' };
