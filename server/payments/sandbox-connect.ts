/**
 * The sandbox's Connect (ADR 027): connected accounts, their onboarding form, transfers, payouts and reversals, in
 * Stripe's shapes and events. The onboarding "hosted form" is our own page (/trainer/payouts/setup), which submits
 * the details here; Stripe's test values decide the outcome (src/config/payments.ts SANDBOX_CONNECT): the identity
 * number verified at once, failing (needs more details), or checked (pending verification, done by the next look at
 * the account, as Stripe's test mode verifies within moments); the bank account number, whether payouts arrive.
 * A payout settles at once: payout.paid, or payout.failed with Stripe's failure code.
 */
import { randomBytes } from 'node:crypto';
import { PAYOUT_FAILURES, PAYOUT_MESSAGES, SANDBOX_CONNECT } from '../../src/config/payments';
import { payoutAccountState } from './connect';
import { PaymentError, type PayoutAccountState, type PayoutResult } from './provider';
import { now, type Obj, type SandboxStore } from './sandbox-store';

/** What the sandbox's onboarding form sends. Empty fields are left out, as on Stripe's form. */
export interface SandboxOnboarding {
  legal_name?: string;
  date_of_birth?: string;
  id_number?: string;
  bank_account?: string;
}

const INITIAL_DUE = ['external_account', 'individual.dob.day', 'individual.first_name', 'individual.id_number', 'tos_acceptance.date'];

export class SandboxConnect {
  constructor(private readonly store: SandboxStore) {}

  async createPayoutAccount(input: { email: string; country: string; metadata: Record<string, string>; idempotency_key: string }): Promise<PayoutAccountState> {
    const { obj } = await this.store.create(
      'account',
      {
        type: 'express',
        email: input.email,
        country: input.country,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        capabilities: { transfers: 'inactive' },
        requirements: { currently_due: INITIAL_DUE, past_due: [], pending_verification: [], disabled_reason: 'requirements.past_due' },
        external_accounts: { object: 'list', data: [] },
        metadata: input.metadata,
      },
      { key: `account:${input.idempotency_key}` },
    );
    return payoutAccountState(obj);
  }

  async payoutAccountLink(input: { account: string; refresh_url: string; return_url: string }): Promise<{ url: string; expires_at: string }> {
    await this.store.need('account', input.account);
    const expires = now() + SANDBOX_CONNECT.linkSeconds;
    const { obj } = await this.store.create('account_link', {
      account: input.account,
      refresh_url: input.refresh_url,
      return_url: input.return_url,
      type: 'account_onboarding',
      expires_at: expires,
      used: false,
    });
    const url = new URL('/trainer/payouts/setup', input.return_url);
    url.searchParams.set('link', obj.id);
    return { url: url.toString(), expires_at: new Date(expires * 1000).toISOString() };
  }

