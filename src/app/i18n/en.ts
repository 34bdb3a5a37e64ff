/**
 * The developers' pages of the app shell (src/app): the gallery of its pieces (/test-components) and the playground
 * (/playground). Component, variant, colour and toast type names are code and stay as they are.
 */
import { defineText } from '../../i18n/text';

export const testComponentsText = defineText('app.testComponents', {
  title: 'Test components',
  toasts: {
    title: 'Toasts',
    intro: (max: number) => `Top-right, 5000 ms by default, at most ${max} at a time: the oldest goes first.`,
    sampleTitle: (type: string) => `A ${type} toast`,
    sampleMessage: (n: number) => `Test toast ${n}`,
    show: (type: string) => `Show ${type} toast`,
    showMany: (count: number) => `Show ${count} toasts`,
    withAction: (n: number) => `Test toast ${n} with an action`,
    undo: 'Undo',
    undone: 'Undone',
    showPersistent: 'Show a persistent toast with an action',
    clear: 'Clear toasts',
  },
  copy: {
    title: 'Copy to clipboard',
    sample: 'Sportlink test components: copied on purpose',
    /** Around the sample text: "Copies [sample] and confirms with a toast for 2 s." */
    before: 'Copies',
    after: 'and confirms with a toast for 2 s.',
    button: 'Copy sample text',
  },
  connectivity: {
    title: 'Connectivity bar',
    intro: "Each state with fixed props. The app's own bar is at the top of this page; the playground simulates it.",
    offline: 'Offline, with changes waiting (red)',
    syncing: 'Syncing (blue)',
    pendingFailed: 'Changes pending, some failed (yellow)',
    failedOnly: 'Only failed requests (yellow)',
    synced: 'All synced (green, slim)',
    collapsed: 'All synced, collapsed (click the strip to open it)',
    syncNowPressed: 'Sync Now pressed (sample bar)',
    retryPressed: 'Retry Failed pressed (sample bar)',
  },
  userMenu: {
    title: 'Header user menu',
    header: 'Header',
    signOutPressed: 'Sign out pressed (sample menu)',
  },
  theme: {
    title: 'Theme',
    dark: 'Dark theme',
    note: 'The floating button at the bottom right toggles it too; the choice is kept under “theme”.',
  },
  errors: {
    title: 'Error boundary',
    intro: 'The button throws inside a boundary: its fallback replaces this section until Try Again (details show in development only).',
    throw: 'Throw an error',
    showFallback: 'Show the fallback with development details',
    hideFallback: 'Hide the fallback with development details',
  },
  sessionExpired: {
    title: 'Session Expired dialog',
    intro: 'A preview on a session of its own: after 5 s, or on its button, it signs that session out and says where it would go.',
    preview: 'Preview the Session Expired dialog',
    wouldOpen: (to: string) => `The dialog would now open ${to}`,
  },
  accountDeactivated: 'Account Deactivated banner',
  notFound: 'Not found page',
  typography: { title: 'Typography', sample: 'Train at your pace' },
  palette: { title: 'Colour palette', status: 'Status colours (the same in both themes)' },
});

export const playgroundText = defineText('app.playground', {
  title: 'Playground',
  intro: "Try the shell's pieces with your own values. The gallery of every piece is at /test-components.",
  toast: {
    title: 'Toast composer',
    type: 'Type',
    toastTitle: 'Title',
    message: 'Message',
    defaultMessage: 'Your program was saved',
    duration: 'Duration (ms)',
    persistent: 'Persistent',
    actionLabel: 'Action label',
    actionHelp: 'Optional: a button on the toast',
    pressed: (action: string) => `${action} pressed`,
    show: 'Show toast',
  },
  connectivity: {
    title: 'Connectivity simulator',
    online: 'Online',
    syncing: 'Syncing',
    pending: 'Pending changes',
    failed: 'Failed requests',
    simulatedFailure: (n: number) => `Simulated failure ${n}`,
    state: (state: string) => `State: ${state}`,
    apply: "Apply to the app's bar",
    reset: "Back to the browser's state",
  },
  props: {
    title: 'Component props',
    component: 'Component',
    variant: 'Variant',
    colour: 'Colour',
    size: 'Size',
    text: 'Text',
    defaultText: 'Enroll now',
    disabled: 'Disabled',
    dark: 'Dark theme',
    copy: 'Copy JSX',
  },
});
