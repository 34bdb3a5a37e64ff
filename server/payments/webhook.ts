/**
 * The one handler of the card provider's events (Stripe's, or the sandbox's in Stripe's shapes). Each event id is
 * handled once: its id is stored in the same database transaction as its effects, so an event delivered 100
 * times writes one transaction and one enrollment, and a failure part-way leaves nothing (the provider retries).
 */
import type { FastifyInstance } from 'fastify';
import { recordNotices, type Notice } from '../notifications/notifier';
import { formatMinor, PAYMENT_MESSAGES, PAYOUT_FAILURES } from '../../src/config/payments';
import type { DB } from '../db';
import { fromDatabaseError } from '../errors';
import { refreshProgramStats } from '../records/program-stats';
import { endUnpaid, OPEN } from './holds';
import type { PaymentEvent } from './provider';
import { fulfil } from './fulfilment';
import { recordProviderFee, recordRefund } from './earnings';
import { payoutAccountState } from './connect';
import type { CheckoutRow } from './checkout-row';

type Obj = Record<string, unknown>;

class Duplicate extends Error {}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : v && typeof v === 'object' && typeof (v as Obj).id === 'string' ? String((v as Obj).id) : null);
const isoOf = (s: unknown) => (typeof s === 'number' ? new Date(s * 1000).toISOString() : null);

/** Handles one verified event. Answers whether it was new. */
export async function handlePaymentEvent(app: FastifyInstance, event: PaymentEvent): Promise<{ duplicate: boolean; after?: () => Promise<void> }> {
  const followUps: Array<() => Promise<void>> = [];
  const notices: Notice[] = [];
  try {
    await app.database.db.transaction().execute(async (trx) => {
      try {
        await trx.insertInto('payment_event').values({ event_id: event.id, type: event.type, received_at: new Date().toISOString() }).execute();
      } catch (err) {
        if (fromDatabaseError(err)) throw new Duplicate();
        throw err;
      }
      const obj = event.data.object as Obj & { id: string; metadata?: Record<string, string> };
      switch (event.type) {
        case 'payment_intent.succeeded':
          return paymentSucceeded(app, trx, obj, followUps, notices);
        case 'payment_intent.payment_failed':
          return paymentFailed(trx, obj);
        case 'invoice.paid':
          return invoicePaid(app, trx, obj, followUps, notices);
        case 'charge.refunded':
          return chargeRefunded(app, trx, obj, followUps, notices);
        case 'account.updated':
          return app.payouts.applyAccountState(trx, payoutAccountState(obj), notices);
        case 'payout.paid':
        case 'payout.failed':
        case 'payout.canceled':
          return payoutSettled(app, trx, event, followUps, notices);
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return subscriptionChanged(trx, obj, event.type.endsWith('deleted'));
        default:
          return; // recorded, nothing to do
      }
    });
  } catch (err) {
    const duplicate = err instanceof Duplicate;
    app.metrics.paymentEvents.inc({ type: event.type, outcome: duplicate ? 'duplicate' : 'failed' });
    if (duplicate) return { duplicate: true };
    throw err;
  }
  app.metrics.paymentEvents.inc({ type: event.type, outcome: 'applied' });
  await app.notifier.deliver(notices);
  for (const f of followUps) await f().catch((err) => app.log.warn({ err: (err as Error).message }, 'payment follow-up failed'));
  return { duplicate: false };
}

async function checkoutFor(trx: DB, by: { checkoutId?: string | null; paymentRef?: string | null; subscriptionRef?: string | null }): Promise<CheckoutRow | undefined> {
  const q = trx.selectFrom('checkout').selectAll();
  if (by.checkoutId && /^\d+$/.test(by.checkoutId)) {
    const row = await q.where('id', '=', Number(by.checkoutId)).executeTakeFirst();
    if (row) return row as CheckoutRow;
  }
  if (by.paymentRef) {
    const row = await q.where('payment_ref', '=', by.paymentRef).executeTakeFirst();
    if (row) return row as CheckoutRow;
  }
  if (by.subscriptionRef) {
    const row = await q.where('subscription_ref', '=', by.subscriptionRef).orderBy('id', 'desc').executeTakeFirst();
    if (row) return row as CheckoutRow;
  }
  return undefined;
}

/**
 * After a sale is written: what the provider kept of it (its processing fee), read from the provider and written on the
 * transaction where it is not yet known. The platform pays it out of its fee; the trainer's net does not change.
 */
function providerFeeOf(app: FastifyInstance, paymentRef: string): () => Promise<void> {
  return async () => {
    const fee = await app.payments.provider.providerFee(paymentRef);
    if (fee !== null) await recordProviderFee(app.database.db, paymentRef, fee);
  };
}

