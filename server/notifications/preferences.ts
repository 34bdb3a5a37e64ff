/**
 * Each account's preferences (lambda `preference`; table user_preference, migration 014): language, theme, units, and
 * which notifications are also mailed. An account without a row has the defaults; a kind of notification it never
 * chose keeps the default of NOTIFICATION_MAIL. Mail about the account's security is always sent (not a choice).
 */
import type { DB } from '../db';

/** Which kinds of notification are also mailed by default (an account changes its choice with lambda `preference`, but for its security mail). */
export const NOTIFICATION_MAIL = {
  purchase: true,
  sale: true,
  refund: true,
  access: true,
  password: true,
  two_factor: true,
  chat: false,
  post: false,
  comment: false,
} as const satisfies Record<string, boolean>;

export type NotificationType = keyof typeof NOTIFICATION_MAIL;

/** The kinds an account may choose to get by mail or not (the contract's EmailNotifications). */
export const CHOSEN_MAIL = ['purchase', 'sale', 'refund', 'access', 'chat', 'post', 'comment'] as const satisfies readonly NotificationType[];
export type ChosenMail = (typeof CHOSEN_MAIL)[number];

export interface Preferences {
  language: 'en' | 'fr' | null;
  theme: 'light' | 'dark' | null;
  units: 'kg' | 'lb';
  email_notifications: Record<ChosenMail, boolean>;
}

export type PreferenceUpdate = Partial<Omit<Preferences, 'email_notifications'>> & { email_notifications?: Partial<Record<ChosenMail, boolean>> };

interface Row {
  language: string | null;
  theme: string | null;
  units: string;
  email_notifications: string;
}

const isChosen = (kind: string): kind is ChosenMail => (CHOSEN_MAIL as readonly string[]).includes(kind);

/** The stored choices of mail (only the kinds an account may choose; anything else in the column is ignored). */
function choicesOf(json: string | null | undefined): Partial<Record<ChosenMail, boolean>> {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '{}');
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(Object.entries(raw).filter(([k, v]) => isChosen(k) && typeof v === 'boolean')) as Partial<Record<ChosenMail, boolean>>;
}

function fromRow(row: Row | undefined): Preferences {
  const chosen = choicesOf(row?.email_notifications);
  return {
    language: row?.language === 'en' || row?.language === 'fr' ? row.language : null,
    theme: row?.theme === 'light' || row?.theme === 'dark' ? row.theme : null,
    units: row?.units === 'lb' ? 'lb' : 'kg',
    email_notifications: Object.fromEntries(CHOSEN_MAIL.map((kind) => [kind, chosen[kind] ?? NOTIFICATION_MAIL[kind]])) as Record<ChosenMail, boolean>,
  };
}

export async function preferencesOf(db: DB, userId: number): Promise<Preferences> {
  const row = (await db.selectFrom('user_preference').select(['language', 'theme', 'units', 'email_notifications']).where('user_id', '=', userId).executeTakeFirst()) as Row | undefined;
  return fromRow(row);
}

/** Writes the fields sent (the others stay), read and written in one transaction (of two changes at once, the later wins). */
export async function updatePreferences(db: DB, userId: number, patch: PreferenceUpdate): Promise<Preferences> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const current = await preferencesOf(trx, userId);
    const next: Preferences = {
      language: patch.language !== undefined ? patch.language : current.language,
      theme: patch.theme !== undefined ? patch.theme : current.theme,
      units: patch.units ?? current.units,
      email_notifications: { ...current.email_notifications, ...patch.email_notifications },
    };
    const values = { language: next.language, theme: next.theme, units: next.units, email_notifications: JSON.stringify(next.email_notifications), updated_at: now };
    await trx
      .insertInto('user_preference')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return next;
  });
}

/** Whether a notice of `kind` is mailed to each of these accounts: their choice, else the default; security always. */
export async function mailedKinds(db: DB, userIds: readonly number[]): Promise<(userId: number, kind: NotificationType) => boolean> {
  const rows = userIds.length ? await db.selectFrom('user_preference').select(['user_id', 'email_notifications']).where('user_id', 'in', [...userIds]).execute() : [];
  const chosen = new Map(rows.map((r) => [Number(r.user_id), choicesOf(String(r.email_notifications))]));
  return (userId, kind) => (isChosen(kind) ? (chosen.get(userId)?.[kind] ?? NOTIFICATION_MAIL[kind]) : NOTIFICATION_MAIL[kind]);
}
