/**
 * Trainers' payouts (ADR 027): a payout account at the provider (Stripe Connect's Express account, or the sandbox's),
 * and payouts of the available balance, on the schedule or on demand.
 *
 * A payout moves money in two steps that cannot share a transaction: the ledger here, the transfer there. The payout
 * row is the outbox between them:
 * 1. In one database transaction, with the trainer's payout account row locked (concurrent requests take turns):
 *    the available balance is summed from the ledger, the payout row is written `pending` with its idempotency key,
 *    and the ledger's payout row takes the money out of the available balance. Nothing can ask for it again.
 * 2. The transfer to the connected account and the payout to its bank are asked of the provider with keys derived
 *    from the payout's key; their ids are written on the row (`in_transit`).
 * A stop between the two (a crash, a deploy, the provider down) leaves the row `pending`; `resumePending` (at start and
 * at every check) asks again with the same keys, and the provider answers the transfer it already made: never a second
 * one. A refusal by the provider fails the payout: the money comes back to available with a `payout_failed` row (once:
 * a unique index), and the trainer is told why. The outcome at the bank arrives as `payout.paid` / `payout.failed`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { formatMinor, PAYOUT_FAILURES, PAYOUT_MESSAGES } from '../../src/config/payments';
import {
  DEFAULT_PAYOUT_SETTINGS,
  isPayoutDay,
  nextPayoutDate,
  PAYOUT_SCHEDULES,
  payoutDay,
  type PayoutAccountStatus,
  type PayoutSchedule,
  type PayoutSettings,
} from '../../src/domain/earnings';
import type { DB } from '../db';
import { conflict, unprocessable } from '../errors';
import { recordNotices, type Notice } from '../notifications/notifier';
import { trainerBalances } from './earnings';
import { PaymentError, type PayoutAccountState } from './provider';

export interface PayoutRow {
  id: number;
  trainer_id: number;
  account_ref: string;
  amount: number;
  currency: string;
  status: string;
  trigger: string;
  idempotency_key: string;
  transfer_ref: string | null;
  payout_ref: string | null;
  failure_code: string | null;
  failure_message: string | null;
  reversal_ref: string | null;
  requested_by: number | null;
  arrival_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PayoutAccountRow {
  trainer_id: number;
  provider: string;
  account_ref: string;
  status: PayoutAccountStatus;
  requirements: string;
  bank_last4: string | null;
  created_at: string;
  updated_at: string;
}

/** A payout account as the API answers it (the provider's id stays here). */
export const payoutAccountJson = (row: PayoutAccountRow) => ({
  provider: row.provider === 'stripe' ? ('stripe' as const) : ('sandbox' as const),
  status: row.status,
  requirements: JSON.parse(row.requirements || '[]') as string[],
  bank_last4: row.bank_last4,
  updated_at: row.updated_at,
});

/** How long the provider keeps an idempotency key (Stripe: 24 hours), less a margin. */
const KEYS_KEPT_MS = 23 * 3_600_000;

/** The provider's answers that mean "not now" rather than "no": the same request still running, a lock, a limit. */
const TRANSIENT = new Set(['idempotency_error', 'lock_timeout', 'rate_limit']);

/** The platform_setting keys of the payout schedule. */
const SETTING = { schedule: 'payout_schedule', weekday: 'payout_weekday', minimum: 'payout_minimum' } as const;

const normalise = (row: Record<string, unknown>): PayoutRow =>
  ({ ...row, id: Number(row.id), trainer_id: Number(row.trainer_id), amount: Number(row.amount), requested_by: row.requested_by == null ? null : Number(row.requested_by) }) as PayoutRow;

export class Payouts {
  constructor(private readonly app: FastifyInstance) {}

  private get db(): DB {
    return this.app.database.db;
  }

  private get provider() {
    return this.app.paymentProvider;
  }

  // ---- settings --------------------------------------------------------------------------------------------------

