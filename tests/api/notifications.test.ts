/**
 * Notifications made by events, and which of them are also mailed (lambda `preference` says which), on the real
 * server with a real SMTP server on loopback: a refund decision notifies the athlete and mails them; a comment
 * notifies the post's author without mail; a new post from a followed trainer notifies, without mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MAIL } from '../../server/notifications/notifier';
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
  it('preference says which kinds are also mailed: purchases, sales, refunds, removed access and account security; not chat, posts or comments', async () => {
    const res = await http.get('/sportlink/member/lambda/preference', athlete2);
    expect(res.status).toBe(200);
    expect(res.body.model.email_notifications).toEqual(NOTIFICATION_MAIL);
    expect(NOTIFICATION_MAIL).toMatchObject({ purchase: true, sale: true, refund: true, access: true, chat: false, post: false, comment: false });
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
