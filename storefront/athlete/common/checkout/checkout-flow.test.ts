import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../../src/config/payments';
import type { Checkout } from './api/create-checkout';
import { checkoutText } from './i18n/en';
import { settleCheckout, type SettleDeps } from './checkout-flow';

const base: Checkout = {
  id: 7,
  program_id: 4,
  kind: 'one_time',
  status: 'processing',
  amount: 2900,
  discount_amount: 1000,
  currency: 'USD',
  payment_ref: 'pi_1',
  subscription_ref: null,
  client_secret: null,
  message: null,
  transaction_id: null,
  enrollment_id: null,
  created_at: '2026-06-01T00:00:00Z',
};
const at = (status: Checkout['status'], extra: Partial<Checkout> = {}): Checkout => ({ ...base, status, ...extra });

function deps(over: Partial<SettleDeps> = {}): SettleDeps {
  return {
    mode: 'sandbox',
    bridge: null,
    confirm: vi.fn(async () => at('succeeded')),
    get: vi.fn(async () => at('succeeded')),
    sleep: vi.fn(async () => undefined),
    ...over,
  };
}

describe('following a checkout', () => {
  it('ends on success, and throws the provider’s message on a decline', async () => {
    await expect(settleCheckout(at('succeeded'), deps())).resolves.toMatchObject({ kind: 'succeeded' });
    await expect(settleCheckout(at('failed', { message: 'Your card was declined.' }), deps())).rejects.toThrow('Your card was declined.');
    await expect(settleCheckout(at('canceled'), deps())).rejects.toThrow(PAYMENT_MESSAGES.declines.generic_decline);
  });

  it('hands the sandbox’s authentication step to the athlete', async () => {
    const d = deps();
    await expect(settleCheckout(at('requires_action', { client_secret: 'pi_1_secret_x' }), d)).resolves.toMatchObject({ kind: 'authenticate' });
    expect(d.confirm).not.toHaveBeenCalled();
  });

  it('runs Stripe.js’s authentication, then confirms with the server', async () => {
    const handleNextAction = vi.fn(async () => undefined);
    const d = deps({ mode: 'stripe', bridge: { handleNextAction, createPaymentMethod: async () => 'pm_1' } });
    await expect(settleCheckout(at('requires_action', { client_secret: 'pi_1_secret_x' }), d)).resolves.toMatchObject({ kind: 'succeeded' });
    expect(handleNextAction).toHaveBeenCalledWith('pi_1_secret_x');
    expect(d.confirm).toHaveBeenCalledWith(7, {});
    await expect(settleCheckout(at('requires_action'), deps({ mode: 'stripe', bridge: null }))).rejects.toThrow(PAYMENT_MESSAGES.declines.authentication_failed);
  });

  it('polls while the provider’s event is on its way, and gives up after a while', async () => {
    const get = vi.fn().mockResolvedValueOnce(at('processing')).mockResolvedValueOnce(at('succeeded'));
    const d = deps({ get });
    await expect(settleCheckout(at('processing'), d)).resolves.toMatchObject({ kind: 'succeeded' });
    expect(get).toHaveBeenCalledTimes(2);
    await expect(settleCheckout(at('processing'), deps({ get: vi.fn(async () => at('processing')), pollLimit: 3 }))).rejects.toThrow(checkoutText.en.stillProcessing);
  });
});
