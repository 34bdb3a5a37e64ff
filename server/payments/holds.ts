/**
 * Discount holds. A checkout that applies a discount takes one of its redemptions when it fixes the price (one
 * conditional UPDATE, in the transaction that writes the checkout), so checkouts in flight at once never give out
 * more redemptions than `max_redemptions`. The hold is kept on `discount.reserved` and marked on the checkout
 * (`discount_held`); it ends once, by a conditional UPDATE of that mark: consumed when the payment succeeds
 * (redemptions + 1, reserved - 1), released when the checkout fails, is declined or canceled (reserved - 1).
 * A hold lasts DISCOUNT_HOLD_MS at most while the payment is not settled: after that the quote no longer counts it
 * and the next checkout of the discount releases it (cancelling the payment at the provider first).
 */
import { sql } from 'kysely';
import type { DB } from '../db';

/** How long an unsettled checkout (a card waiting for authentication, a payment that hung) holds a discount. */
export const DISCOUNT_HOLD_MS = 30 * 60_000;

/** Checkouts not settled yet: the provider has not answered for good, or the card waits for authentication. */
export const OPEN = ['processing', 'requires_action'] as const;
/** How a checkout ends without a payment (its hold, if any, is released). */
export type Unpaid = 'failed' | 'canceled';
const UNPAID: readonly Unpaid[] = ['failed', 'canceled'];

/** reserved - 1, never below zero. */
const oneHoldLess = sql<number>`case when reserved > 0 then reserved - 1 else 0 end`;

/** Holds begun before this instant have expired. */
export const holdCutoff = (now = Date.now()) => new Date(now - DISCOUNT_HOLD_MS).toISOString();

/**
 * The checkouts (as `expired`) whose hold has expired: still holding, still open, begun more than DISCOUNT_HOLD_MS
 * ago. The quote leaves them out; a checkout of the discount releases them before it reserves.
 */
export function expiredHolds(db: DB, cutoff: string = holdCutoff()) {
  return db.selectFrom('checkout as expired').where('expired.discount_held', '=', 1).where('expired.status', 'in', [...OPEN]).where('expired.created_at', '<', cutoff);
}

/** Takes one redemption of the discount if one is left (used and held both count). Answers whether it did. */
export async function reserveDiscount(trx: DB, discountId: number): Promise<boolean> {
  const res = await trx
    .updateTable('discount')
    .set((eb) => ({ reserved: eb('reserved', '+', 1) }))
    .where('id', '=', discountId)
    .where(sql<boolean>`(max_redemptions is null or redemptions + reserved < max_redemptions)`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Gives back the hold of a checkout that ended unpaid, once (a second call, or one after a success, does nothing). */
export async function releaseHold(trx: DB, checkoutId: number): Promise<void> {
  const released = await trx
    .updateTable('checkout')
    .set({ discount_held: 0 })
    .where('id', '=', checkoutId)
    .where('discount_held', '=', 1)
    .where('status', 'in', [...UNPAID])
    .returning('discount_id')
    .executeTakeFirst();
  if (released?.discount_id == null) return;
  await trx.updateTable('discount').set({ reserved: oneHoldLess }).where('id', '=', Number(released.discount_id)).execute();
}

/** Ends an open checkout unpaid (failed or canceled, with its message) and releases its hold, in one transaction. */
export async function endUnpaid(trx: DB, checkoutId: number, status: Unpaid, message: string | null): Promise<void> {
  await trx
    .updateTable('checkout')
    .set({ status, message, updated_at: new Date().toISOString() })
    .where('id', '=', checkoutId)
    .where('status', 'in', [...OPEN])
    .execute();
  await releaseHold(trx, checkoutId);
}

/**
 * Counts the redemption of a paid checkout: its hold becomes a redemption, once. A checkout whose hold was already
 * released (a payment that succeeded after it was given up) still paid the discounted price: the redemption counts.
 */
export async function consumeHold(trx: DB, checkout: { id: number; discount_id: number | null }): Promise<void> {
  if (checkout.discount_id == null) return;
  const held = await trx.updateTable('checkout').set({ discount_held: 0 }).where('id', '=', checkout.id).where('discount_held', '=', 1).executeTakeFirst();
  const wasHeld = Number(held.numUpdatedRows) === 1;
  await trx
    .updateTable('discount')
    .set((eb) => ({ redemptions: eb('redemptions', '+', 1), ...(wasHeld ? { reserved: oneHoldLess } : {}) }))
    .where('id', '=', Number(checkout.discount_id))
    .execute();
}
