/**
 * Notifications: one place that records them and delivers them. Recording happens inside the transaction of the
 * change they tell about (a purchase, a refund decision, a post, a comment, a chat message, removed access);
 * delivering, once it committed: the recipients' long-polls are woken (the header badge updates at once, on every
 * server instance) and the kinds each recipient gets by mail are mailed (their preferences, server/notifications/preferences.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db';
import { templates } from '../mail/templates';
import { mailedKinds, type NotificationType } from './preferences';

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
    // Each recipient's choice of mail for the kind (their preferences), else the default.
    const mails = await mailedKinds(this.app.database.db, [...new Set(notices.map((n) => n.user_id))]);
    const mailed = notices.filter((n) => mails(n.user_id, n.type));
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
