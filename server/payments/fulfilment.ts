/**
 * Fulfilment: what a paid checkout leads to, written once in the caller's transaction. Used by the provider's events
 * (./webhook.ts) and by a checkout that needs no payment (a fully discounted program, ./checkout.ts): its own module,
 * so that neither imports the other.
 */
import { formatMinor, PAYMENT_MESSAGES } from '../../src/config/payments';
import type { DB } from '../db';
import { recordNotices, type Notice } from '../notifications/notifier';
import { refreshProgramStats } from '../records/program-stats';
import { recordSale } from './earnings';
import { consumeHold } from './holds';
import type { CheckoutRow } from './checkout-row';

/**
 * What a paid checkout leads to, once: the transaction (unique per provider payment), the enrollment (one active
 * per athlete and program), the discount's redemption (its hold consumed, ./holds.ts), the checkout settled, and
 * the athlete and trainer told, and the sale in the trainer's earnings ledger.
 * Later payments of a subscription add a transaction only.
 */
/** Writes what a paid checkout leads to; the notices it records are added to `notices`, to deliver after the commit. */
export async function fulfil(trx: DB, checkout: CheckoutRow, pay: { provider_ref: string; amount: number; subscription: string | null }, notices: Notice[], ledger: { refundWindowDays: number }) {
  const now = new Date().toISOString();
  const existing = await trx.selectFrom('transaction').select('id').where('provider', '=', checkout.provider).where('provider_ref', '=', pay.provider_ref).executeTakeFirst();
  if (existing) return;
  const first = checkout.status !== 'succeeded';
  const tx = await trx
    .insertInto('transaction')
    .values({
      athlete_id: checkout.athlete_id,
      trainer_id: checkout.trainer_id,
      program_id: checkout.program_id,
      amount: pay.amount,
      discount_amount: first ? Number(checkout.discount_amount) : 0,
      currency: checkout.currency,
      status: 'succeeded',
      provider: checkout.provider,
      provider_ref: pay.provider_ref,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const transactionId = Number(tx.id);
  // The trainer's credit and the platform's fee (./earnings.ts); a free checkout moves no money.
  if (pay.amount > 0) await recordSale(trx, transactionId, ledger.refundWindowDays);
  if (!first) return;

  let enrollment = await trx
    .selectFrom('enrollment')
    .select('id')
    .where('athlete_id', '=', checkout.athlete_id)
    .where('program_id', '=', checkout.program_id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (enrollment) {
    await trx.updateTable('enrollment').set({ transaction_id: transactionId, subscription_ref: pay.subscription, ends_at: null, updated_at: now }).where('id', '=', enrollment.id).execute();
  } else {
    enrollment = await trx
      .insertInto('enrollment')
      .values({ program_id: checkout.program_id, athlete_id: checkout.athlete_id, status: 'active', transaction_id: transactionId, subscription_ref: pay.subscription, ends_at: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await refreshProgramStats(trx, [checkout.program_id]);
  }
  await trx
    .updateTable('checkout')
    .set({ status: 'succeeded', message: null, transaction_id: transactionId, enrollment_id: Number(enrollment.id), subscription_ref: pay.subscription ?? checkout.subscription_ref, updated_at: now })
    .where('id', '=', checkout.id)
    .execute();
  await consumeHold(trx, { id: Number(checkout.id), discount_id: checkout.discount_id == null ? null : Number(checkout.discount_id) });
  const program = await trx.selectFrom('program').select('title').where('id', '=', checkout.program_id).executeTakeFirst();
  const title = String(program?.title ?? 'a program');
  const told: Notice[] = [
    { user_id: Number(checkout.athlete_id), type: 'purchase', title: PAYMENT_MESSAGES.purchaseTitle, message: PAYMENT_MESSAGES.purchaseBody(title), link: '/athlete/owned-programs' },
    { user_id: Number(checkout.trainer_id), type: 'sale', title: PAYMENT_MESSAGES.saleTitle, message: PAYMENT_MESSAGES.saleBody(title, formatMinor(pay.amount, checkout.currency)), link: '/trainer/transactions' },
  ];
  await recordNotices(trx, told, now);
  notices.push(...told);
}
