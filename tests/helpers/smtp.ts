/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed (mailparser).
 * Tests point the app's SMTP_URL at it and read links out of the delivered mail.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { appendFileSync } from 'node:fs';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next mail to `to` (after those already read) and returns it. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** `mailboxFile`: also append each mail as a JSON line there (for a test in another process). */
export async function startSmtp(mailboxFile?: string): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const seen = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address ?? '') : [])).join(',');
          const mail = { to: to.toLowerCase(), subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
          messages.push(mail);
          if (mailboxFile) appendFileSync(mailboxFile, JSON.stringify(mail) + '\n');
          callback();
        })
        .catch((err) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, timeoutMs = 5000) {
      const who = to.toLowerCase();
      const start = Date.now();
      for (;;) {
        const mine = messages.filter((m) => m.to.split(',').includes(who));
        const read = seen.get(who) ?? 0;
        if (mine.length > read) {
          seen.set(who, read + 1);
          return mine[read];
        }
        if (Date.now() - start > timeoutMs) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return new URL(found);
}
