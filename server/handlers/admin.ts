/**
 * Admin-only lambda endpoints: the dashboard's figures (aggregates the records API does not offer) and
 * the decision on a refund request. The card-provider refund itself is wired by the payments work: an
 * approval is recorded here (status approved) and the provider step moves it to succeeded or failed.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_MESSAGES } from '../../src/config/messages';
import { formatMinor } from '../../src/config/payments';
import { conflict, notFound, unprocessable } from '../errors';
import { handlerGroup } from '../routes';
import { recordNotices, type Notice } from '../notifications/notifier';

const DAY_MS = 86_400_000;
/** Payments that count as revenue (net of what was refunded). */
const EARNING = ['succeeded', 'partially_refunded'] as const;

interface Money {
  amount: number;
  currency: string;
}

export const REFUND_MESSAGES = {
  decided: (status: string) => `This refund request was already decided (${status})`,
  noteRequired: 'Say why the refund is denied: the athlete reads this note',
  nothingLeft: 'Nothing is left to refund on this payment',
  otherProvider: 'This payment was not made through the card provider in use now; refund it where it was paid',
  tooMuch: (left: number) => `At most ${left} (minor units) is left to refund on this payment`,
  approvedTitle: 'Refund approved',
  deniedTitle: 'Refund denied',
  approvedBody: (amount: string) => `Your refund of ${amount} was approved and is on its way.`,
  /** Added to the approval of a refund that leaves nothing paid: the one notice of the event says it all. */
  accessEnds: (program: string) => `Your access to ${program} ends with it.`,
  deniedBody: (note: string) => `Your refund request was denied: ${note}`,
  trainerBody: (amount: string, program: string) => `A refund of ${amount} on ${program} was approved.`,
} as const;

