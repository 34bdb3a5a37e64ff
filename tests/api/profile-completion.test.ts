/**
 * Profile completion (pending mode, requirements §6) over real HTTP and a real database: new sign-ups start with
 * profile_complete 0; lambda `profile/complete` checks the role's fields, then writes the profile row, the
 * photo and profile_complete 1 together or not at all. And lambda `profile` (updateProfile) changes the
 * name and photo only, never the account's role, state or flags.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROFILE_MESSAGES as M } from '../../src/config/messages';
import { callerOf } from '../../server/records/context';
import { client, DEMO, startServer, TEST_DB, type RequestBody, type TestServer } from '../helpers/server';
import { linkIn, startSmtp, type TestSmtp } from '../helpers/smtp';

let server: TestServer;
let smtp: TestSmtp;
let http: ReturnType<typeof client>;
const L = '/sportlink';
const PASSWORD = 'Lift-Heavy-Things-Daily';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ env: { SMTP_URL: smtp.url } });
  http = client(server);
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type PathRole = 'trainer' | 'member';
let seq = 0;

/** Signs a new account up through lambda register, confirms it through the mailed link, signs in. */
async function newAccount(role: PathRole, opts: { names?: boolean } = {}): Promise<{ id: number; email: string; token: string }> {
  const email = `pc-${role}-${++seq}-${Date.now()}@example.test`;
  const names = opts.names === false ? {} : { first_name: 'New', last_name: role === 'trainer' ? 'Coach' : 'Athlete' };
  const res = await http.post(`${L}/${role}/lambda/register`, { email, password: PASSWORD, ...names });
  expect(res.status).toBe(200);
  const link = linkIn(await smtp.next(email), 'http://app.test/verify-email');
  expect((await http.post(`${L}/${role}/lambda/verify-email`, { token: link.searchParams.get('token')! })).status).toBe(200);
  const login = await http.post(`${L}/${role}/lambda/login`, { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return { id: Number(login.body.user_id), email, token: login.body.token };
}

const complete = (role: PathRole | 'admin', body: RequestBody<'POST', `${typeof L}/${PathRole | 'admin'}/lambda/profile/complete`>, token: string | null) => http.post(`${L}/${role}/lambda/profile/complete`, body, token);

async function uploadPhoto(role: PathRole, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${server.api}${L}/${role}/lambda/upload`, { method: 'POST', headers: { 'x-project': 'sportlink', authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

const userRow = (id: number) => server.database.db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const profileRows = (table: 'trainer_profile' | 'athlete_profile', userId: number) => server.database.db.selectFrom(table).selectAll().where('user_id', '=', userId).execute();

/** The account's user row (less updated_at) and its profile rows: what a refused call must leave as it was. */
async function state(id: number) {
  const { updated_at: _u, ...user } = await userRow(id);
  return { user, trainer: await profileRows('trainer_profile', id), athlete: await profileRows('athlete_profile', id) };
}

const TRAINER = { headline: 'Strength for busy people', bio: 'Ten years of coaching lifters from their first squat.', specialties: 'Strength, Mobility, strength ', certifications: 'NSCA-CSCS', years_experience: 10 };
const ATHLETE = { goals: 'Run a half marathon under two hours', level: 'intermediate' as const, height_cm: 172, weight_kg: 68.5, birth_date: '1995-04-20' };

describe('a new account starts in pending mode and completes its profile', () => {
  it('a trainer completes the profile with an uploaded photo: one trainer_profile row, the photo and profile_complete 1', async () => {
    const t = await newAccount('trainer');
    expect((await http.get(`${L}/trainer/lambda/profile`, t.token)).body.model).toMatchObject({ profile_complete: 0, details: null, photo: null });
    const photo = await uploadPhoto('trainer', t.token);
    expect(photo).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);

    const res = await complete('trainer', { ...TRAINER, photo }, t.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, model: { id: t.id, role: 'trainer', photo, profile_complete: 1, account_state: 'active' } });
    expect(res.body.model.details).toMatchObject({ user_id: t.id, headline: TRAINER.headline, bio: TRAINER.bio, specialties: 'Strength, Mobility', certifications: 'NSCA-CSCS', years_experience: 10 });

    expect(await userRow(t.id)).toMatchObject({ profile_complete: 1, photo });
    expect(await profileRows('trainer_profile', t.id)).toHaveLength(1);
    expect(await profileRows('athlete_profile', t.id)).toHaveLength(0);
    expect((await http.get(`${L}/trainer/lambda/profile`, t.token)).body.model).toMatchObject({ profile_complete: 1, photo, details: { bio: TRAINER.bio } });
  });

  it('an athlete completes the profile with goals, level and body data', async () => {
    const a = await newAccount('member');
    expect((await userRow(a.id)).profile_complete).toBe(0);
    const photo = await uploadPhoto('member', a.token);
    const res = await complete('member', { ...ATHLETE, photo }, a.token);
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ role: 'athlete', photo, profile_complete: 1 });
    expect(res.body.model.details).toMatchObject({ user_id: a.id, ...ATHLETE });
    expect(await profileRows('athlete_profile', a.id)).toHaveLength(1);
    expect(await profileRows('trainer_profile', a.id)).toHaveLength(0);
  });

  it('only the required fields are enough; the photo left out stays as it was', async () => {
    const a = await newAccount('member');
    const res = await complete('member', { goals: 'Move every day', level: 'beginner' }, a.token);
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ profile_complete: 1, photo: null, details: { goals: 'Move every day', level: 'beginner', height_cm: null, weight_kg: null, birth_date: null } });
  });

  it('completing again updates the same row (an upsert), and null removes the photo', async () => {
    const t = await newAccount('trainer');
    const photo = await uploadPhoto('trainer', t.token);
    expect((await complete('trainer', { ...TRAINER, photo }, t.token)).status).toBe(200);
    const [first] = await profileRows('trainer_profile', t.id);
    const again = await complete('trainer', { bio: 'A new bio.', specialties: 'Running', photo: null }, t.token);
    expect(again.status).toBe(200);
    const rows = await profileRows('trainer_profile', t.id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].id)).toBe(Number(first.id));
    expect(rows[0]).toMatchObject({ bio: 'A new bio.', specialties: 'Running', headline: null, years_experience: null });
    expect(await userRow(t.id)).toMatchObject({ profile_complete: 1, photo: null });
  });

  it('a demo trainer with a profile already (seeded) updates it in place', async () => {
    const token = await http.login(DEMO.trainer.email, 'trainer');
    const res = await complete('trainer', { bio: 'Seeded coach, new words.', specialties: 'Strength, hypertrophy' }, token);
    expect(res.status).toBe(200);
    expect(await profileRows('trainer_profile', res.body.model.id)).toHaveLength(1);
  });
});

describe('an account signed up without names', () => {
  it('is asked for them at profile completion, which writes them with the profile', async () => {
    const a = await newAccount('member', { names: false });
    expect(await userRow(a.id)).toMatchObject({ first_name: '', last_name: '' });
    const before = await state(a.id);
    const missing = await complete('member', { goals: 'Move every day', level: 'beginner' }, a.token);
    expect(missing.status).toBe(422);
    expect(missing.body.validation).toEqual({ first_name: 'Enter your first name', last_name: 'Enter your last name' });
    expect(await state(a.id)).toEqual(before);
    const done = await complete('member', { goals: 'Move every day', level: 'beginner', first_name: ' Nia ', last_name: 'Runner' }, a.token);
    expect(done.status, done.text).toBe(200);
    expect(done.body.model).toMatchObject({ first_name: 'Nia', last_name: 'Runner', profile_complete: 1 });
    // Named now: completing again without names keeps them; a name sent changes it.
    expect((await complete('member', { goals: 'Move more', level: 'beginner' }, a.token)).body.model).toMatchObject({ first_name: 'Nia', last_name: 'Runner' });
    expect((await complete('member', { goals: 'Move more', level: 'beginner', last_name: 'Swift' }, a.token)).body.model).toMatchObject({ first_name: 'Nia', last_name: 'Swift' });
  });

  it('may browse but not buy until the profile is complete', async () => {
    const a = await newAccount('member', { names: false });
    const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
    expect((await http.get(`/records/sportlink/member/program?size=1`, a.token)).status).toBe(200);
    const refused = await http.post(`${L}/member/lambda/stripe/checkout`, { program_id: 1, card }, a.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Complete your profile before buying a program');
    expect(await server.database.db.selectFrom('checkout').select('id').where('athlete_id', '=', a.id).execute()).toEqual([]);
    expect((await complete('member', { goals: 'Move', level: 'beginner', first_name: 'Ana', last_name: 'Buyer' }, a.token)).status).toBe(200);
    const bought = await http.post(`${L}/member/lambda/stripe/checkout`, { program_id: 1, card }, a.token);
    expect(bought.status, bought.text).toBe(200);
    expect(bought.body.checkout.status).toBe('succeeded');
  });

  it('a pending trainer may draft a program but not submit it for review', async () => {
    const t = await newAccount('trainer');
    const R = '/records/sportlink/trainer';
    const draft = await http.post(`${R}/program`, { title: 'Pending Power', price: 1500, currency: 'USD', pricing: 'one_time', duration_weeks: 4 }, t.token);
    expect(draft.status, draft.text).toBe(200);
    const id = draft.body.data;
    const split = await http.post(`${R}/split`, { program_id: id, title: 'Phase 1', position: 0 }, t.token);
    const workout = await http.post(`${R}/workout`, { split_id: split.body.data, day: 1, title: 'Day 1' }, t.token);
    expect((await http.post(`${R}/workout_exercise`, { workout_id: workout.body.data, exercise_id: 1, position: 0, sets: 3, reps: '10' }, t.token)).status).toBe(200);
    const refused = await http.put(`${R}/program/${id}`, { status: 'pending_review' }, t.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Complete your profile before submitting a program for review: athletes read it before they buy');
    expect((await server.database.db.selectFrom('program').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('draft');
    expect((await complete('trainer', TRAINER, t.token)).status).toBe(200);
    expect((await http.put(`${R}/program/${id}`, { status: 'pending_review' }, t.token)).status).toBe(200);
  });

  it('a trainer too; a name too long is refused at its field', async () => {
    const t = await newAccount('trainer', { names: false });
    const long = await complete('trainer', { bio: 'A bio.', specialties: 'Running', first_name: 'T'.repeat(101), last_name: 'Coach' }, t.token);
    expect(long.status).toBe(400);
    expect(long.body.validation).toHaveProperty('first_name');
    const ok = await complete('trainer', { bio: 'A bio.', specialties: 'Running', first_name: 'Tess', last_name: 'Coach' }, t.token);
    expect(ok.body.model).toMatchObject({ first_name: 'Tess', last_name: 'Coach', profile_complete: 1 });
  });
});

describe('the fields are checked, with a message at each field', () => {
  let trainer: { id: number; token: string };
  let athlete: { id: number; token: string };
  beforeAll(async () => {
    trainer = await newAccount('trainer');
    athlete = await newAccount('member');
  });

  /** Refused with `status`, naming `field` (with `message` when given), and nothing written. */
  async function refused(role: PathRole, body: Record<string, unknown>, status: 400 | 422, field: string, message?: string) {
    const who = role === 'trainer' ? trainer : athlete;
    const before = await state(who.id);
    const res = await http.raw.post(`${L}/${role}/lambda/profile/complete`, body, who.token); // deliberately outside the contract
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error).toBe(true);
    expect(typeof res.body.message).toBe('string');
    expect(Object.keys(res.body.validation ?? {})).toContain(field);
    if (message) {
      expect(res.body.validation[field]).toBe(message);
      expect(res.body.message).toContain(message);
    }
    expect(await state(who.id)).toEqual(before);
    expect(before.user.profile_complete).toBe(0);
  }

  it('trainer: bio and specialties are required (missing, null or blank)', async () => {
    await refused('trainer', { specialties: 'Running' }, 422, 'bio', M.bioRequired);
    await refused('trainer', { bio: null, specialties: 'Running' }, 422, 'bio', M.bioRequired);
    await refused('trainer', { bio: '   \n ', specialties: 'Running' }, 422, 'bio', M.bioRequired);
    await refused('trainer', { bio: 'A bio.' }, 422, 'specialties', M.specialtiesRequired);
    await refused('trainer', { bio: 'A bio.', specialties: ' , ,' }, 422, 'specialties', M.specialtiesRequired);
    const both = await complete('trainer', {}, trainer.token);
    expect(both.status).toBe(422);
    expect(both.body.validation).toEqual({ bio: M.bioRequired, specialties: M.specialtiesRequired });
    expect(both.body.message).toBe(M.checkFields([M.bioRequired, M.specialtiesRequired]));
  });

  it('trainer: years of experience is a whole number from 0 to 80; texts keep their lengths', async () => {
    const ok = { bio: 'A bio.', specialties: 'Running' };
    await refused('trainer', { ...ok, years_experience: 81 }, 400, 'years_experience');
    await refused('trainer', { ...ok, years_experience: -1 }, 400, 'years_experience');
    await refused('trainer', { ...ok, years_experience: 2.5 }, 400, 'years_experience');
    await refused('trainer', { ...ok, years_experience: 'ten' }, 400, 'years_experience');
    await refused('trainer', { ...ok, headline: 'x'.repeat(161) }, 400, 'headline');
    await refused('trainer', { ...ok, bio: 'x'.repeat(5001) }, 400, 'bio');
    await refused('trainer', { ...ok, certifications: 'x'.repeat(1001) }, 400, 'certifications');
    await refused('trainer', { bio: 'A bio.', specialties: 'x'.repeat(61) }, 422, 'specialties', M.tooLong(`The specialty "${'x'.repeat(20)}…"`, 60));
    await refused('trainer', { ...ok, bio: 'A bio with a \u0000 in it.' }, 422, 'bio', M.badCharacter('Bio'));
  });

  it('athlete: goals and level are required; level is one of three', async () => {
    await refused('member', { level: 'beginner' }, 422, 'goals', M.goalsRequired);
    await refused('member', { goals: '  ', level: 'beginner' }, 422, 'goals', M.goalsRequired);
    await refused('member', { goals: 'Get fit' }, 422, 'level', M.levelRequired);
    await refused('member', { goals: 'Get fit', level: null }, 422, 'level', M.levelRequired);
    await refused('member', { goals: 'Get fit', level: 'expert' }, 400, 'level');
    await refused('member', { goals: 'x'.repeat(1001), level: 'beginner' }, 400, 'goals');
  });

  it('athlete: height 50–260 whole cm, weight 20–400 kg, a real birth date in the last 120 years and not in the future', async () => {
    const ok = { goals: 'Get fit', level: 'advanced' as const };
    await refused('member', { ...ok, height_cm: 49 }, 400, 'height_cm');
    await refused('member', { ...ok, height_cm: 261 }, 400, 'height_cm');
    await refused('member', { ...ok, height_cm: 170.5 }, 400, 'height_cm');
    await refused('member', { ...ok, weight_kg: 19.9 }, 400, 'weight_kg');
    await refused('member', { ...ok, weight_kg: 400.1 }, 400, 'weight_kg');
    await refused('member', { ...ok, birth_date: '20/04/1995' }, 400, 'birth_date');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await refused('member', { ...ok, birth_date: tomorrow }, 422, 'birth_date', M.birthDateFuture);
    await refused('member', { ...ok, birth_date: '1890-01-01' }, 422, 'birth_date', M.birthDateTooOld(120));
    // The edges are in.
    const edges = await complete('member', { ...ok, height_cm: 50, weight_kg: 400, birth_date: new Date().toISOString().slice(0, 10) }, athlete.token);
    expect(edges.status).toBe(200);
    await server.database.db.updateTable('user').set({ profile_complete: 0 }).where('id', '=', athlete.id).execute();
    await server.database.db.deleteFrom('athlete_profile').where('user_id', '=', athlete.id).execute();
  });

  it('a field of the other role is refused, and so is an unknown one', async () => {
    await refused('trainer', { bio: 'A bio.', specialties: 'Running', goals: 'Sneaky' }, 422, 'goals', M.otherRoleField('goals', 'trainer'));
    await refused('member', { goals: 'Get fit', level: 'beginner', years_experience: 3 }, 422, 'years_experience', M.otherRoleField('years_experience', 'athlete'));
    await refused('trainer', { bio: 'A bio.', specialties: 'Running', profile_complete: 1 }, 400, 'profile_complete');
    await refused('trainer', { bio: 'A bio.', specialties: 'Running', role: 'admin' }, 400, 'role');
  });

  it('the photo is an uploaded image or an https address, nothing else', async () => {
    const ok = { bio: 'A bio.', specialties: 'Running' };
    // Not a link at all (the contract's link format, the URL policy's): refused before the profile's own rule.
    for (const photo of ['javascript:alert(1)', '/uploads/../../etc/passwd.png', 'data:image/png;base64,AAAA', '//evil.example/me.png', '/\\evil.example/me.png']) {
      await refused('trainer', { ...ok, photo }, 422, 'photo', 'must be an http(s) address or a path of this site');
    }
    // A link, but not an uploaded image or an https address.
    for (const photo of ['http://plain.example/me.png', '/uploads/2026/01/clip.mp4', '/trainer/profile.png']) {
      await refused('trainer', { ...ok, photo }, 422, 'photo', M.photoInvalid);
    }
    await refused('trainer', { ...ok, photo: `https://${'x'.repeat(2050)}` }, 400, 'photo');
  });
});