async function paymentSucceeded(app: FastifyInstance, trx: DB, pi: Obj & { id: string; metadata?: Record<string, string> }, followUps: Array<() => Promise<void>>, notices: Notice[]) {
  // A subscription's payments are settled by invoice.paid.
  if (pi.invoice) return;
  const checkout = await checkoutFor(trx, { checkoutId: pi.metadata?.checkout_id, paymentRef: pi.id });
  // Subscriptions are settled by invoice.paid (Stripe's current PaymentIntents no longer name their invoice).
  if (!checkout || checkout.kind === 'subscription') return;
  await fulfil(trx, checkout, { provider_ref: pi.id, amount: Number(pi.amount), subscription: null }, notices, app.config.payments);
  followUps.push(providerFeeOf(app, pi.id));
}

async function paymentFailed(trx: DB, pi: Obj & { id: string; metadata?: Record<string, string> }) {
  const checkout = await checkoutFor(trx, { checkoutId: pi.metadata?.checkout_id, paymentRef: pi.id });
  if (!checkout) return;
  const error = pi.last_payment_error as { message?: string } | null | undefined;
  if (!checkout.payment_ref) await trx.updateTable('checkout').set({ payment_ref: pi.id }).where('id', '=', checkout.id).where('status', 'in', [...OPEN]).execute();
  // Failed, and the discount it held given back (once, whichever of the provider's answer or this event comes first).
  await endUnpaid(trx, Number(checkout.id), 'failed', error?.message ?? PAYMENT_MESSAGES.declines.generic_decline);
}

async function invoicePaid(app: FastifyInstance, trx: DB, inv: Obj & { id: string; metadata?: Record<string, string> }, followUps: Array<() => Promise<void>>, notices: Notice[]) {
  // Where the subscription and its metadata sit depends on Stripe's API version.
  const parent = (inv.parent as Obj | undefined)?.subscription_details as Obj | undefined;
  const subscription = str(inv.subscription) ?? str(parent?.subscription);
  const meta = ((inv.subscription_details as Obj | undefined)?.metadata ?? parent?.metadata ?? inv.metadata ?? {}) as Record<string, string>;
  if (!subscription) return;
  const checkout = await checkoutFor(trx, { checkoutId: meta.checkout_id, subscriptionRef: subscription });
  if (!checkout) return;
  // Refunds find a transaction by its PaymentIntent. Stripe's current API no longer puts it on the invoice; the first
  // invoice's is the one the checkout paid with (renewals fall back to the invoice id).
  const paymentRef = str(inv.payment_intent) ?? (checkout.status !== 'succeeded' ? checkout.payment_ref : null) ?? inv.id;
  await fulfil(trx, checkout, { provider_ref: paymentRef, amount: Number(inv.amount_paid ?? checkout.amount), subscription }, notices, app.config.payments);
  if (paymentRef.startsWith('pi_')) followUps.push(providerFeeOf(app, paymentRef));
}

