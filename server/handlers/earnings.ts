/**
 * Trainers' earnings (ADR 026): the balances a trainer reads (and an admin reads for them), an admin's adjustment
 * with its reason, and the fee rates a super admin sets. The rows themselves are the records table `earning`
 * (read-only: the payment flow and the adjustment below write them, server/payments/earnings.ts).
 */
import type { FastifyInstance } from 'fastify';
import { EARNINGS_MESSAGES, formatMinor } from '../../src/config/payments';
import { DEFAULT_PLATFORM_FEE_BPS, lastTwelveMonths, monthBounds, monthlySummary } from '../../src/domain/earnings';
import type { DB } from '../db';
import { notFound, unprocessable } from '../errors';
import { recordNotices, type Notice } from '../notifications/notifier';
import { FEE_SETTING, platformFeeBps, recordAdjustment, trainerBalances, trainerFeeBps } from '../payments/earnings';
import { payoutAccountJson } from '../payments/payouts';
import { handlerGroup } from '../routes';

/** The trainer's name, or 404 when the user is not a trainer. */
export async function trainerNamed(db: DB, trainerId: number): Promise<string> {
  const user = await db.selectFrom('user').select(['first_name', 'last_name']).where('id', '=', trainerId).where('role', '=', 'trainer').executeTakeFirst();
  if (!user) throw notFound(EARNINGS_MESSAGES.notATrainer);
  return `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
}

export function earningsHandlers(app: FastifyInstance) {
  const db = () => app.database.db;

  async function earningsOf(trainerId: number) {
    const trainer_name = await trainerNamed(db(), trainerId);
    const now = app.clock.now();
    const settings = await app.payouts.settings();
    const account = await app.payouts.account(trainerId);
    // The chart's twelve months, from the first day of the first of them.
    const since = monthBounds(lastTwelveMonths(new Date(now))[0]).from;
    const rows = await db().selectFrom('earning').select(['kind', 'amount', 'fee', 'currency', 'created_at']).where('trainer_id', '=', trainerId).where('created_at', '>=', since).execute();
    return {
      error: false as const,
      trainer_id: trainerId,
      trainer_name,
      balances: await trainerBalances(db(), trainerId, now),
      fee_bps: await trainerFeeBps(db(), trainerId),
      refund_window_days: app.config.payments.refundWindowDays,
      payout_account: account ? payoutAccountJson(account) : null,
      payout_schedule: settings,
      next_payout_at: await app.payouts.nextPayoutAt(trainerId, settings),
      months: monthlySummary(rows.map((r) => ({ kind: String(r.kind), amount: Number(r.amount), fee: Number(r.fee), currency: String(r.currency), created_at: String(r.created_at) }))),
    };
  }

  async function feeSettings() {
    const trainers = await db()
      .selectFrom('trainer_fee')
      .innerJoin('user', 'user.id', 'trainer_fee.trainer_id')
      .select(['trainer_fee.trainer_id', 'trainer_fee.fee_bps', 'user.first_name', 'user.last_name'])
      .orderBy('user.first_name')
      .orderBy('user.last_name')
      .execute();
    return {
      error: false as const,
      fee_bps: await platformFeeBps(db()),
      default_fee_bps: DEFAULT_PLATFORM_FEE_BPS,
      trainers: trainers.map((t) => ({ trainer_id: Number(t.trainer_id), trainer_name: `${t.first_name ?? ''} ${t.last_name ?? ''}`.trim(), fee_bps: Number(t.fee_bps) })),
    };
  }

  return handlerGroup({
    async getMyEarnings(request) {
      const caller = await request.signedInCaller();
      return earningsOf(caller.userId!);
    },

    async getTrainerEarnings(request) {
      return earningsOf(request.params.trainerId);
    },

    async adjustTrainerEarnings(request) {
      const caller = await request.signedInCaller();
      const trainerId = request.params.trainerId;
      const { amount, currency } = request.body;
      const reason = request.body.reason.trim();
      await trainerNamed(db(), trainerId);
      if (amount === 0) throw unprocessable(EARNINGS_MESSAGES.noZeroAdjustment, { amount: 'must not be 0' });
      if (reason.length < 3) throw unprocessable(EARNINGS_MESSAGES.reasonRequired, { reason: 'is required' });
      const now = app.clock.nowIso();
      const notices: Notice[] = [];
      const id = await db()
        .transaction()
        .execute(async (trx) => {
          const row = await recordAdjustment(trx, { trainerId, amount, currency, reason, by: caller.userId!, now });
          const notice: Notice = { user_id: trainerId, type: 'sale', title: EARNINGS_MESSAGES.adjustedTitle, message: EARNINGS_MESSAGES.adjustedBody(formatMinor(amount, currency), reason), link: '/trainer/profile' };
          await recordNotices(trx, [notice], now);
          notices.push(notice);
          return row;
        });
      await app.notifier.deliver(notices);
      return { error: false, data: id, balances: await trainerBalances(db(), trainerId, app.clock.now()) };
    },

    async getFeeSettings() {
      return feeSettings();
    },

    async setFeeSettings(request) {
      const caller = await request.signedInCaller();
      const now = new Date().toISOString();
      const value = String(request.body.fee_bps);
      await db()
        .insertInto('platform_setting')
        .values({ key: FEE_SETTING, value, updated_by: caller.userId, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: caller.userId, updated_at: now }))
        .execute();
      return feeSettings();
    },

    async setTrainerFee(request) {
      const caller = await request.signedInCaller();
      const trainerId = request.params.trainerId;
      await trainerNamed(db(), trainerId);
      const bps = request.body.fee_bps;
      const now = new Date().toISOString();
      if (bps === null) await db().deleteFrom('trainer_fee').where('trainer_id', '=', trainerId).execute();
      else {
        await db()
          .insertInto('trainer_fee')
          .values({ trainer_id: trainerId, fee_bps: bps, updated_by: caller.userId, updated_at: now })
          .onConflict((oc) => oc.column('trainer_id').doUpdateSet({ fee_bps: bps, updated_by: caller.userId, updated_at: now }))
          .execute();
      }
      return feeSettings();
    },
  });
}