describe('all or nothing', () => {
  it('a refused completion writes nothing: no profile row, the photo and the pending state unchanged', async () => {
    const t = await newAccount('trainer');
    const photo = await uploadPhoto('trainer', t.token);
    const before = await state(t.id);
    const res = await complete('trainer', { bio: 'A perfectly good bio.', headline: 'Fine', photo, specialties: '' }, t.token);
    expect(res.status).toBe(422);
    expect(await state(t.id)).toEqual(before);
  });

  it('when the database fails after the profile row is written, that row is rolled back with the rest', async () => {
    const t = await newAccount('trainer');
    const photo = await uploadPhoto('trainer', t.token);
    const before = await state(t.id);
    // A trigger refuses this account's profile_complete update: the transaction has already written the profile row.
    const db = server.database.db;
    if (TEST_DB === 'postgres') {
      await sql
        .raw(`create function pc_refuse() returns trigger as $$ begin raise exception 'refused by the test'; end $$ language plpgsql;
              create trigger pc_refuse before update of profile_complete on "user" for each row when (new.id = ${t.id} and new.profile_complete = 1) execute function pc_refuse();`)
        .execute(db);
    } else {
      await sql.raw(`create trigger pc_refuse before update of profile_complete on "user" when new.id = ${t.id} and new.profile_complete = 1 begin select raise(abort, 'refused by the test'); end`).execute(db);
    }
    try {
      const res = await complete('trainer', { ...TRAINER, photo }, t.token);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: true, message: 'Internal server error' });
      expect(await state(t.id)).toEqual(before);
      expect(before.trainer).toHaveLength(0);
    } finally {
      await sql.raw('drop trigger pc_refuse' + (TEST_DB === 'postgres' ? ' on "user"; drop function pc_refuse()' : '')).execute(db);
    }
    // Without the failure the same call goes through.
    expect((await complete('trainer', { ...TRAINER, photo }, t.token)).status).toBe(200);
  });
});

