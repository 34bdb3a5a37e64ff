/**
 * Stripe's Connect account object, read the one way our tables keep it (both providers answer Stripe's shapes, and
 * the `account.updated` event carries the same object): payouts enabled; submitted and being checked (pending
 * verification); or details still needed.
 */
import type { PayoutAccountStatus } from '../../src/domain/earnings';
import type { PayoutAccountState } from './provider';

type Obj = Record<string, unknown>;

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function payoutAccountState(account: Obj & { id: string }): PayoutAccountState {
  const req = (account.requirements ?? {}) as Obj;
  const due = [...new Set([...list(req.currently_due), ...list(req.past_due)])];
  const checking = list(req.pending_verification);
  let status: PayoutAccountStatus;
  if (account.payouts_enabled === true && due.length === 0) status = 'enabled';
  else if (account.details_submitted === true && due.length === 0) status = 'pending_verification';
  else status = 'details_needed';
  const external = ((account.external_accounts as Obj | undefined)?.data as Obj[] | undefined) ?? [];
  const last4 = external.find((e) => typeof e.last4 === 'string')?.last4;
  return { id: account.id, status, requirements: status === 'pending_verification' ? checking : due, bank_last4: typeof last4 === 'string' ? last4 : null };
}
