/**
 * Payments: the sandbox's test cards (Stripe's own test numbers and what each does) and every payment message,
 * defined once for the server, the sandbox provider and the web checkout.
 */

export type TestCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_authentication';

export interface TestCard {
  number: string;
  brand: string;
  outcome: TestCardOutcome;
  /** What the checkout form says the card does. */
  label: string;
}

export const SANDBOX_TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', brand: 'visa', outcome: 'succeeds', label: 'Succeeds' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', outcome: 'succeeds', label: 'Succeeds (Mastercard)' },
  { number: '4000 0000 0000 0002', brand: 'visa', outcome: 'declined', label: 'Declined' },
  { number: '4000 0000 0000 9995', brand: 'visa', outcome: 'insufficient_funds', label: 'Insufficient funds' },
  { number: '4000 0025 0000 3155', brand: 'visa', outcome: 'requires_authentication', label: 'Asks for authentication' },
];

/** The sandbox's card processing fee, as Stripe's standard card pricing: 2.9 % (in basis points) plus 30 minor units. */
export const SANDBOX_CARD_FEE = { bps: 290, fixed: 30 } as const;
export const sandboxCardFee = (amount: number): number => Math.round((amount * SANDBOX_CARD_FEE.bps) / 10_000) + SANDBOX_CARD_FEE.fixed;

/** How long after a purchase a refund may be requested, unless REFUND_WINDOW_DAYS says otherwise. */
export const DEFAULT_REFUND_WINDOW_DAYS = 30;

export const PAYMENT_MESSAGES = {
  /** Stripe's own decline messages, by decline code. */
  declines: {
    generic_decline: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    expired_card: 'Your card has expired.',
    authentication_failed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  sandboxTestCardsOnly: "The sandbox takes Stripe's test cards only, such as 4242 4242 4242 4242",
  cardRequired: 'Choose a saved card or enter a card',
  oneCardOnly: 'Send either a saved card or new card details, not both',
  rawCardWithStripe: 'Card details go to Stripe directly; send a payment method id',
  noSuchObject: (kind: string, id: string) => `No such ${kind.replace(/_/g, ' ')}: ${id}`,
  noSuchCard: 'No such saved card',
  alreadyOwned: 'You already own this program',
  /** A pending athlete (profile not complete, ADR 018) may browse but not buy. */
  profileFirst: 'Complete your profile before buying a program',
  codeInvalid: 'This code does not apply to this program',
  discountUsedUp: 'This discount has just run out: its last redemptions were taken by other buyers. Nothing was charged; check the new price and try again.',
  priceChanged: (price: string) => `The price is now ${price}, not the price you saw. Nothing was charged; check it and try again.`,
  providerUnavailable: 'The card provider could not be reached. Nothing was charged; please try again.',
  programNotForSale: 'This program is not for sale',
  athletesOnly: 'Only athletes buy programs',
  checkoutInProgress: 'A payment for this program is already in progress',
  notAwaitingAuthentication: 'This payment is not waiting for authentication',
  notRefundable: 'This payment cannot be refunded',
  refundTooLarge: (left: number) => `At most ${left} (minor units) is left to refund on this payment`,
  subscriptionEnded: 'This subscription has ended',
  noSuchSubscription: 'No such subscription',
  badSignature: 'Invalid webhook signature',
  refundWindow: (days: number) => `Refunds can be requested within ${days} days of the purchase`,
  refundOpen: 'A refund request for this purchase is already open',
  saleTitle: 'New sale',
  saleBody: (program: string, amount: string) => `Someone bought ${program} for ${amount}.`,
  purchaseTitle: 'Purchase complete',
  purchaseBody: (program: string) => `${program} is yours. Open it from your owned programs.`,
  refundDoneTitle: 'Refund sent',
  refundDoneBody: (amount: string) => `Your refund of ${amount} was sent to your card.`,
  accessEndedBody: (program: string) => `Your access to ${program} ended with the refund.`,
} as const;

/** Money for people: 12.34 USD. */
export const formatMinor = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The earnings ledger's words (server/payments/earnings.ts, server/handlers/earnings.ts). */
export const EARNINGS_MESSAGES = {
  notATrainer: 'No such trainer',
  noZeroAdjustment: 'An adjustment moves money: give an amount other than 0',
  reasonRequired: 'Give the reason for the adjustment (at least 3 characters)',
  adjustedTitle: 'Your balance was adjusted',
  adjustedBody: (amount: string, reason: string) => `An admin adjusted your balance by ${amount}: ${reason}`,
} as const;

/**
 * The sandbox's payout-account form takes Stripe's Connect test values: the identity number decides the check's
 * outcome, the bank account number what its payouts do.
 */
export const SANDBOX_CONNECT = {
  /** Verified at once. */
  verifiedIdNumber: '000000000',
  /** Verification fails: the provider asks for a document (needs more details). */
  unverifiedIdNumber: '111111111',
  /** Payouts arrive. */
  goodBankAccount: '000123456789',
  /** Payouts fail, as with Stripe's test account of that number: no account with these details. */
  failingBankAccount: '000111111116',
  /** The link to the form lives this long, as Stripe's account links do. */
  linkSeconds: 300,
} as const;

/** Why a payout failed, by the provider's failure code (Stripe's own messages), for the trainer. */
export const PAYOUT_FAILURES: Record<string, string> = {
  no_account: 'The bank account details on file are probably incorrect. No bank account could be located with those details.',
  account_closed: 'The bank account has been closed.',
  insufficient_capabilities_for_transfer: 'The payout account cannot receive transfers yet.',
  could_not_process: 'The bank could not process this payout.',
  canceled: 'The payout was canceled.',
};

export const PAYOUT_MESSAGES = {
  notSandbox: 'This form is for the sandbox; payout accounts are set up with the payment provider',
  noAccount: 'Connect a payout account from your profile first: your earnings wait for you until then',
  notEnabled: 'Your payout account is not ready for payouts yet: finish its setup from your profile',
  linkUsed: 'This setup link was already used or has expired: start again from your profile',
  nothingAvailable: 'Nothing is available to pay out in this currency',
  belowMinimum: (minimum: string) => `A payout on demand is at least ${minimum}`,
  overAvailable: (available: string) => `That is more than is available to pay out (${available})`,
  paidTitle: 'Your payout was paid',
  paidBody: (amount: string) => `${amount} reached your bank account.`,
  failedTitle: 'A payout failed',
  failedBody: (amount: string, why: string) => `Your payout of ${amount} failed: ${why} The money is back in your available balance; check your payout account's details.`,
  accountReadyTitle: 'Your payout account is ready',
  accountReadyBody: 'Your available earnings will be paid to it on the payout schedule.',
  accountNeedsTitle: 'Your payout account needs more details',
  accountNeedsBody: 'Open your profile to finish setting it up: your earnings wait for you until then.',
  badMonth: 'Give the month as YYYY-MM',
} as const;