describe('who may complete a profile', () => {
  it('a deactivated account is refused with the deactivated-account message, and nothing is written', async () => {
    const a = await newAccount('member');
    await server.database.db.updateTable('user').set({ status: 0 }).where('id', '=', a.id).execute();
    const before = await state(a.id);
    const res = await complete('member', ATHLETE, a.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: true, message: MESSAGES.accountDeactivated });
    expect(await state(a.id)).toEqual(before);
  });

  it('admins and super admins have no profile to complete', async () => {
    for (const who of [DEMO.admin, DEMO.superAdmin]) {
      const token = await http.login(who.email, 'admin');
      const id = (await http.get(`${L}/admin/lambda/profile`, token)).body.model.id as number;
      const before = await state(id);
      const res = await complete('admin', TRAINER, token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(M.adminHasNoProfile);
      expect((await complete('admin', ATHLETE, token)).status).toBe(403);
      // On another role's path the token's role does not match.
      expect((await complete('trainer', TRAINER, token)).status).toBe(403);
      expect(await state(id)).toEqual(before);
    }
  });

  it('a token answers only on its own role path, and a signed-out call is a 401', async () => {
    const a = await newAccount('member');
    expect((await complete('trainer', TRAINER, a.token)).status).toBe(403);
    const anonymous = await complete('member', ATHLETE, null);
    expect(anonymous.status).toBe(401);
    expect((await userRow(a.id)).profile_complete).toBe(0);
  });
});