async function chargeRefunded(app: FastifyInstance, trx: DB, charge: Obj & { id: string }, followUps: Array<() => Promise<void>>, notices: Notice[]) {
  const paymentRef = str(charge.payment_intent);
  if (!paymentRef) return;
  const tx = await trx.selectFrom('transaction').selectAll().where('provider_ref', '=', paymentRef).executeTakeFirst();
  if (!tx) return;
  const now = app.clock.nowIso();
  const refunded = Number(charge.amount_refunded ?? 0);
  const full = refunded >= Number(tx.amount);
  await trx.updateTable('transaction').set({ status: full ? 'refunded' : 'partially_refunded', updated_at: now }).where('id', '=', tx.id).execute();

  // The refund requests this settles: those named in the refunds' metadata, else every approved one of the payment.
  const listed = ((charge.refunds as { data?: Obj[] } | undefined)?.data ?? []).map((r) => ({ ref: str(r.id), amount: r.amount as number | undefined, id: Number((r.metadata as Record<string, string> | undefined)?.refund_id) }));
  const ids = listed.filter((r) => Number.isInteger(r.id) && r.id > 0);
  let q = trx.selectFrom('refund').select(['id', 'athlete_id', 'amount']).where('transaction_id', '=', tx.id).where('status', '=', 'approved');
  if (ids.length) q = q.where('id', 'in', ids.map((r) => r.id));
  const settled = await q.execute();
  for (const r of settled) {
    const ref = ids.find((x) => x.id === Number(r.id))?.ref ?? null;
    await trx
      .updateTable('refund')
      .set({ status: 'succeeded', updated_at: now, ...(ref ? { provider_ref: ref } : {}) })
      .where('id', '=', r.id)
      .execute();
  }
  // The trainer's share and the fee of what was refunded, taken back (./earnings.ts): by the provider's running total,
  // so a replayed event changes nothing.
  await recordRefund(trx, Number(tx.id), refunded, settled.length === 1 ? Number(settled[0].id) : null, now);
  // A full refund ends the access it paid for.
  const ended = full ? await trx.selectFrom('enrollment').select(['id', 'subscription_ref']).where('transaction_id', '=', tx.id).where('status', '=', 'active').execute() : [];
  let program: string | null = null;
  if (ended.length) {
    await trx.updateTable('enrollment').set({ status: 'refunded', ends_at: now, updated_at: now }).where('id', 'in', ended.map((e) => e.id)).execute();
    await refreshProgramStats(trx, [tx.program_id]);
    program = String((await trx.selectFrom('program').select('title').where('id', '=', tx.program_id).executeTakeFirst())?.title ?? 'the program');
  }
  // One refund, one notice: a refund the athlete asked for was told at its approval (lambda/admin.ts); one made at the
  // provider (its dashboard) is told here, with the access it ended, in one notice.
  if (!settled.length) {
    const done: Notice = {
      user_id: Number(tx.athlete_id),
      type: 'refund',
      title: PAYMENT_MESSAGES.refundDoneTitle,
      message: PAYMENT_MESSAGES.refundDoneBody(formatMinor(Number(listed[0]?.amount ?? refunded), String(tx.currency))) + (program ? ` ${PAYMENT_MESSAGES.accessEndedBody(program)}` : ''),
      link: program ? '/athlete/owned-programs' : '/athlete/profile',
    };
    await recordNotices(trx, [done], now);
    notices.push(done);
  }
  for (const e of ended) {
    const sub = e.subscription_ref ? String(e.subscription_ref) : null;
    if (sub) followUps.push(async () => void (await app.payments.provider.cancelSubscription(sub, { now: true })));
  }
}

async function subscriptionChanged(trx: DB, sub: Obj & { id: string }, deleted: boolean) {
  const now = new Date().toISOString();
  const status = String(sub.status ?? '');
  const item = ((sub.items as { data?: Obj[] } | undefined)?.data ?? [])[0];
  const periodEnd = isoOf(sub.current_period_end) ?? isoOf(item?.current_period_end);
  if (deleted || ['canceled', 'unpaid', 'incomplete_expired'].includes(status)) {
    await trx.updateTable('enrollment').set({ status: 'cancelled', ends_at: now, updated_at: now }).where('subscription_ref', '=', sub.id).where('status', '=', 'active').execute();
    return;
  }
  const endsAt = sub.cancel_at_period_end ? (isoOf(sub.cancel_at) ?? periodEnd) : null;
  await trx.updateTable('enrollment').set({ ends_at: endsAt, updated_at: now }).where('subscription_ref', '=', sub.id).where('status', '=', 'active').execute();
}

/**
 * A payout's outcome at the trainer's bank (a connected account's event): paid, or failed (or canceled) with the
 * reason, the money back to the trainer's available balance once and the transfer reversed to the platform after the
 * commit (asked again at the next check until its reversal is written).
 * The payout is ours only when the event's account is the one it was sent to.
 */
async function payoutSettled(app: FastifyInstance, trx: DB, event: PaymentEvent, followUps: Array<() => Promise<void>>, notices: Notice[]) {
  const po = event.data.object as Obj & { id: string; metadata?: Record<string, string> };
  const id = Number(po.metadata?.payout_id);
  let payout = Number.isInteger(id) && id > 0 ? await app.payouts.payout(id, trx) : null;
  if (!payout) {
    const byRef = await trx.selectFrom('payout').select('id').where('payout_ref', '=', po.id).executeTakeFirst();
    payout = byRef ? await app.payouts.payout(Number(byRef.id), trx) : null;
  }
  if (!payout || (event.account && event.account !== payout.account_ref)) return;
  if (event.type === 'payout.paid') return app.payouts.paid(trx, payout.id, po.id, notices);
  const code = event.type === 'payout.canceled' ? 'canceled' : typeof po.failure_code === 'string' ? po.failure_code : 'could_not_process';
  const message = PAYOUT_FAILURES[code] ?? (typeof po.failure_message === 'string' ? po.failure_message : PAYOUT_FAILURES.could_not_process);
  const transfer = payout.transfer_ref ?? po.metadata?.transfer_id ?? null;
  if (await app.payouts.fail(payout.id, { code, message, transfer }, trx, notices)) {
    const payoutId = payout.id;
    followUps.push(() => app.payouts.reverse(payoutId));
  }
}
