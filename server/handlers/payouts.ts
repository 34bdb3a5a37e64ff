/**
 * Trainers' payouts (ADR 027): the payout account (connect, its status, the sandbox's form), payouts on demand, the
 * schedule a super admin sets and an admin may run, and the monthly statement. The work is server/payments/payouts.ts;
 * payouts themselves are listed through the records table `payout` (read-only).
 */
import type { FastifyInstance } from 'fastify';
import { PAYOUT_MESSAGES } from '../../src/config/payments';
import { monthBounds, monthlySummary } from '../../src/domain/earnings';
import { notFound } from '../errors';
import { trainerBalances } from '../payments/earnings';
import { payoutAccountJson, type PayoutRow } from '../payments/payouts';
import { SandboxProvider } from '../payments/sandbox';
import { handlerGroup } from '../routes';
import { trainerNamed } from './earnings';

/** A payout as the API answers it: the provider's account and the idempotency key stay on the server. */
const payoutJson = (p: PayoutRow) => ({
  id: p.id,
  trainer_id: p.trainer_id,
  amount: p.amount,
  currency: p.currency,
  status: p.status as 'pending' | 'in_transit' | 'paid' | 'failed',
  trigger: p.trigger as 'schedule' | 'on_demand',
  transfer_ref: p.transfer_ref,
  payout_ref: p.payout_ref,
  failure_code: p.failure_code,
  failure_message: p.failure_message,
  arrival_at: p.arrival_at,
  created_at: p.created_at,
  updated_at: p.updated_at,
});

export function payoutHandlers(app: FastifyInstance) {
  const db = () => app.database.db;

  return handlerGroup({
    async getPayoutAccount(request) {
      const caller = await request.signedInCaller();
      const row = await app.payouts.refreshedAccount(caller.userId!);
      return { error: false, account: row ? payoutAccountJson(row) : null };
    },

    async connectPayoutAccount(request) {
      const caller = await request.signedInCaller();
      const user = await db().selectFrom('user').select('email').where('id', '=', caller.userId!).executeTakeFirstOrThrow();
      const { url, account } = await app.payouts.connect({ id: caller.userId!, email: String(user.email) });
      return { error: false, url, account: payoutAccountJson(account) };
    },

    async submitSandboxPayoutSetup(request) {
      const caller = await request.signedInCaller();
      const provider = app.paymentProvider;
      const account = await app.payouts.account(caller.userId!);
      if (!(provider instanceof SandboxProvider) || !account || account.provider !== 'sandbox') throw notFound(PAYOUT_MESSAGES.notSandbox);
      const { link, ...details } = request.body;
      const { return_url } = await provider.submitOnboarding(link, account.account_ref, details);
      // The account.updated event the form emitted has been handled: the row says what it says now.
      return { error: false, return_url, account: payoutAccountJson((await app.payouts.account(caller.userId!))!) };
    },

    async requestPayout(request) {
      const caller = await request.signedInCaller();
      const payout = await app.payouts.request({
        trainerId: caller.userId!,
        currency: request.body.currency,
        amount: request.body.amount ?? null,
        trigger: 'on_demand',
        by: caller.userId!,
      });
      return { error: false, data: payoutJson(payout), balances: await trainerBalances(db(), caller.userId!, app.clock.now()) };
    },

    async getPayoutSettings() {
      return { error: false, settings: await app.payouts.settings() };
    },

    async setPayoutSettings(request) {
      const caller = await request.signedInCaller();
      return { error: false, settings: await app.payouts.saveSettings(request.body, caller.userId!) };
    },

    async runPayouts() {
      return { error: false, data: (await app.payouts.check()).map(payoutJson) };
    },

    async getEarningsStatement(request) {
      const caller = await request.signedInCaller();
      const trainerId = caller.userId!;
      const month = request.params.month;
      const { from, to } = monthBounds(month);
      const trainer_name = await trainerNamed(db(), trainerId);
      const before = await db()
        .selectFrom('earning')
        .select(['currency'])
        .select((eb) => eb.fn.sum<number>('amount').as('total'))
        .where('trainer_id', '=', trainerId)
        .where('created_at', '<', from)
        .groupBy('currency')
        .execute();
      const rows = await db()
        .selectFrom('earning')
        .leftJoin('transaction', 'transaction.id', 'earning.transaction_id')
        .leftJoin('program', 'program.id', 'transaction.program_id')
        .select(['earning.id', 'earning.created_at', 'earning.kind', 'earning.amount', 'earning.fee', 'earning.basis', 'earning.currency', 'earning.reason', 'program.title as program'])
        .where('earning.trainer_id', '=', trainerId)
        .where('earning.created_at', '>=', from)
        .where('earning.created_at', '<', to)
        .orderBy('earning.created_at')
        .orderBy('earning.id')
        .execute();
      const lines = rows.map((r) => ({
        id: Number(r.id),
        created_at: String(r.created_at),
        kind: r.kind as 'sale' | 'refund' | 'adjustment' | 'payout' | 'payout_failed',
        amount: Number(r.amount),
        fee: Number(r.fee),
        basis: Number(r.basis),
        currency: String(r.currency),
        reason: r.reason == null ? null : String(r.reason),
        program: r.program == null ? null : String(r.program),
      }));
      const summaries = monthlySummary(lines);
      const currencies = [...new Set([...before.map((b) => String(b.currency)), ...lines.map((l) => l.currency)])].sort();
      return {
        error: false,
        month,
        trainer_id: trainerId,
        trainer_name,
        currencies: currencies.map((currency) => {
          const opening = Number(before.find((b) => b.currency === currency)?.total ?? 0);
          const summary = summaries.find((m) => m.currency === currency) ?? { month, currency, sales: 0, refunds: 0, adjustments: 0, payouts: 0, fees: 0, net: 0 };
          return { currency, opening, closing: opening + summary.net, summary };
        }),
        lines,
      };
    },
  });
}