describe('updateProfile changes the name and photo only', () => {
  it('changes first_name, last_name and photo', async () => {
    const t = await newAccount('trainer');
    const res = await http.post(`${L}/trainer/lambda/profile`, { first_name: '  Casey ', last_name: 'Lift', photo: 'https://img.example/c.png' }, t.token);
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ first_name: 'Casey', last_name: 'Lift', photo: 'https://img.example/c.png', profile_complete: 0, role: 'trainer' });
  });

  it('cannot set role, status, verify, profile_complete, email, password_hash or two_factor_enabled, alone or beside a name', async () => {
    const t = await newAccount('trainer');
    const forbidden: Record<string, unknown> = { role: 'admin', status: 0, verify: 0, profile_complete: 1, email: 'taken.over@example.test', password_hash: 'x', two_factor_enabled: 1, id: 1, created_at: '2000-01-01T00:00:00.000Z' };
    const before = await state(t.id);
    for (const [field, value] of Object.entries(forbidden)) {
      for (const body of [{ [field]: value }, { first_name: 'Mallory', [field]: value }]) {
        const res = await http.post(`${L}/trainer/lambda/profile`, body, t.token);
        expect(res.status, `${field}: ${res.text}`).toBe(400);
        expect(res.body.validation).toEqual({ [field]: 'is not a known field' });
      }
    }
    expect(await state(t.id)).toEqual(before);
    expect(before.user).toMatchObject({ role: 'trainer', status: 1, verify: 1, profile_complete: 0, first_name: 'New' });
  });

  it('even a body past the contract schema writes only the name and photo (the handler picks its fields)', async () => {
    const t = await newAccount('trainer');
    const caller = callerOf(t.id, 'trainer', { status: 1 });
    const res = await server.app.accounts.updateProfile(caller, { first_name: 'Eve', role: 'admin', status: 0, verify: 0, profile_complete: 1, email: 'eve@example.test', password_hash: 'x' });
    expect(res.model).toMatchObject({ first_name: 'Eve', role: 'trainer', status: 1, verify: 1, profile_complete: 0, email: t.email });
    expect(await userRow(t.id)).toMatchObject({ first_name: 'Eve', role: 'trainer', status: 1, verify: 1, profile_complete: 0, email: t.email });
    await expect(server.app.accounts.updateProfile(caller, { role: 'admin' })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('a blank name is refused', async () => {
    const t = await newAccount('trainer');
    const res = await http.post(`${L}/trainer/lambda/profile`, { first_name: '   ' }, t.token);
    expect(res.status).toBe(422);
    expect(res.body.validation).toEqual({ first_name: 'is required' });
  });

  it('the records API cannot set profile_complete on your own user row either', async () => {
    const t = await newAccount('trainer');
    const before = await state(t.id);
    const res = await http.raw.put(`/records/sportlink/trainer/user/${t.id}`, { profile_complete: 1 }, t.token); // not a writable field: deliberately outside the contract
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await state(t.id)).toEqual(before);
  });
});