  async settings(db: DB = this.db): Promise<PayoutSettings> {
    const rows = await db.selectFrom('platform_setting').select(['key', 'value']).where('key', 'in', Object.values(SETTING)).execute();
    const value = (key: string) => rows.find((r) => r.key === key)?.value as string | undefined;
    const schedule = value(SETTING.schedule);
    const weekday = Number(value(SETTING.weekday));
    const minimum = Number(value(SETTING.minimum));
    return {
      schedule: (PAYOUT_SCHEDULES as readonly string[]).includes(schedule ?? '') ? (schedule as PayoutSchedule) : DEFAULT_PAYOUT_SETTINGS.schedule,
      weekday: Number.isInteger(weekday) && weekday >= 1 && weekday <= 7 ? weekday : DEFAULT_PAYOUT_SETTINGS.weekday,
      minimum: Number.isInteger(minimum) && minimum >= 0 ? minimum : DEFAULT_PAYOUT_SETTINGS.minimum,
    };
  }

  async saveSettings(input: PayoutSettings, by: number): Promise<PayoutSettings> {
    const now = this.app.clock.nowIso();
    await this.db.transaction().execute(async (trx) => {
      for (const [field, key] of Object.entries(SETTING) as Array<[keyof PayoutSettings, string]>) {
        const value = String(input[field]);
        await trx
          .insertInto('platform_setting')
          .values({ key, value, updated_by: by, updated_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: by, updated_at: now }))
          .execute();
      }
    });
    return this.settings();
  }

  /** When the trainer's next scheduled payout is (null on demand only). */
  async nextPayoutAt(trainerId: number, settings: PayoutSettings): Promise<string | null> {
    const at = this.app.clock.now();
    const today = await this.db.selectFrom('payout').select('id').where('trainer_id', '=', trainerId).where('idempotency_key', 'like', `schedule:${trainerId}:%:${payoutDay(at)}`).executeTakeFirst();
    return nextPayoutDate(settings, at, Boolean(today));
  }

  // ---- the payout account ----------------------------------------------------------------------------------------

  async account(trainerId: number, db: DB = this.db): Promise<PayoutAccountRow | null> {
    const row = await db.selectFrom('payout_account').selectAll().where('trainer_id', '=', trainerId).executeTakeFirst();
    return (row as PayoutAccountRow | undefined) ?? null;
  }

  /**
   * The trainer's account as the provider has it now (a trainer back from the provider's form reads it at once, before
   * its account.updated arrives); an account of another provider (the sandbox's, after a Stripe key was set) is left
   * as it is.
   */
  async refreshedAccount(trainerId: number): Promise<PayoutAccountRow | null> {
    const row = await this.account(trainerId);
    if (!row || row.status === 'enabled' || row.provider !== this.provider.name) return row;
    let state: PayoutAccountState;
    try {
      state = await this.provider.retrievePayoutAccount(row.account_ref);
    } catch (err) {
      // The provider not answering leaves the account as its last event said.
      this.app.log.warn({ err: (err as Error).message }, 'payout account: the provider did not answer');
      return row;
    }
    const notices: Notice[] = [];
    await this.db.transaction().execute((trx) => this.applyAccountState(trx, state, notices));
    await this.app.notifier.deliver(notices);
    return this.account(trainerId);
  }

  /**
   * A link to the provider's form for the trainer's payout account, made first when there is none (once: the
   * provider's idempotency key is the trainer's). The form returns to the trainer's profile.
   */
  async connect(trainer: { id: number; email: string }): Promise<{ url: string; account: PayoutAccountRow }> {
    let row = await this.account(trainer.id);
    if (!row || row.provider !== this.provider.name) {
      const state = await this.provider.createPayoutAccount({
        email: trainer.email,
        country: 'US',
        metadata: { trainer_id: String(trainer.id) },
        idempotency_key: `payout-account:${trainer.id}:${this.provider.name}`,
      });
      const now = this.app.clock.nowIso();
      const values = { provider: this.provider.name, account_ref: state.id, status: state.status, requirements: JSON.stringify(state.requirements), bank_last4: state.bank_last4, updated_at: now };
      await this.db
        .insertInto('payout_account')
        .values({ trainer_id: trainer.id, ...values, created_at: now })
        .onConflict((oc) => oc.column('trainer_id').doUpdateSet(values))
        .execute();
      row = (await this.account(trainer.id))!;
    }
    const profile = new URL('/trainer/profile', this.app.config.appUrl);
    const back = (why: string) => {
      profile.searchParams.set('payouts', why);
      return profile.toString();
    };
    const link = await this.provider.payoutAccountLink({ account: row.account_ref, refresh_url: back('refresh'), return_url: back('return') });
    return { url: link.url, account: row };
  }

  /** The provider's word on an account (its account.updated, or a fresh read): kept, and the trainer told of a change. */
  async applyAccountState(trx: DB, state: PayoutAccountState, notices: Notice[]): Promise<void> {
    const row = (await trx.selectFrom('payout_account').selectAll().where('account_ref', '=', state.id).executeTakeFirst()) as PayoutAccountRow | undefined;
    if (!row) return;
    const requirements = JSON.stringify(state.requirements);
    if (row.status === state.status && row.requirements === requirements && row.bank_last4 === state.bank_last4) return;
    await trx
      .updateTable('payout_account')
      .set({ status: state.status, requirements, bank_last4: state.bank_last4, updated_at: this.app.clock.nowIso() })
      .where('account_ref', '=', state.id)
      .execute();
    if (row.status === state.status) return;
    const link = '/trainer/profile';
    if (state.status === 'enabled') notices.push({ user_id: Number(row.trainer_id), type: 'sale', title: PAYOUT_MESSAGES.accountReadyTitle, message: PAYOUT_MESSAGES.accountReadyBody, link });
    if (state.status === 'details_needed' && row.status !== 'details_needed') {
      notices.push({ user_id: Number(row.trainer_id), type: 'sale', title: PAYOUT_MESSAGES.accountNeedsTitle, message: PAYOUT_MESSAGES.accountNeedsBody, link });
    }
    if (notices.length) await recordNotices(trx, notices, this.app.clock.nowIso());
  }

  // ---- payouts ---------------------------------------------------------------------------------------------------

  async payout(id: number, db: DB = this.db): Promise<PayoutRow | null> {
    const row = await db.selectFrom('payout').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? normalise(row) : null;
  }

  /**
   * Sets aside a payout of the trainer's available balance in `currency` (all of it when `amount` is null) and sends
   * it. On demand it must reach the minimum; never more than is available, however many requests arrive at once.
   * A key already used answers its payout (a scheduled day's payout is made once).
   */
  async request(input: { trainerId: number; currency: string; amount: number | null; trigger: 'schedule' | 'on_demand'; key?: string; by: number | null }): Promise<PayoutRow> {
    const key = input.key ?? `demand:${input.trainerId}:${randomUUID()}`;
    const row = await this.db.transaction().execute(async (trx) => {
      // The lock: the trainer's payout account row, updated first, so concurrent payouts of one trainer take turns
      // (PostgreSQL holds the row; SQLite runs one transaction at a time). The balance is read after it.
      const locked = await trx.updateTable('payout_account').set({ updated_at: sql`updated_at` }).where('trainer_id', '=', input.trainerId).executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) throw conflict(PAYOUT_MESSAGES.noAccount);
      const at = this.app.clock.now();
      const prior = await trx.selectFrom('payout').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
      if (prior) return normalise(prior);
      const account = (await this.account(input.trainerId, trx))!;
      if (account.status !== 'enabled') throw conflict(PAYOUT_MESSAGES.notEnabled);
      const balance = (await trainerBalances(trx, input.trainerId, at)).find((b) => b.currency === input.currency);
      const available = balance?.available ?? 0;
      if (available <= 0) throw unprocessable(PAYOUT_MESSAGES.nothingAvailable, { currency: 'has nothing available' });
      const amount = input.amount ?? available;
      if (input.trigger === 'on_demand') {
        const { minimum } = await this.settings(trx);
        if (amount < minimum) throw unprocessable(PAYOUT_MESSAGES.belowMinimum(formatMinor(minimum, input.currency)), { amount: `must be at least ${minimum}` });
      }
      if (amount > available) throw conflict(PAYOUT_MESSAGES.overAvailable(formatMinor(available, input.currency)));
      const now = new Date(at).toISOString();
      const created = await trx
        .insertInto('payout')
        .values({
          trainer_id: input.trainerId,
          account_ref: account.account_ref,
          amount,
          currency: input.currency,
          status: 'pending',
          trigger: input.trigger,
          idempotency_key: key,
          requested_by: input.by,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('earning')
        .values({
          trainer_id: input.trainerId,
          kind: 'payout',
          amount: -amount,
          fee: 0,
          basis: 0,
          currency: input.currency,
          payout_id: created.id,
          available_at: now,
          created_at: now,
        })
        .execute();
      return normalise(created);
    });
    return (await this.send(row.id)) ?? row;
  }

  /**
   * Step 2: the transfer and the bank payout at the provider, with keys derived from the payout's own, so asking again
   * (after a stop, or by another instance at once) is the same request; a payout older than the provider keeps its
   * keys (a day) first looks for its transfer by its group. A transient fault, or the same request still running
   * elsewhere, leaves the payout pending for the next attempt; a refusal fails it (the money comes back, and a
   * transfer already made is taken back).
   */
  async send(id: number): Promise<PayoutRow | null> {
    const p = await this.payout(id);
    if (!p || p.status !== 'pending') return p;
    let transfer: string | null = p.transfer_ref;
    try {
      const metadata = { payout_id: String(p.id), trainer_id: String(p.trainer_id) };
      if (!transfer && this.app.clock.now() - Date.parse(p.created_at) > KEYS_KEPT_MS) transfer = (await this.provider.findTransfer(p.idempotency_key))?.id ?? null;
      transfer ??= (await this.provider.transfer({ amount: p.amount, currency: p.currency, destination: p.account_ref, group: p.idempotency_key, metadata, idempotency_key: p.idempotency_key })).id;
      await this.db.updateTable('payout').set({ transfer_ref: transfer }).where('id', '=', p.id).execute();
      const bank = await this.provider.payout({ account: p.account_ref, amount: p.amount, currency: p.currency, metadata: { ...metadata, transfer_id: transfer }, idempotency_key: p.idempotency_key });
      // The outcome may have arrived already (the sandbox settles at once): only a pending payout becomes in transit.
      await this.db.updateTable('payout').set({ payout_ref: bank.id, arrival_at: bank.arrival_date, updated_at: this.app.clock.nowIso() }).where('id', '=', p.id).execute();
      await this.db.updateTable('payout').set({ status: 'in_transit' }).where('id', '=', p.id).where('status', '=', 'pending').execute();
    } catch (err) {
      if (!(err instanceof PaymentError) || TRANSIENT.has(err.code)) {
        this.app.log.warn({ err: (err as Error).message, payout: p.id }, 'payout: not sent now; it is sent again at the next check');
        return this.payout(id);
      }
      if (await this.fail(p.id, { code: err.code, message: PAYOUT_FAILURES[err.code] ?? err.message, transfer })) await this.reverse(p.id).catch((e: Error) => this.app.log.warn({ err: e.message, payout: p.id }, 'payout: reversal not made; asked again at the next check'));
    }
    return this.payout(id);
  }

  /** Fails a payout the provider refused or the bank returned: the money back to available once, the trainer told why. */
  async fail(id: number, why: { code: string; message: string; transfer: string | null }, trx?: DB, notices?: Notice[]): Promise<boolean> {
    const own: Notice[] = [];
    const run = async (db: DB) => {
      const p = await this.payout(id, db);
      if (!p) return false;
      const now = this.app.clock.nowIso();
      const changed = await db
        .updateTable('payout')
        .set({ status: 'failed', failure_code: why.code, failure_message: why.message, updated_at: now, ...(why.transfer && !p.transfer_ref ? { transfer_ref: why.transfer } : {}) })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'in_transit', 'paid'])
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return false;
      await db
        .insertInto('earning')
        .values({ trainer_id: p.trainer_id, kind: 'payout_failed', amount: p.amount, fee: 0, basis: 0, currency: p.currency, payout_id: p.id, reason: why.message, available_at: now, created_at: now })
        .execute();
      const notice: Notice = { user_id: p.trainer_id, type: 'sale', title: PAYOUT_MESSAGES.failedTitle, message: PAYOUT_MESSAGES.failedBody(formatMinor(p.amount, p.currency), why.message), link: '/trainer/transactions' };
      await recordNotices(db, [notice], now);
      (notices ?? own).push(notice);
      return true;
    };
    const failed = trx ? await run(trx) : await this.db.transaction().execute(run);
    if (!trx) await this.app.notifier.deliver(own);
    return failed;
  }

  /**
   * A failed payout's money, sitting on the connected account, back to the platform (once: the payout's key). A
   * payout refused before any transfer has nothing to take back.
   */
  async reverse(id: number): Promise<void> {
    const p = await this.payout(id);
    if (!p?.transfer_ref || p.status !== 'failed' || p.reversal_ref) return;
    const reversal = await this.provider.reverseTransfer({ transfer: p.transfer_ref, amount: p.amount, metadata: { payout_id: String(p.id) }, idempotency_key: p.idempotency_key });
    await this.db.updateTable('payout').set({ reversal_ref: reversal.id }).where('id', '=', id).execute();
  }

  /** The provider's payout.paid. */
  async paid(trx: DB, payoutId: number, providerRef: string, notices: Notice[]): Promise<void> {
    const p = await this.payout(payoutId, trx);
    if (!p) return;
    const now = this.app.clock.nowIso();
    const changed = await trx
      .updateTable('payout')
      .set({ status: 'paid', payout_ref: providerRef, updated_at: now })
      .where('id', '=', payoutId)
      .where('status', 'in', ['pending', 'in_transit'])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    const notice: Notice = { user_id: p.trainer_id, type: 'sale', title: PAYOUT_MESSAGES.paidTitle, message: PAYOUT_MESSAGES.paidBody(formatMinor(p.amount, p.currency)), link: '/trainer/transactions' };
    await recordNotices(trx, [notice], now);
    notices.push(notice);
  }

  /**
   * Payouts a stop left half-way, sent again with their own keys; failed payouts whose transfer was not taken back
   * yet (the provider did not answer), asked again.
   */
  async resumePending(): Promise<number> {
    const pending = await this.db.selectFrom('payout').select('id').where('status', '=', 'pending').orderBy('id').execute();
    for (const { id } of pending) await this.send(Number(id));
    const unreversed = await this.db.selectFrom('payout').select('id').where('status', '=', 'failed').where('transfer_ref', 'is not', null).where('reversal_ref', 'is', null).orderBy('id').execute();
    for (const { id } of unreversed) await this.reverse(Number(id)).catch((err: Error) => this.app.log.warn({ err: err.message, payout: Number(id) }, 'payout: reversal not made'));
    return pending.length;
  }

  /**
   * The schedule's payouts due at `at`: on a payout day, every trainer with an enabled account is paid what is
   * available in each currency, once per day (the payout's key names the trainer, the currency and the day).
   */
  async runSchedule(at = this.app.clock.now()): Promise<PayoutRow[]> {
    const settings = await this.settings();
    if (!isPayoutDay(settings, at)) return [];
    const day = payoutDay(at);
    const accounts = await this.db.selectFrom('payout_account').select('trainer_id').where('status', '=', 'enabled').orderBy('trainer_id').execute();
    const made: PayoutRow[] = [];
    for (const { trainer_id } of accounts) {
      const trainerId = Number(trainer_id);
      for (const balance of await trainerBalances(this.db, trainerId, at)) {
        if (balance.available <= 0) continue;
        const key = `schedule:${trainerId}:${balance.currency}:${day}`;
        const done = await this.db.selectFrom('payout').select('id').where('idempotency_key', '=', key).executeTakeFirst();
        if (done) continue;
        try {
          made.push(await this.request({ trainerId, currency: balance.currency, amount: null, trigger: 'schedule', key, by: null }));
        } catch (err) {
          this.app.log.warn({ err: (err as Error).message, trainer: trainerId }, 'payout: scheduled payout not made');
        }
      }
    }
    return made;
  }

  /** What the periodic check does (and an admin may run): send what a stop left half-way, then what the schedule says is due. */
  async check(): Promise<PayoutRow[]> {
    await this.resumePending();
    return this.runSchedule();
  }
}
