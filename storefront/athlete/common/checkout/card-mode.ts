/**
 * Which card form the web shows (requirements §A5, ADR 008): Stripe Elements when the server charges through Stripe and
 * this build has a publishable key, the sandbox card form when the server's provider is the sandbox. With Stripe
 * but no key, new cards cannot be entered here (the server refuses raw card details when it talks to Stripe).
 */
export type CardMode = 'stripe' | 'sandbox' | 'unavailable';

const key = (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined)?.trim();

/** Build-time: the publishable key Stripe.js starts with, or null. */
export const STRIPE_PUBLISHABLE_KEY: string | null = key ? key : null;

export function cardModeOf(provider: string | undefined, publishableKey: string | null = STRIPE_PUBLISHABLE_KEY): CardMode {
  if (provider === 'stripe') return publishableKey ? 'stripe' : 'unavailable';
  return 'sandbox';
}

/** What the lazily loaded Stripe Elements part lends the checkout (see components/StripeCardElement.tsx). */
export interface StripeBridge {
  /** A PaymentMethod from the card typed into Elements; throws Stripe's message. */
  createPaymentMethod(): Promise<string>;
  /** Runs the card's authentication (3-D Secure) for a payment that requires action. */
  handleNextAction(clientSecret: string): Promise<void>;
}
