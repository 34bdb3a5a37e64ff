/**
 * Notifications made by events, and which of them are also mailed (lambda `preference` says which), on the real
 * server with a real SMTP server on loopback: a refund decision notifies the athlete and mails them; a comment
 * notifies the post's author without mail; a new post from a followed trainer notifies, without mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL } from '../../server/notifications/preferences';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let smtp: TestSmtp;
let http: ReturnType<typeof client>;
let admin: string;
let athlete2: string;
let trainer: string;
const ATHLETE2 = 6; // Jordan Lee: the seed's requested refund (refund 1) is theirs
const TARA = 3;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url } });
  http = client(server);
  admin = await http.login(DEMO.admin.email, 'admin');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const notices = (userId: number, type: string) => server.database.db.selectFrom('notification').selectAll().where('user_id', '=', userId).where('type', '=', type).orderBy('id').execute();
const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.split(',').includes(address));

describe('notifications from events', () => {
  it('preference says which kinds are also mailed by default: purchases, sales, refunds and removed access; not chat, posts or comments', async () => {
    const res = await http.get('/sportlink/member/lambda/preference', athlete2);
    expect(res.status).toBe(200);
    expect(res.body.model).toEqual({ language: null, theme: null, units: 'kg', email_notifications: { purchase: true, sale: true, refund: true, access: true, chat: false, post: false, comment: false } });
    expect(NOTIFICATION_MAIL).toMatchObject({ ...res.body.model.email_notifications, password: true, two_factor: true });
  });

  it('each account’s preferences are its own, read and written, and its mail choices decide what is mailed', async () => {
    const P = '/sportlink/trainer/lambda/preference';
    const changed = await http.post(P, { language: 'fr', theme: 'dark', units: 'lb', email_notifications: { comment: true, sale: false } }, trainer);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.model).toEqual({ language: 'fr', theme: 'dark', units: 'lb', email_notifications: { purchase: true, sale: false, refund: true, access: true, chat: false, post: false, comment: true } });
    // A later change of one field keeps the others.
    expect((await http.post(P, { theme: null }, trainer)).body.model).toMatchObject({ language: 'fr', theme: null, units: 'lb', email_notifications: { comment: true, sale: false } });
    expect((await http.get(P, trainer)).body.model).toMatchObject({ language: 'fr', theme: null, units: 'lb' });
    // Another account's stay the defaults.
    expect((await http.get('/sportlink/member/lambda/preference', athlete2)).body.model).toMatchObject({ language: null, units: 'kg', email_notifications: { comment: false } });
    // Bad input: a clear 400, nothing written; security mail is not a choice.
    for (const bad of [{}, { units: 'stone' }, { email_notifications: { password: false } }, { language: 'de' }, { email_notifications: { comment: 'yes' } }]) {
      const res = await http.raw.post(P, bad, trainer); // deliberately outside the contract
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await http.get(P)).status).toBe(401);
    // The trainer now gets comments by mail (the default is not to).
    const mailsBefore = mailsTo(DEMO.trainer.email).length;
    expect((await http.post('/records/sportlink/member/comment', { post_id: 2, body: 'Mailed, since the trainer asked for it.' }, athlete2)).status).toBe(200);
    const mail = await smtp.next(DEMO.trainer.email);
    expect(mail.text).toContain('Mailed, since the trainer asked for it.');
    expect(mailsTo(DEMO.trainer.email).length).toBe(mailsBefore + 1);
    // Back to the defaults for the tests below.
    expect((await http.post(P, { language: null, units: 'kg', email_notifications: { comment: false, sale: true } }, trainer)).status).toBe(200);
  });

  it('a refund decision notifies the athlete and mails them, with a link into the app', async () => {
    const before = (await notices(ATHLETE2, 'refund')).length;
    const res = await http.post('/sportlink/admin/lambda/admin/refunds/1/decision', { decision: 'deny', note: 'Outside the refund window.' }, admin);
    expect(res.status, res.text).toBe(200);
    const after = await notices(ATHLETE2, 'refund');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ title: 'Refund denied', message: 'Your refund request was denied: Outside the refund window.', link: '/athlete/profile', read_at: null });
    const mail = await smtp.next(DEMO.athlete2.email);
    expect(mail.subject).toBe('Refund denied');
    expect(mail.text).toContain('Your refund request was denied: Outside the refund window.');
    expect(mail.text).toContain('http://app.test/athlete/profile');
  });

  it('a comment notifies the post’s author, and is not mailed', async () => {
    const mailsBefore = mailsTo(DEMO.trainer.email).length;
    const before = (await notices(TARA, 'comment')).length;
    expect((await http.post('/records/sportlink/member/comment', { post_id: 2, body: 'Sleep is my secret weapon.' }, athlete2)).status).toBe(200);
    const after = await notices(TARA, 'comment');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ title: 'Jordan Lee commented on your post', message: 'Sleep is my secret weapon.', link: '/trainer/feed' });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(DEMO.trainer.email)).toHaveLength(mailsBefore);
  });

  it('a trainer commenting on their own post notifies no one', async () => {
    const before = (await notices(TARA, 'comment')).length;
    expect((await http.post('/records/sportlink/trainer/comment', { post_id: 2, body: 'Thanks all!' }, trainer)).status).toBe(200);
    expect(await notices(TARA, 'comment')).toHaveLength(before);
  });

  it('a new post notifies the trainer’s followers once each, without mail', async () => {
    const before = (await notices(ATHLETE2, 'post')).length;
    const mailsBefore = mailsTo(DEMO.athlete2.email).length;
    expect((await http.post('/records/sportlink/trainer/post', { body: 'Mobility Monday: ten minutes, no excuses.' }, trainer)).status).toBe(200);
    const after = await notices(ATHLETE2, 'post');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ title: 'Tara Stone posted', message: 'Mobility Monday: ten minutes, no excuses.', link: '/athlete/feed' });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(DEMO.athlete2.email)).toHaveLength(mailsBefore);
  });
});
