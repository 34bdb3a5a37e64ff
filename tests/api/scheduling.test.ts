/**
 * Scheduling a session: a Google Calendar event through a local server speaking Google's token endpoint and
 * events.insert (checked for what it receives), the 503 when no calendar is configured, and the .ics file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SCHEDULING_MESSAGES } from '../../src/config/messages';
import { GoogleCalendar } from '../../server/scheduling/google-calendar';
import { GOOGLE_CLIENT, startGoogleCalendar, type GoogleCalendarDouble } from '../helpers/google-calendar-server';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

const CALENDAR_ID = 'coaching@group.calendar.test';
let google: GoogleCalendarDouble;
let configured: TestServer;
let plain: TestServer;
let http: ReturnType<typeof client>;
let httpPlain: ReturnType<typeof client>;
/** The demo trainer's athletes with an active enrollment, and one athlete who is not theirs. */
let mine: { id: number; name: string; email: string };
let stranger: number;

const session = (extra: Record<string, unknown> = {}) => ({
  title: 'Form check; squats, deadlifts',
  start: '2026-12-01T10:00:00+01:00',
  end: '2026-12-01T11:00:00+01:00',
  description: 'Bring your log.\nWarm up first.',
  location: 'Video call',
  ...extra,
});
const G = <Role extends string>(role: Role) => `/sportlink/${role}/lambda/scheduling/google-calendar-event` as const;
const ICS = <Role extends string>(role: Role) => `/sportlink/${role}/lambda/scheduling/ics` as const;
const inserts = () => google.calls.filter((c) => c.path.endsWith('/events'));
const tokenCalls = () => google.calls.filter((c) => c.path === '/token');

