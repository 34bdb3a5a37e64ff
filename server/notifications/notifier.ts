/**
 * Notifications: one place that records them and delivers them. Recording happens inside the transaction of the
 * change they tell about (a purchase, a refund decision, a post, a comment, a chat message, removed access);
 * delivering, once it committed: the recipients' long-polls are woken (the header badge updates at once, on every
 * server instance) and the important kinds are also mailed (NOTIFICATION_MAIL, which lambda `preference` answers).
 */
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db';
import { templates } from '../mail/templates';

/** Which kinds of notification are also mailed (lambda `preference` answers this). */
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

export interface Notice {
  user_id: number;
  type: NotificationType;
  title: string;
  message: string;
  /** A path of the app, or null. */
  link: string | null;
}

/** Inserts the notices (in the caller's transaction). */
export async function recordNotices(db: DB, notices: readonly Notice[], now = new Date().toISOString()): Promise<void> {
  if (!notices.length) return;
  await db
    .insertInto('notification')
    .values(notices.map((n) => ({ ...n, created_at: now })))
    .execute();
}

export class Notifier {
  constructor(private readonly app: FastifyInstance) {}

  /** After the transaction that recorded them: wakes the recipients' polls and mails the kinds that are mailed. */
  async deliver(notices: readonly Notice[]): Promise<void> {
    if (!notices.length) return;
    await this.app.realtime.publish(notices.map((n) => n.user_id)).catch((err: unknown) => this.app.log.warn({ err }, 'notifications: could not wake the polls'));
    const mailed = notices.filter((n) => NOTIFICATION_MAIL[n.type]);
    if (!mailed.length) return;
    const users = await this.app.database.db
      .selectFrom('user')
      .select(['id', 'email', 'first_name', 'status'])
      .where('id', 'in', [...new Set(mailed.map((n) => n.user_id))])
      .execute();
    const byId = new Map(users.map((u) => [Number(u.id), u]));
    for (const n of mailed) {
      const user = byId.get(n.user_id);
      if (!user?.email) continue;
      const url = n.link ? new URL(n.link, this.app.config.appUrl).toString() : null;
      await this.app.mailer
        .send(String(user.email), templates.notification(String(user.first_name ?? ''), n.title, n.message, url))
        .catch((err: unknown) => this.app.log.warn({ err, type: n.type }, 'notifications: mail not sent'));
    }
  }
}
