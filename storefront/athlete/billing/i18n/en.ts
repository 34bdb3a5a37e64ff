/** The athlete's saved cards and purchases (with refund requests), on the profile page (/athlete/profile). */
import { defineText } from '../../../../src/i18n/text';

export const billingText = defineText('athlete.billing', {
  cards: {
    heading: 'Saved cards',
    add: 'Add a card',
    empty: 'No saved cards. Save one here or when you pay, and checkout takes one click.',
    list: 'Saved cards',
    default: 'Default',
    makeDefault: 'Make default',
    madeDefault: (card: string) => `${card} is your default card`,
    expires: (expiry: string) => `Expires ${expiry}`,
    remove: (card: string) => `Remove ${card}`,
    removeTitle: (card: string) => `Remove ${card}?`,
    thisCard: 'this card',
    removeBody: 'The card is removed from your account at the card provider. Payments already made are not affected.',
    removed: (card: string) => `${card} removed`,
    addTitle: 'Add a card',
    useAsDefault: 'Use it for my next payments (default card)',
    save: 'Save card',
    saved: (card: string) => `${card} saved`,
  },
  purchases: {
    heading: 'Purchases',
    window: (days: number) => `A purchase can be refunded on request within ${days} days.`,
    empty: 'No purchases yet.',
    table: 'Purchases',
    columns: { program: 'Program', amount: 'Amount', date: 'Date', status: 'Status', refund: 'Refund' },
    saved: (amount: string) => `saved ${amount}`,
    refundOf: (refund: string, amount: string) => `${refund} of ${amount}`,
    requestRefund: 'Request refund',
    /** A purchase's state, and its latest refund request's. */
    states: { pending: 'Pending', succeeded: 'Paid', failed: 'Failed', refunded: 'Refunded', partially_refunded: 'Partly refunded' },
    refundStates: { requested: 'Refund requested', approved: 'Refund approved', denied: 'Refund denied', succeeded: 'Refunded', failed: 'Refund failed' },
  },
  refund: {
    title: 'Request a refund',
    intro: (program: string, date: string, amount: string) =>
      `${program}, bought ${date} for ${amount}. An admin reviews the request; if it is approved, the money goes back to your card and your access to the program ends.`,
    reason: 'Why do you want a refund?',
    reasonHelp: 'The admin reads this.',
    tooShort: 'Tell us why, in a few words',
    tooLong: (max: number) => `At most ${max} characters`,
    submit: 'Request refund',
    requested: 'Refund requested. An admin will review it.',
  },
});
