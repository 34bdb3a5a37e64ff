/**
 * The CMS (requirements §3 "CMS entry: page, key, type, value"): the entries the storefront reads, their defaults (shown
 * when an entry is absent or unreadable) and the messages, defined once for the API, the seed and the web app.
 */

export type CmsType = 'text' | 'markdown' | 'json';
export const CMS_TYPES: readonly CmsType[] = ['text', 'markdown', 'json'];

/** A question and its answer (Markdown) on the FAQ page. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** The pages the storefront reads and the keys it looks for on each. */
export const CMS_PAGES = {
  home: { page: 'home', heroTitle: 'hero_title', heroSubtitle: 'hero_subtitle' },
  footer: { page: 'footer', text: 'text' },
  faq: { page: 'faq', title: 'title', items: 'items' },
} as const;

/** What the storefront shows where an entry is absent (and what the demo data starts with). */
export const CMS_DEFAULTS = {
  home: {
    hero_title: 'Training programs from real coaches',
    hero_subtitle: 'Pick a program, train at your pace, and track every set.',
  },
  footer: {
    text: 'Sportlink connects athletes with coaches who write real programs. Train anywhere, at your own pace.',
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      { question: 'How do I buy a program?', answer: 'Open the program, choose **Buy**, and pay by card. It is in *My programs* at once.' },
      { question: 'Can I get my money back?', answer: 'Yes: ask for a refund from *My programs* within 30 days of buying. An admin reviews every request.' },
      { question: 'Does it work without a connection?', answer: 'Yes. Workouts you log and comments you write wait on your device and are sent when you are back online.' },
      { question: 'How do I become a trainer?', answer: 'Sign up as a trainer, complete your profile, and submit your first program for review.' },
    ] as readonly FaqItem[],
  },
} as const;

export const CMS_MESSAGES = {
  jsonInvalid: 'A json entry must hold valid JSON',
  duplicate: (page: string, key: string) => `The ${page} page already has an entry named ${key}`,
  saved: 'The entry is saved',
} as const;
