/**
 * Mail through nodemailer: SMTP when SMTP_URL is set; otherwise a development transport that prints
 * each message with its links and keeps it in the outbox table.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db';
import type { MailMessage } from './templates';

export interface Mailer {
  send(to: string, message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: Config, database: Database, log: (line: string) => void): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(to, message) {
      if (transport) {
        await transport.sendMail({ from: config.mailFrom, to, subject: message.subject, text: message.text, html: message.html });
        return;
      }
      await database.db
        .insertInto('outbox')
        .values({ to_address: to, subject: message.subject, text: message.text, html: message.html, created_at: new Date().toISOString() })
        .execute();
      log(`mail to ${to}: ${message.subject}\n${message.text}`);
    },
    close() {
      transport?.close();
    },
  };
}
