/**
 * The checkout dialog (opened from the program page), its card form (shared with "Add a card" on the profile) and
 * its price texts. The card provider's and the server's messages (src/config/payments.ts) come as they are; the few
 * the web itself shows are here.
 */
import { PAYMENT_MESSAGES } from '../../../../../src/config/payments';
import { defineText } from '../../../../../src/i18n/text';

export const checkoutText = defineText('athlete.checkout', {
  title: 'Checkout',
  discountCode: 'Discount code',
  optional: 'Optional',
  codeApplied: (code: string) => `Code ${code} applied`,
  checkingCode: 'Checking the code',
  codeNotBetter: 'This code does not lower the price further: the discount shown is the best you can get.',
  payWith: 'Pay with',
  /** A saved card's details beside its name: "· expires 12/29 · default". */
  savedCardDetails: (expiry: string, isDefault: boolean) => `· expires ${expiry}${isDefault ? ' · default' : ''}`,
  newCard: 'A new card',
  saveCard: 'Save this card',
  stripeNote: 'Card details go straight to Stripe; Sportlink never sees them.',
  priceNote: 'The server sets the price; you are charged exactly the total above.',
  refundWindow: (days: number) => `Refunds can be requested within ${days} days.`,
  pay: 'Pay',
  payAmount: (amount: string) => `Pay ${amount}`,
  free: 'Get it for free',
  subscribe: (price: string) => `Subscribe: ${price}`,
  today: (amount: string) => `${amount} today`,
  processing: 'Processing…',
  notCompleted: 'Payment not completed',
  cardLoading: 'The card field is still loading. Try again in a moment.',
  stillProcessing: 'Your payment is still being processed. It will appear in your programs once the card provider confirms it.',
  success: 'Payment successful',
  paid: (program: string, amount: string, saved: string | null) => `${program} is yours. You paid ${amount}${saved ? ` (you saved ${saved})` : ''}.`,
  goToPrograms: 'Go to my programs',
  authenticate: 'Authenticate payment',
  /** Around the amount, which is shown in bold. */
  bankAsks: 'Your bank asks you to confirm the payment of',
  bankAsksFor: (program: string) => `for ${program}.`,
  sandboxBank: 'Sandbox: this stands in for your bank’s 3-D Secure page. Choose how the authentication ends.',
  fail: 'Fail',
  complete: 'Complete',
  /** The price summary. */
  price: 'Price',
  total: 'Total',
  /** What a discount takes off: `off` is "20% off" or "$10.00 off"; the code and the end date when it has them. */
  percentOff: (percent: number) => `${percent}% off`,
  amountOff: (amount: string) => `${amount} off`,
  discount: (off: string, code: string | null, until: string | null) => `${off}${code ? ` with ${code}` : ''}${until ? ` until ${until}` : ''}`,
  /** After a discounted subscription's first price: "for the first month, then $15.00 / month". */
  firstPeriod: (interval: string, then: string) => `for the first ${interval}, then ${then}`,
  card: {
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'CVC',
    testCards: 'Sandbox: no real card is charged. Pick a test card to fill the form:',
    /** `outcome`: what the server says the test card does (in English). */
    testCardOutcome: (outcome: string) => outcome,
    /** A test card's button: its name holds what it shows ("4242 4242 4242 4242 · Succeeds", WCAG 2.5.3). */
    useTestCard: (number: string, outcome: string) => `Use test card ${number} · ${outcome}`,
    loading: 'Loading the card field',
    noStripeKey: 'Card entry is not set up in this build (no Stripe publishable key). Pay with a saved card, or try again later.',
    /** A saved card whose brand is not known. */
    unnamed: 'Card',
  },
  /** The card form's checks (the card provider checks the card again). */
  cardErrors: {
    numberRequired: 'Enter the card number',
    numberInvalid: 'This card number is not valid',
    expiryRequired: 'Enter the expiry date',
    expiryFormat: 'Use MM/YY',
    expired: 'This card has expired',
    cvc: 'Enter the 3 or 4 digits on the back',
  },
  /** The payment messages the web itself shows, in English the server's own (which come as they are). */
  messages: {
    codeInvalid: PAYMENT_MESSAGES.codeInvalid as string,
    declined: PAYMENT_MESSAGES.declines.generic_decline as string,
    authenticationFailed: PAYMENT_MESSAGES.declines.authentication_failed as string,
    cardRequired: PAYMENT_MESSAGES.cardRequired as string,
  },
});