  /** The onboarding form's details, sent with its one-time link; answers where to return. */
  async submitOnboarding(linkId: string, account: string, details: SandboxOnboarding): Promise<{ return_url: string; state: PayoutAccountState }> {
    const link = await this.store.get('account_link', linkId);
    if (!link || link.account !== account || link.used === true || Number(link.expires_at) < now()) throw new PaymentError(PAYOUT_MESSAGES.linkUsed, 'link_expired', 409);
    link.used = true;
    await this.store.save(link);
    const acct = await this.store.need('account', account);
    const d = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : ''])) as Record<keyof SandboxOnboarding, string>;
    const due = [
      ...(d.bank_account ? [] : ['external_account']),
      ...(d.date_of_birth ? [] : ['individual.dob.day']),
      ...(d.legal_name ? [] : ['individual.first_name']),
      ...(d.id_number ? [] : ['individual.id_number']),
    ];
    if (d.id_number === SANDBOX_CONNECT.unverifiedIdNumber) due.push('individual.verification.document');
    const verified = due.length === 0 && d.id_number === SANDBOX_CONNECT.verifiedIdNumber;
    const checking = due.length === 0 && !verified;
    acct.details_submitted = true;
    acct.payouts_enabled = verified;
    acct.charges_enabled = verified;
    acct.capabilities = { transfers: verified ? 'active' : checking ? 'pending' : 'inactive' };
    acct.requirements = {
      currently_due: due,
      past_due: due,
      pending_verification: checking ? ['individual.id_number'] : [],
      disabled_reason: verified ? null : checking ? 'requirements.pending_verification' : 'requirements.past_due',
    };
    if (d.bank_account) {
      acct.external_accounts = { object: 'list', data: [{ id: `ba_sb_${randomBytes(8).toString('hex')}`, object: 'bank_account', last4: d.bank_account.slice(-4) }] };
      acct.sandbox_bank_account = d.bank_account;
    }
    await this.store.save(acct);
    await this.store.event('account.updated', acct, acct.id);
    return { return_url: String(link.return_url), state: payoutAccountState(acct) };
  }

  async retrievePayoutAccount(account: string): Promise<PayoutAccountState> {
    const acct = await this.store.need('account', account);
    const req = acct.requirements as { pending_verification?: string[] } | undefined;
    if (acct.details_submitted === true && acct.payouts_enabled !== true && (req?.pending_verification?.length ?? 0) > 0) {
      // The check the sandbox was doing is done: payouts enabled.
      acct.payouts_enabled = true;
      acct.charges_enabled = true;
      acct.capabilities = { transfers: 'active' };
      acct.requirements = { currently_due: [], past_due: [], pending_verification: [], disabled_reason: null };
      await this.store.save(acct);
      await this.store.event('account.updated', acct, acct.id);
    }
    return payoutAccountState(acct);
  }

  async findTransfer(group: string): Promise<{ id: string } | null> {
    const found = await this.store.db().selectFrom('sandbox_object').select('id').where('kind', '=', 'transfer').where('idempotency_key', '=', `transfer-group:${group}`).executeTakeFirst();
    return found ? { id: String(found.id) } : null;
  }

  async transfer(input: { amount: number; currency: string; destination: string; group: string; metadata: Record<string, string>; idempotency_key: string }): Promise<{ id: string }> {
    const prior = await this.findTransfer(input.group);
    if (prior) return { id: prior.id };
    const acct = await this.store.need('account', input.destination);
    if ((acct.capabilities as { transfers?: string } | undefined)?.transfers !== 'active') {
      throw new PaymentError(PAYOUT_FAILURES.insufficient_capabilities_for_transfer, 'insufficient_capabilities_for_transfer', 422);
    }
    const { obj } = await this.store.create(
      'transfer',
      { amount: input.amount, amount_reversed: 0, reversed: false, currency: input.currency.toLowerCase(), destination: input.destination, transfer_group: input.group, metadata: input.metadata },
      // The sandbox's keys never expire; the group is kept as the object's key, as a transfer's one lookup.
      { key: `transfer-group:${input.group}` },
    );
    return { id: obj.id };
  }

  async payout(input: { account: string; amount: number; currency: string; metadata: Record<string, string>; idempotency_key: string }): Promise<PayoutResult> {
    const acct = await this.store.need('account', input.account);
    const { obj, replay } = await this.store.create(
      'payout',
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        status: 'pending',
        arrival_date: now() + 2 * 86_400,
        automatic: false,
        method: 'standard',
        destination: ((acct.external_accounts as { data?: Obj[] } | undefined)?.data ?? [])[0]?.id ?? null,
        failure_code: null,
        failure_message: null,
        metadata: input.metadata,
      },
      { key: `payout:${input.idempotency_key}` },
    );
    if (!replay) await this.settle(obj, acct);
    return { id: obj.id, status: String(obj.status), arrival_date: new Date(Number(obj.arrival_date) * 1000).toISOString() };
  }

  /** The bank's answer: Stripe's failing test account number fails the payout, any other pays it. */
  private async settle(payout: Obj, acct: Obj): Promise<void> {
    if (acct.sandbox_bank_account === SANDBOX_CONNECT.failingBankAccount) {
      payout.status = 'failed';
      payout.failure_code = 'no_account';
      payout.failure_message = PAYOUT_FAILURES.no_account;
    } else payout.status = 'paid';
    await this.store.save(payout);
    await this.store.event(payout.status === 'paid' ? 'payout.paid' : 'payout.failed', payout, acct.id);
  }

  async reverseTransfer(input: { transfer: string; amount: number; metadata: Record<string, string>; idempotency_key: string }): Promise<{ id: string }> {
    const prior = await this.store.byKey(`reversal:${input.idempotency_key}`);
    if (prior) return { id: prior.id };
    const transfer = await this.store.need('transfer', input.transfer);
    const left = Number(transfer.amount) - Number(transfer.amount_reversed ?? 0);
    if (input.amount > left) throw new PaymentError(`Refused: only ${left} of the transfer is left to reverse`, 'invalid_request', 422);
    const { obj } = await this.store.create('transfer_reversal', { amount: input.amount, currency: transfer.currency, transfer: transfer.id, metadata: input.metadata }, { key: `reversal:${input.idempotency_key}` });
    transfer.amount_reversed = Number(transfer.amount_reversed ?? 0) + input.amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    await this.store.save(transfer);
    return { id: obj.id };
  }
}