export function adminHandlers(app: FastifyInstance) {
  const db = () => app.database.db;

  /** Revenue per currency since `from` (ISO), net of refunds. */
  async function revenueSince(from: string): Promise<Money[]> {
    const rows = await db()
      .selectFrom('transaction')
      .leftJoin(
        db()
          .selectFrom('refund')
          .select(['transaction_id', sql<number>`sum(coalesce(${sql.ref('refund.amount')}, 0))`.as('refunded')])
          .where('status', '=', 'succeeded')
          .groupBy('transaction_id')
          .as('r'),
        'r.transaction_id',
        'transaction.id',
      )
      .select(['transaction.currency', sql<number>`sum(${sql.ref('transaction.amount')} - coalesce(${sql.ref('r.refunded')}, 0))`.as('amount')])
      .where('transaction.status', 'in', EARNING)
      .where('transaction.created_at', '>=', from)
      .groupBy('transaction.currency')
      .orderBy('transaction.currency')
      .execute();
    return rows.map((r) => ({ currency: String(r.currency), amount: Number(r.amount) }));
  }

  return handlerGroup({
    async getAdminDashboard() {
      const now = Date.now();
      const today = new Date(now).toISOString().slice(0, 10);
      const from30 = new Date(now - 29 * DAY_MS).toISOString().slice(0, 10);
      const [revenueToday, revenue30, athletes, programs, refunds, daily, latest] = await Promise.all([
        revenueSince(`${today}T00:00:00.000Z`),
        revenueSince(`${from30}T00:00:00.000Z`),
        db().selectFrom('user').select(sql<number>`count(*)`.as('n')).where('role', '=', 'athlete').where('created_at', '>=', `${from30}T00:00:00.000Z`).executeTakeFirst(),
        db().selectFrom('program').select(sql<number>`count(*)`.as('n')).where('status', '=', 'published').executeTakeFirst(),
        db().selectFrom('refund').select(sql<number>`count(*)`.as('n')).where('status', '=', 'requested').executeTakeFirst(),
        db()
          .selectFrom('transaction')
          .select([sql<string>`substr(created_at, 1, 10)`.as('day'), 'currency', sql<number>`sum(amount)`.as('amount')])
          .where('status', 'in', EARNING)
          .where('created_at', '>=', `${from30}T00:00:00.000Z`)
          .groupBy([sql`substr(created_at, 1, 10)`, 'currency'])
          .execute(),
        db()
          .selectFrom('transaction')
          .leftJoin('program', 'program.id', 'transaction.program_id')
          .leftJoin('user', 'user.id', 'transaction.athlete_id')
          .select([
            'transaction.id',
            'transaction.created_at',
            'transaction.amount',
            'transaction.currency',
            'transaction.status',
            'program.title as program_title',
            sql<string>`${sql.ref('user.first_name')} || ' ' || ${sql.ref('user.last_name')}`.as('athlete_name'),
          ])
          .orderBy('transaction.created_at', 'desc')
          .orderBy('transaction.id', 'desc')
          .limit(10)
          .execute(),
      ]);
      const series = Array.from({ length: 30 }, (_, i) => {
        const date = new Date(now - (29 - i) * DAY_MS).toISOString().slice(0, 10);
        const totals = daily
          .filter((d) => d.day === date)
          .map((d) => ({ currency: String(d.currency), amount: Number(d.amount) }))
          .sort((a, b) => a.currency.localeCompare(b.currency));
        return { date, totals };
      });
      return {
        error: false,
        revenue_today: revenueToday,
        revenue_30d: revenue30,
        new_athletes_30d: Number(athletes?.n ?? 0),
        active_programs: Number(programs?.n ?? 0),
        pending_refunds: Number(refunds?.n ?? 0),
        revenue_series: series,
        latest_transactions: latest.map((t) => ({ ...t, id: Number(t.id), amount: Number(t.amount) })),
      };
    },

    async decideRefund(r) {
      const caller = await r.signedInCaller();
      const id = r.params.refundId;
      const body = r.body;
      const note = body.note?.trim() || null;
      if (body.decision === 'deny' && !note) throw unprocessable(REFUND_MESSAGES.noteRequired, { note: 'is required to deny' });
      // An approval whose provider refund did not go through (provider unreachable) is retried, with the same
      // idempotency key: however often it is sent, the provider refunds once.
      const prior = await db().selectFrom('refund').select(['status', 'provider_ref', 'transaction_id']).where('id', '=', id).executeTakeFirst();
      if (prior?.status === 'requested' && body.decision === 'approve' && !(await app.payments.refundable(Number(prior.transaction_id)))) {
        throw conflict(REFUND_MESSAGES.otherProvider);
      }
      if (prior?.status === 'approved' && !prior.provider_ref && body.decision === 'approve') {
        await app.payments.refundAtProvider(id);
        return { error: false, data: id };
      }
      let told: Notice[] = [];
      const decided = await db()
        .transaction()
        .execute(async (trx) => {
          const refund = await trx.selectFrom('refund').selectAll().where('id', '=', id).executeTakeFirst();
          if (!refund) throw notFound(API_MESSAGES.recordNotFound('refund'));
          if (refund.status !== 'requested') throw conflict(REFUND_MESSAGES.decided(String(refund.status)));
          const tx = await trx
            .selectFrom('transaction')
            .leftJoin('program', 'program.id', 'transaction.program_id')
            .select(['transaction.id', 'transaction.amount', 'transaction.currency', 'transaction.trainer_id', 'program.title'])
            .where('transaction.id', '=', Number(refund.transaction_id))
            .executeTakeFirstOrThrow();
          const refunded = await trx
            .selectFrom('refund')
            .select(sql<number>`coalesce(sum(coalesce(amount, 0)), 0)`.as('n'))
            .where('transaction_id', '=', Number(tx.id))
            .where('status', 'in', ['approved', 'succeeded'])
            .executeTakeFirst();
          const left = Number(tx.amount) - Number(refunded?.n ?? 0);
          if (body.decision === 'approve' && left < 1) throw conflict(REFUND_MESSAGES.nothingLeft);
          const amount = body.decision === 'approve' ? (body.amount ?? refund.amount ?? left) : (refund.amount ?? null);
          if (body.decision === 'approve' && ((amount as number) > left || (amount as number) < 1)) throw unprocessable(REFUND_MESSAGES.tooMuch(left), { amount: 'is more than what was paid' });
          const now = new Date().toISOString();
          const status = body.decision === 'approve' ? 'approved' : 'denied';
          // Only a request still open changes: two admins deciding at once cannot both win.
          const res = await trx
            .updateTable('refund')
            .set({ status, amount, admin_note: note, decided_by: caller.userId, decided_at: now, updated_at: now })
            .where('id', '=', id)
            .where('status', '=', 'requested')
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) throw conflict(REFUND_MESSAGES.decided('just now'));
          const money = formatMinor(Number(amount ?? left), String(tx.currency));
          // One approved refund is one event for the athlete: told here, once per channel (the provider's settlement
          // that follows records no second notice for a refund that was asked for, payments/webhook.ts).
          const endsAccess = status === 'approved' && Number(amount ?? left) >= left;
          const approved = REFUND_MESSAGES.approvedBody(money) + (endsAccess ? ` ${REFUND_MESSAGES.accessEnds(String(tx.title ?? 'the program'))}` : '');
          const notices: Notice[] = [
            {
              user_id: Number(refund.athlete_id),
              type: 'refund',
              title: status === 'approved' ? REFUND_MESSAGES.approvedTitle : REFUND_MESSAGES.deniedTitle,
              message: status === 'approved' ? approved : REFUND_MESSAGES.deniedBody(note!),
              link: '/athlete/profile',
            },
          ];
          if (status === 'approved') {
            notices.push({
              user_id: Number(tx.trainer_id),
              type: 'refund',
              title: REFUND_MESSAGES.approvedTitle,
              message: REFUND_MESSAGES.trainerBody(money, String(tx.title ?? 'a program')),
              link: '/trainer/transactions',
            });
          }
          await recordNotices(trx, notices, now);
          told = notices;
          return status;
        });
      await app.notifier.deliver(told);
      // The money moves after the decision is stored; the provider's charge.refunded event settles the refund.
      if (decided === 'approved') await app.payments.refundAtProvider(id);
      return { error: false, data: id };
    },
  });
}
