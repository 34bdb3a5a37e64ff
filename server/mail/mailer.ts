/**
 * Mail through nodemailer: SMTP when SMTP_URL is set; otherwise a development transport that keeps
 * each message in the outbox table and, in development, prints it with its links on the console.
 * The printed copy never goes through the logger: log lines carry no one-time link. In production
 * without SMTP_URL only the fact that a mail was not sent is logged.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db';
import type { MailMessage } from './templates';

export interface Mailer {
  send(to: string, message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: Config, database: Database, log: (line: string) => void, print: (text: string) => void = console.log): Mailer {
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
      if (config.env === 'development') print(mailForTheConsole(to, message));
      else log(`mail to ${to} kept in the outbox, not sent (SMTP_URL is not set): ${message.subject}`);
    },
    close() {
      transport?.close();
    },
  };
}

/** A mail kept in development, framed so that it stands out among the log lines (its links are to be clicked). */
export function mailForTheConsole(to: string, message: MailMessage): string {
  const rule = '='.repeat(72);
  return ['', rule, `MAIL to ${to} (development: kept in the outbox, not sent)`, `Subject: ${message.subject}`, '-'.repeat(72), message.text, rule, ''].join('\n');
}
