/** The mail the e2e server sent: its SMTP server on loopback (serve.ts) appends each one to E2E_MAILBOX. */
import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../helpers/smtp';

export function mailTo(address: string): ReceivedMail[] {
  const file = process.env.E2E_MAILBOX;
  if (!file) throw new Error('E2E_MAILBOX is not set (playwright.config.ts sets it)');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail)
    .filter((mail) => mail.to.split(',').includes(address.toLowerCase()));
}

/** Runs `action`, then waits for the mail it sends to `address`. */
export async function mailAfter(address: string, action: () => Promise<void>): Promise<ReceivedMail> {
  const before = mailTo(address).length;
  await action();
  await expect.poll(() => mailTo(address).length, { message: `a mail to ${address}`, timeout: 10_000 }).toBeGreaterThan(before);
  return mailTo(address)[before];
}
