/** The mail the site sent: the worker's SMTP server on loopback keeps it (support/site.ts); the tests read links from it. */
import type { ReceivedMail } from '../../helpers/smtp';
import { expect, services } from './test';

export function mailTo(address: string): ReceivedMail[] {
  return services().smtp.messages.filter((mail) => mail.to.split(',').includes(address.toLowerCase()));
}

/** Runs `action`, then waits for the mail it sends to `address`. */
export async function mailAfter(address: string, action: () => Promise<void>): Promise<ReceivedMail> {
  const before = mailTo(address).length;
  await action();
  await expect.poll(() => mailTo(address).length, { message: `a mail to ${address}`, timeout: 10_000 }).toBeGreaterThan(before);
  return mailTo(address)[before];
}
