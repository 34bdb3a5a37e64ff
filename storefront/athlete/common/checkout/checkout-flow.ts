/**
 * Following a checkout to its end, apart from the screen: `succeeded` ends it; `failed` or `canceled` is thrown with
 * the provider's message; `requires_action` runs Stripe.js's authentication and confirms (stripe), or hands the
 * sandbox's authentication step to the athlete; `processing` (the provider's event not yet handled) is polled.
 */
import { checkoutText } from './i18n/en';
import { textOf } from '../../../../src/i18n/text';
import type { Checkout } from './api/create-checkout';
import type { CardMode, StripeBridge } from './card-mode';

export type SettleOutcome = { kind: 'succeeded'; checkout: Checkout } | { kind: 'authenticate'; checkout: Checkout };

export interface SettleDeps {
  mode: CardMode;
  /** Stripe mode: the Elements part's bridge, once Stripe.js is ready. */
  bridge: StripeBridge | null;
  confirm(id: number, body: { approve?: boolean }): Promise<Checkout>;
  get(id: number): Promise<Checkout>;
  sleep(ms: number): Promise<void>;
  pollMs?: number;
  pollLimit?: number;
}

export async function settleCheckout(start: Checkout, deps: SettleDeps): Promise<SettleOutcome> {
  const pollMs = deps.pollMs ?? 1000;
  const pollLimit = deps.pollLimit ?? 60;
  let c = start;
  for (let polls = 0; ; ) {
    if (c.status === 'succeeded') return { kind: 'succeeded', checkout: c };
    // The provider's own message when it sent one (it speaks English); else the web's words, in the user's language.
    if (c.status === 'failed' || c.status === 'canceled') throw new Error(c.message ?? textOf(checkoutText).messages.declined);
    if (c.status === 'requires_action') {
      if (deps.mode !== 'stripe') return { kind: 'authenticate', checkout: c };
      if (!c.client_secret || !deps.bridge) throw new Error(textOf(checkoutText).messages.authenticationFailed);
      // However the authentication ends, the server reads the payment again: a failure is its 402 with the message.
      await deps.bridge.handleNextAction(c.client_secret);
      c = await deps.confirm(c.id, {});
      continue;
    }
    if (++polls > pollLimit) throw new Error(textOf(checkoutText).stillProcessing);
    await deps.sleep(pollMs);
    c = await deps.get(c.id);
  }
}