beforeAll(async () => {
  google = await startGoogleCalendar();
  configured = await startServer({
    env: {
      GOOGLE_CALENDAR_ID: CALENDAR_ID,
      GOOGLE_CALENDAR_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CALENDAR_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      GOOGLE_CALENDAR_REFRESH_TOKEN: GOOGLE_CLIENT.refreshToken,
      GOOGLE_CALENDAR_API_URL: `${google.url}/calendar/v3`,
      GOOGLE_CALENDAR_TOKEN_URL: `${google.url}/token`,
    },
  });
  plain = await startServer();
  http = client(configured);
  httpPlain = client(plain);
  const trainer = await http.login(DEMO.trainer.email, 'trainer');
  const athletes = (await http.get('/sportlink/trainer/lambda/athletes', trainer)).body.list as { athlete_id: number; athlete_name: string; status: string }[];
  const active = athletes.find((a) => a.status === 'active')!;
  const row = await configured.database.db.selectFrom('user').select(['email']).where('id', '=', active.athlete_id).executeTakeFirstOrThrow();
  mine = { id: active.athlete_id, name: active.athlete_name, email: String(row.email) };
  const others = await configured.database.db.selectFrom('user').select('id').where('role', '=', 'athlete').where('id', 'not in', athletes.map((a) => a.athlete_id)).execute();
  if (others.length) stranger = Number(others[0].id);
  else {
    const now = new Date().toISOString();
    const made = await configured.database.db
      .insertInto('user')
      .values({ email: 'stranger@example.test', password_hash: 'x', role: 'athlete', first_name: 'Not', last_name: 'Mine', status: 1, verify: 1, profile_complete: 1, two_factor_enabled: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    stranger = Number(made.id);
  }
});
afterAll(async () => {
  await configured?.close();
  await plain?.close();
  await google?.close();
});

describe('a Google Calendar event', () => {
  it('a trainer schedules a session with their athlete: Google gets the event, its times in UTC, both invited', async () => {
    const trainer = await http.login(DEMO.trainer.email, 'trainer');
    const res = await http.post(G('trainer'), session({ attendee_ids: [mine.id] }), trainer);
    expect(res.status, res.text).toBe(200);
    expect(res.body.model).toMatchObject({
      provider: 'google',
      status: 'confirmed',
      title: 'Form check; squats, deadlifts',
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:00:00.000Z',
      attendees: 2,
    });
    expect(res.body.model.id).toBe(google.events.at(-1)!.id);
    expect(res.body.model.html_link).toMatch(/^https:\/\/calendar\.example\.test\/event\?eid=/);
    expect(res.text).not.toContain(mine.email);
    expect(res.text).not.toContain('ya29.');

    const token = tokenCalls()[0];
    expect(token.body).toEqual({ grant_type: 'refresh_token', refresh_token: GOOGLE_CLIENT.refreshToken, client_id: GOOGLE_CLIENT.id, client_secret: GOOGLE_CLIENT.secret });
    const insert = inserts().at(-1)!;
    expect(insert.status).toBe(200);
    expect(insert.path).toBe(`/calendar/v3/calendars/${encodeURIComponent(CALENDAR_ID)}/events`);
    expect(insert.query).toEqual({ sendUpdates: 'all' });
    expect(insert.authorization).toMatch(/^Bearer ya29\./);
    expect(insert.body).toMatchObject({
      summary: 'Form check; squats, deadlifts',
      description: 'Bring your log.\nWarm up first.',
      location: 'Video call',
      start: { dateTime: '2026-12-01T09:00:00.000Z', timeZone: 'UTC' },
      end: { dateTime: '2026-12-01T10:00:00.000Z', timeZone: 'UTC' },
      guestsCanSeeOtherGuests: false,
      extendedProperties: { private: { sportlink_scheduled_by: '3' } },
    });
    expect(insert.body.attendees).toEqual([
      { email: DEMO.trainer.email, displayName: expect.any(String) },
      { email: mine.email, displayName: mine.name },
    ]);
  });

  it('keeps the access token for the next event and renews it once when Google no longer takes it', async () => {
    const trainer = await http.login(DEMO.trainer.email, 'trainer');
    const before = tokenCalls().length;
    expect((await http.post(G('trainer'), session(), trainer)).status).toBe(200);
    expect(tokenCalls().length).toBe(before);
    google.revokeTokens();
    const res = await http.post(G('trainer'), session({ title: 'After expiry' }), trainer);
    expect(res.status, res.text).toBe(200);
    expect(tokenCalls().length).toBe(before + 1);
    expect(inserts().slice(-2).map((c) => c.status)).toEqual([401, 200]);
  });

  it('an admin schedules with any active account', async () => {
    const admin = await http.login(DEMO.admin.email, 'admin');
    const res = await http.post(G('admin'), session({ attendee_ids: [3, stranger] }), admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.model.attendees).toBe(3);
    expect((inserts().at(-1)!.body.attendees as { email: string }[]).map((a) => a.email)).toEqual([DEMO.admin.email, DEMO.trainer.email, expect.any(String)]);
  });

  it('a trainer may invite only their own athletes, and an admin only active accounts; nothing reaches Google', async () => {
    const trainer = await http.login(DEMO.trainer.email, 'trainer');
    const admin = await http.login(DEMO.admin.email, 'admin');
    const sent = google.calls.length;
    const res = await http.post(G('trainer'), session({ attendee_ids: [mine.id, stranger] }), trainer);
    expect(res.status).toBe(422);
    expect(res.body.validation).toEqual({ attendee_ids: SCHEDULING_MESSAGES.notYourAthletes });
    const ghost = await http.post(G('admin'), session({ attendee_ids: [999999] }), admin);
    expect(ghost.status).toBe(422);
    expect(ghost.body.validation).toEqual({ attendee_ids: SCHEDULING_MESSAGES.unknownAttendees });
    expect(google.calls.length).toBe(sent);
  });

  it('checks the times and fields before calling Google', async () => {
    const trainer = await http.login(DEMO.trainer.email, 'trainer');
    const sent = google.calls.length;
    const backwards = await http.post(G('trainer'), session({ end: '2026-12-01T08:00:00Z' }), trainer);
    expect(backwards.status).toBe(422);
    expect(backwards.body).toMatchObject({ message: SCHEDULING_MESSAGES.endBeforeStart, validation: { end: SCHEDULING_MESSAGES.endBeforeStart } });
    const long = await http.post(G('trainer'), session({ end: '2026-12-03T10:00:00Z' }), trainer);
    expect(long.body.validation).toEqual({ end: SCHEDULING_MESSAGES.tooLong(24) });
    for (const body of [session({ title: '   ' }), session({ start: 'tomorrow' }), session({ organizer: 'me' }), session({ attendee_ids: [5, 5] })]) {
      const res = await http.post(G('trainer'), body, trainer);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(google.calls.length).toBe(sent);
  });

  it('says why when Google refuses the event', async () => {
    const trainer = await http.login(DEMO.trainer.email, 'trainer');
    google.failNext = { status: 403, message: 'The calendar is read-only.' };
    const res = await http.post(G('trainer'), session(), trainer);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(SCHEDULING_MESSAGES.calendarRefused('The calendar is read-only.'));
  });

  it('says the credentials are refused when the refresh token is revoked, and that Google is unreachable when it does not answer', async () => {
    const base = { calendarId: CALENDAR_ID, clientId: GOOGLE_CLIENT.id, clientSecret: GOOGLE_CLIENT.secret, apiUrl: `${google.url}/calendar/v3`, tokenUrl: `${google.url}/token` };
    const event = { summary: 'x', start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T10:00:00.000Z', attendees: [], scheduledBy: 1 };
    await expect(new GoogleCalendar({ ...base, refreshToken: 'revoked' }).insertEvent(event)).rejects.toMatchObject({ statusCode: 502, message: SCHEDULING_MESSAGES.calendarAuthFailed });
    await expect(new GoogleCalendar({ ...base, refreshToken: GOOGLE_CLIENT.refreshToken, tokenUrl: 'http://127.0.0.1:9/token' }).insertEvent(event)).rejects.toMatchObject({
      statusCode: 502,
      message: SCHEDULING_MESSAGES.calendarUnreachable,
    });
  });
});

describe('who may schedule', () => {
  it('a signed-out visitor is asked to sign in, an athlete is refused, a trainer token on the admin path is refused', async () => {
    const athlete = await http.login(DEMO.athlete.email, 'member');
    const trainer = await http.login(DEMO.trainer.email, 'trainer');
    const sent = google.calls.length;
    for (const path of [G, ICS]) {
      expect((await http.post(path('trainer'), session())).status).toBe(401);
      const refused = await http.post(path('member'), session(), athlete);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(SCHEDULING_MESSAGES.whoMaySchedule);
      expect((await http.post(path('admin'), session(), trainer)).status).toBe(403);
    }
    expect(google.calls.length).toBe(sent);
  });

  it('a deactivated trainer may not schedule, by Google or by file', async () => {
    const trainer = await http.login(DEMO.trainer2.email, 'trainer');
    await configured.database.db.updateTable('user').set({ status: 0 }).where('id', '=', 4).execute();
    try {
      const sent = google.calls.length;
      for (const path of [G, ICS]) {
        const res = await http.post(path('trainer'), session(), trainer);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(MESSAGES.accountDeactivated);
      }
      expect(google.calls.length).toBe(sent);
    } finally {
      await configured.database.db.updateTable('user').set({ status: 1 }).where('id', '=', 4).execute();
    }
  });
});

describe('without a Google Calendar', () => {
  it('says scheduling with Google Calendar is not configured (503)', async () => {
    const trainer = await httpPlain.login(DEMO.trainer.email, 'trainer');
    const res = await httpPlain.post(G('trainer'), session(), trainer);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: true, message: SCHEDULING_MESSAGES.notConfigured });
  });

  it('gives the trainer the same session as an .ics file in UTC, naming the athlete without their address', async () => {
    const trainer = await httpPlain.login(DEMO.trainer.email, 'trainer');
    const res = await httpPlain.post(ICS('trainer'), session({ attendee_ids: [mine.id] }), trainer);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="session.ics"');
    expect(res.text.endsWith('\r\n')).toBe(true);
    expect(res.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = res.text.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART:20261201T090000Z');
    expect(lines).toContain('DTEND:20261201T100000Z');
    expect(lines).toContain('SUMMARY:Form check\\; squats\\, deadlifts');
    expect(lines).toContain(`DESCRIPTION:Bring your log.\\nWarm up first.\\n\\nWith: ${mine.name.replace(/,/g, '\\,')}`);
    expect(lines.find((l) => l.startsWith('ORGANIZER;'))).toMatch(new RegExp(`:mailto:${DEMO.trainer.email}$`));
    expect(lines.some((l) => l.startsWith('ATTENDEE'))).toBe(false);
    expect(res.text).not.toContain(mine.email);
    expect(lines.find((l) => l.startsWith('UID:'))).toMatch(/^UID:[0-9a-f-]{36}@sportlink$/);
  });

  it('gives an admin the file with the attendees’ addresses', async () => {
    const admin = await httpPlain.login(DEMO.admin.email, 'admin');
    const res = await httpPlain.post(ICS('admin'), session({ attendee_ids: [mine.id] }), admin);
    expect(res.status).toBe(200);
    const lines = res.text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toEqual([`ATTENDEE;CN="${mine.name}";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${mine.email}`]);
  });

  it('checks the file’s session like the event’s', async () => {
    const trainer = await httpPlain.login(DEMO.trainer.email, 'trainer');
    const res = await httpPlain.post(ICS('trainer'), session({ end: '2026-11-30T10:00:00Z' }), trainer);
    expect(res.status).toBe(422);
    expect(res.body.validation).toEqual({ end: SCHEDULING_MESSAGES.endBeforeStart });
    expect((await httpPlain.post(ICS('trainer'), session({ attendee_ids: [stranger] }), trainer)).status).toBe(422);
  });
});
