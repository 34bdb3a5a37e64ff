/**
 * Every read the athlete's screens make, sent by the screens' own code (their `api/` functions and query builders,
 * through the web app's records SDK) to the real server: as the owner athlete, as another athlete, and as a visitor
 * where the screen is open. Each answer is checked for what the screen reads (its fields and embedded joins) and for
 * isolation: only published programs (a draft and an archived program, both featured by an admin, with posts about
 * them, preview splits and a saved library item, never show, not even embedded), and only the caller's own
 * enrollments, workout logs, purchases, refunds, library items, follows and notifications.
 *
 * Demo data (server/db/seed.ts): Tara (user 3) owns programs 1–3 and the draft 7; Marco (4) owns 4–6 and 8 (in
 * review). Alex (5) holds programs 1 and 4 (enrollments and transactions 1 and 2), has three logs of workout 1,
 * reviewed program 1, follows Tara and Marco and saved exercise 1. Jordan (6) holds programs 2 and 3 (enrollments
 * and transactions 3 and 4; refund 1 is theirs), reviewed program 2 and follows Tara. Program 1's first split (1) is
 * a free preview, its second (2) is not; every split has three workouts of three exercises.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig, setRoleGetter, setTokenGetter } from '../../src/api/config';
import { records } from '../../src/api/records';
import { getCmsPage } from '../../storefront/shared/cms/get-cms-page';
import { CMS_PAGES } from '../../src/config/cms';
import type { PathRole } from '../../src/config/constants';
import { getNotifications } from '../../storefront/shared/notifications/get-notifications';
import { getUnreadCount } from '../../storefront/shared/notifications/unread-count';
import { getProgramReviews } from '../../src/ui/program-reviews';
import { getPurchases } from '../../storefront/athlete/billing/api/get-purchases';
import { requestRefund } from '../../storefront/athlete/billing/api/request-refund';
import { filterPosts } from '../../storefront/athlete/blog/api/filter-posts';
import { getPosts } from '../../storefront/athlete/blog/api/get-posts';
import { EMPTY_BLOG_QUERY } from '../../storefront/athlete/blog/blog-query';
import { getPriceQuote } from '../../storefront/athlete/common/checkout/api/get-price-quote';
import { getFeedPage } from '../../storefront/athlete/feed/api/get-feed';
import { getFeedSources } from '../../storefront/athlete/common/feed/api/get-feed-sources';
import { getPost } from '../../storefront/athlete/common/feed/api/posts-cache';
import { feedAnyFilters, type Post } from '../../storefront/athlete/common/feed/feed-logic';
import { getFeatured } from '../../storefront/athlete/home/api/get-featured';
import { getPrograms } from '../../storefront/athlete/home/api/get-programs';
import { getSports, getTrainers as getHomeTrainers } from '../../storefront/athlete/home/api/get-trainers';
import { EMPTY_CATALOG, type Catalog } from '../../storefront/athlete/home/catalog-query';
import { getLibrary } from '../../storefront/athlete/common/library/api/get-library';
import { getLibraryPage } from '../../storefront/athlete/library/api/get-library-page';
import { getOwnedPrograms } from '../../storefront/athlete/common/owned-programs/api/get-owned-programs';
import { getTrainingProgress } from '../../storefront/athlete/common/owned-programs/api/get-training-progress';
import { getSplitPreview } from '../../storefront/athlete/program-preview/api/get-split-preview';
import { getProgramEnrollment } from '../../storefront/athlete/program/api/get-enrollment';
import { getMyReview } from '../../storefront/athlete/program/api/get-my-review';
import { getProgram } from '../../storefront/athlete/program/api/get-program';
import { getTrainerProfile } from '../../storefront/athlete/program/api/get-trainer-profile';
import { getFollow } from '../../storefront/athlete/trainer-details/api/get-follow';
import { getFollowerCount } from '../../storefront/athlete/trainer-details/api/get-follower-count';
import { getTrainer } from '../../storefront/athlete/trainer-details/api/get-trainer';
import { getTrainerPostsPage } from '../../storefront/athlete/trainer-details/api/get-trainer-posts';
import { getTrainerPrograms } from '../../storefront/athlete/trainer-details/api/get-trainer-programs';
import { getTrainers as getDiscoverTrainers } from '../../storefront/athlete/common/trainer-details/api/get-trainers';
import { createWorkoutLog, newClientId } from '../../storefront/athlete/training/api/create-workout-log';
import { getTrainingPlan } from '../../storefront/athlete/common/training/api/get-training-plan';
import { getWorkoutLogs } from '../../storefront/athlete/training/api/get-workout-logs';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are walked as plain JSON */

interface Who {
  name: string;
  token: string | null;
  /** The path role the web app uses for this session (src/api/config.ts: a visitor's is member). */
  role: PathRole;
}

/** One request the SDK sent and the server's raw answer (before a screen's function picks or filters). */
interface Exchange {
  method: string;
  url: URL;
  body: any;
  status: number;
  answer: any;
}

const R = '/records/sportlink';
const ALEX = 5;
const JORDAN = 6;
const TARA = 3;
const MARCO = 4;
/** What anyone may see of another person's account (the user policy's publicFields). */
const PUBLIC_USER_FIELDS = ['first_name', 'id', 'last_name', 'photo', 'role'];
/** Seeded programs that are not published: Tara's draft and Marco's program in review. */
const SEEDED_UNPUBLISHED = [7, 8];

let server: TestServer;
let http: ReturnType<typeof client>;
let visitor: Who;
let alex: Who;
let jordan: Who;
let tara: Who;
let admin: string;
let exchanges: Exchange[] = [];

/** What the test adds before the screens are asked (see beforeAll). */
const made = {
  draft: 0,
  draftSplit: 0,
  archived: 0,
  archivedSplit: 0,
  draftPost: 0,
  archivedPost: 0,
  jordanLibraryItem: 0,
  jordanLog: 0,
  retiredTrainer: 0,
};
const hidden = () => [made.draft, made.archived, ...SEEDED_UNPUBLISHED];

/** Runs a screen's own call as `who` (the session's token and path role, as the web app sets them); its requests are in `exchanges`. */
async function as<T>(who: Who, call: () => Promise<T>): Promise<T> {
  exchanges = [];
  setTokenGetter(() => who.token);
  setRoleGetter(() => who.role);
  return call();
}

const isStatusError = (err: unknown): err is { status: number } => typeof (err as { status?: unknown })?.status === 'number';

/** The HTTP status a screen's call failed with. */
async function failure(who: Who, call: () => Promise<unknown>): Promise<number> {
  try {
    await as(who, call);
  } catch (err) {
    if (isStatusError(err)) return err.status;
    throw err;
  }
  throw new Error(`${who.name}: the call succeeded`);
}

/** Every object anywhere in a JSON value, with the key it sits under. */
function walk(value: unknown, key: string | null = null, out: { key: string | null; value: Record<string, any> }[] = []) {
  if (Array.isArray(value)) for (const v of value) walk(v, key, out);
  else if (value && typeof value === 'object') {
    out.push({ key, value: value as Record<string, any> });
    for (const [k, v] of Object.entries(value)) walk(v, k, out);
  }
  return out;
}

/** The ids of every program embedded (under `program`) anywhere in the raw answers. */
const programIdsIn = (answers: readonly unknown[]): number[] => answers.flatMap((a) => walk(a).filter((o) => o.key === 'program').map((o) => Number(o.value.id)));

/**
 * Embedded people (author, trainer, athlete, user) carry only the public fields, and nothing anywhere carries an email
 * or a password hash; `self` is the caller, whose own row is theirs to read in full.
 */
function expectPublicPeople(answers: readonly unknown[], self: number | null = null) {
  for (const { key, value } of answers.flatMap((a) => walk(a))) {
    const person = ['author', 'trainer', 'athlete', 'user'].includes(key ?? '');
    if (person && value.id === self) continue;
    expect(value).not.toHaveProperty('email');
    expect(value).not.toHaveProperty('password_hash');
    if (person) expect(Object.keys(value).sort(), `${key} ${value.id}`).toEqual(PUBLIC_USER_FIELDS);
  }
}

const answers = () => exchanges.map((e) => e.answer);
/** The raw answer of the request to one table (a screen may send several at once, in any order). */
const answerFrom = (table: string) => exchanges.find((e) => e.url.pathname.split('/').includes(table))?.answer;
const ids = (rows: readonly { id?: number | null }[]) => rows.map((r) => Number(r.id));
const catalog = (change: Partial<Catalog> = {}): Catalog => ({ ...EMPTY_CATALOG, ...change });

async function ok(res: { status: number; text: string; body: any }) {
  expect(res.status, res.text).toBe(200);
  return res.body;
}

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  // The SDK's requests are recorded with the server's raw answers.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(input instanceof Request)) return realFetch(input, init);
    const sent = input.method === 'GET' ? '' : await input.clone().text();
    const res = await realFetch(input, init);
    const text = await res.clone().text();
    exchanges.push({ method: input.method, url: new URL(input.url), body: sent ? JSON.parse(sent) : undefined, status: res.status, answer: text ? JSON.parse(text) : null });
    return res;
  });
  resetApiConfig();
  configureApi({ baseUrl: server.url });

  visitor = { name: 'a visitor', token: null, role: 'member' };
  alex = { name: 'Alex', token: await http.login(DEMO.athlete.email, 'member'), role: 'member' };
  jordan = { name: 'Jordan', token: await http.login(DEMO.athlete2.email, 'member'), role: 'member' };
  tara = { name: 'Tara', token: await http.login(DEMO.trainer.email, 'trainer'), role: 'trainer' };
  admin = await http.login(DEMO.admin.email, 'admin');
  const T = `${R}/trainer`;

  /** A program of Tara's with a free preview split of one workout of one exercise. */
  const program = async (title: string, sport: string) => {
    const id = (await ok(await http.post(`${T}/program`, { title, sport, price: 2900, description: `${title}: not for sale.` }, tara.token))).data;
    const split = (await ok(await http.post(`${T}/split`, { program_id: id, title: `${title} split`, position: 0, is_preview: 1 }, tara.token))).data;
    const workout = (await ok(await http.post(`${T}/workout`, { split_id: split, day: 1, title: `${title} day` }, tara.token))).data;
    await ok(await http.post(`${T}/workout_exercise`, { workout_id: workout, exercise_id: 1, sets: 3, reps: '5' }, tara.token));
    return { id, split };
  };

  // A draft, featured by an admin, with a post about it.
  ({ id: made.draft, split: made.draftSplit } = await program('Zephyr Draft Method', 'Curling'));
  await ok(await http.put(`${R}/admin/program/${made.draft}`, { featured: 1 }, admin));
  made.draftPost = (await ok(await http.post(`${T}/post`, { body: 'Something new is coming.', program_id: made.draft }, tara.token))).data;

  // A program that was published (and featured) while Jordan saved it and Tara posted about it, then archived.
  ({ id: made.archived, split: made.archivedSplit } = await program('Zephyr Archived Plan', 'Archery'));
  await ok(await http.put(`${R}/admin/program/${made.archived}`, { status: 'published', featured: 1 }, admin));
  made.jordanLibraryItem = (await ok(await http.post(`${R}/member/library_item`, { kind: 'program', program_id: made.archived, title: 'Zephyr Archived Plan' }, jordan.token))).data;
  made.archivedPost = (await ok(await http.post(`${T}/post`, { body: 'Archery block, week one.', program_id: made.archived }, tara.token))).data;
  await ok(await http.put(`${T}/program/${made.archived}`, { status: 'archived' }, tara.token));

  // Jordan logs a workout of program 2 through the training screen's own write.
  const plan = await as(jordan, () => getTrainingPlan(2));
  made.jordanLog = await as(jordan, () => createWorkoutLog({ enrollmentId: 3, workoutId: Number(plan.split[0].workout[0].id), sets: [{ reps: 10, weight: 20 }], clientId: newClientId() }));
  expect(made.jordanLog).toBeGreaterThan(0);

  // A trainer whose account is not active, with a public profile ranked first (most experienced).
  made.retiredTrainer = (await ok(await http.post(`${R}/admin/user`, { email: 'retired.coach@example.test', password: 'Correct horse 1', role: 'trainer', first_name: 'Rita', last_name: 'Retired', status: 0 }, admin))).data;
  await ok(await http.post(`${R}/admin/trainer_profile`, { user_id: made.retiredTrainer, headline: 'Retired coach', years_experience: 40 }, admin));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  resetApiConfig();
  await server?.close();
});

describe('home page', () => {
  it('a visitor and both athletes see only published programs in the catalogue, whatever they search or filter', async () => {
    for (const who of [visitor, alex, jordan]) {
      const all = await as(who, () => getPrograms(catalog()));
      expect(all.total, who.name).toBe(6);
      expect(all.list.every((p) => p.status === 'published')).toBe(true);
      expect(all.list.map((p) => p.trainer?.first_name).sort()).toEqual(['Marco', 'Marco', 'Marco', 'Tara', 'Tara', 'Tara']);
      expectPublicPeople(answers());
      const narrowed = [
        await as(who, () => getPrograms(catalog({ q: 'Zephyr' }))),
        await as(who, () => getPrograms(catalog({ sport: 'Curling' }))),
        await as(who, () => getPrograms(catalog({ sport: 'Archery', sort: 'popular' }))),
        await as(who, () => getPrograms(catalog({ trainer: TARA, sort: 'price_asc' }))),
      ];
      expect(narrowed.map((p) => ids(p.list))).toEqual([[], [], [], [3, 1, 2]]);
    }
  });

  it('a trainer browsing the storefront in their own role does not see their draft or archived program there', async () => {
    const mine = await as(tara, () => getPrograms(catalog({ trainer: TARA })));
    expect(ids(mine.list).sort()).toEqual([1, 2, 3]);
    expect((await as(tara, () => getPrograms(catalog({ q: 'Zephyr' })))).list).toEqual([]);
  });

  it('featured programs are published ones only, even those an admin featured before they were drafts or archived', async () => {
    for (const who of [visitor, alex, jordan]) {
      const featured = await as(who, () => getFeatured());
      expect(ids(featured.list).sort(), who.name).toEqual([1, 3, 4]);
      expect(featured.list.every((p) => p.featured === 1 && p.status === 'published' && p.trainer !== null)).toBe(true);
      expectPublicPeople(answers());
    }
  });

  it('the sport filter offers the sports of published programs only, and the server keeps the others out without the screen’s filter', async () => {
    for (const who of [visitor, alex]) {
      expect(await as(who, () => getSports()), who.name).toEqual(['Bodybuilding', 'Conditioning', 'Running', 'Strength']);
      const unfiltered = await as(who, () => records.autocomplete('program', 'sport', '', { size: 50 }));
      expect([...new Set(unfiltered.map((s) => s.value))].sort()).toEqual(['Bodybuilding', 'Conditioning', 'Running', 'Strength']);
    }
  });

  it('trainers to discover show each active trainer’s public name and profile, and a trainer whose account is not active comes without a name', async () => {
    for (const who of [visitor, alex]) {
      const cards = await as(who, () => getHomeTrainers());
      expect(cards.map((c) => [c.id, c.first_name, c.headline]), who.name).toEqual([
        [TARA, 'Tara', 'Strength coach, 12 years'],
        [MARCO, 'Marco', 'Endurance and kettlebells'],
      ]);
      const raw = exchanges[0].answer.list;
      expect(raw.find((p: any) => p.user_id === made.retiredTrainer)).toMatchObject({ headline: 'Retired coach', user: null });
      expectPublicPeople(answers());

      const page = await as(who, () => getDiscoverTrainers(1, 12));
      expect(page.list.map((p) => [p.user.id, p.years_experience])).toEqual([[TARA, 12], [MARCO, 8]]);
      expect(page).toMatchObject({ page: 1, num_pages: 1 });
      expectPublicPeople(answers());
    }
  });

  it('the home page’s and the FAQ’s texts are open to a visitor', async () => {
    const home = await as(visitor, () => getCmsPage(CMS_PAGES.home.page));
    expect(home.map((e) => e.key).sort()).toEqual([CMS_PAGES.home.heroSubtitle, CMS_PAGES.home.heroTitle].sort());
    const faq = await as(visitor, () => getCmsPage(CMS_PAGES.faq.page));
    expect(faq.find((e) => e.key === CMS_PAGES.faq.items)?.type).toBe('json');
  });
});

describe('program page', () => {
  it('a visitor and an athlete who does not own the program see its trainer and the free preview’s workouts only', async () => {
    for (const who of [visitor, jordan]) {
      const p = await as(who, () => getProgram(1));
      expect(p).toMatchObject({ id: 1, title: 'Strength Foundations', status: 'published', trainer: { id: TARA, first_name: 'Tara', last_name: 'Stone' } });
      expect(p.split.map((s) => [s.id, s.is_preview, s.workout.length]), who.name).toEqual([[1, 1, 3], [2, 0, 0]]);
      const exercise = p.split[0].workout[0].workout_exercise[0];
      expect(exercise).toMatchObject({ position: 0, sets: expect.any(Number), reps: expect.any(String), exercise: { id: expect.any(Number), name: expect.any(String) } });
      expectPublicPeople(answers());
    }
  });

  it('the owner sees every workout with its exercises, on the program page and in the training plan', async () => {
    for (const read of [getProgram, getTrainingPlan]) {
      const p = await as(alex, () => read(1));
      expect(p.split.map((s) => s.workout.map((w) => [w.day, w.workout_exercise.length]))).toEqual([
        [[1, 3], [3, 3], [5, 3]],
        [[1, 3], [3, 3], [5, 3]],
      ]);
      expect(p.split[1].workout[0].workout_exercise.every((we) => we.exercise?.name)).toBe(true);
    }
    // Jordan's training plan of program 1 (not theirs) opens the preview only.
    const plan = await as(jordan, () => getTrainingPlan(1));
    expect(plan.split.map((s) => s.workout.length)).toEqual([3, 0]);
  });

  it('a draft or archived program’s page, price and preview are not found for visitors and athletes, though its trainer reads them', async () => {
    for (const who of [visitor, alex, jordan]) {
      for (const id of hidden()) {
        expect(await failure(who, () => getProgram(id)), `${who.name} program ${id}`).toBe(404);
        expect(await failure(who, () => getPriceQuote(id))).toBe(404);
      }
      expect(await failure(who, () => getTrainingPlan(made.archived))).toBe(404);
      expect(await failure(who, () => getSplitPreview(made.draftSplit))).toBe(404);
      expect(await failure(who, () => getSplitPreview(made.archivedSplit))).toBe(404);
    }
    // The ids are real: their trainer reads them in the studio's role.
    expect((await as(tara, () => getProgram(made.draft))).split[0].workout).toHaveLength(1);
    expect((await as(tara, () => getProgram(made.archived))).status).toBe('archived');
  });

  it('the trainer card’s profile is public', async () => {
    for (const who of [visitor, jordan]) {
      expect(await as(who, () => getTrainerProfile(TARA))).toMatchObject({ user_id: TARA, headline: 'Strength coach, 12 years', specialties: 'Strength, hypertrophy' });
    }
  });

  it('an athlete reads only their own enrollment of a program', async () => {
    expect(await as(alex, () => getProgramEnrollment(1))).toMatchObject({ id: 1, program_id: 1, athlete_id: ALEX, status: 'active' });
    expect(await as(jordan, () => getProgramEnrollment(1))).toBeNull();
    expect(exchanges[0].answer.total).toBe(0);
    expect(await as(alex, () => getProgramEnrollment(2))).toBeNull();
    expect(await as(jordan, () => getProgramEnrollment(2))).toMatchObject({ id: 3, athlete_id: JORDAN });
  });

  it('reviews are public with their reviewer’s public name, and “my review” is the athlete’s own', async () => {
    for (const who of [visitor, jordan]) {
      const page = await as(who, () => getProgramReviews(1, 1));
      expect(page.list).toEqual([expect.objectContaining({ program_id: 1, rating: 5, reply: 'Thanks Alex, keep it up!', author_name: 'Alex K.' })]);
      expect(page.list[0]).not.toHaveProperty('athlete_id');
      expectPublicPeople(answers());
    }
    expect(await as(alex, () => getMyReview(1, ALEX))).toMatchObject({ program_id: 1, athlete_id: ALEX, author_name: 'Alex K.' });
    expect(await as(alex, () => getMyReview(2, ALEX))).toBeNull();
  });

  it('a second review of the same program is refused, as is a review of a program the athlete does not hold, and nothing changes', async () => {
    const before = await snapshot(server.database, ['review', 'program']);
    // The review form's write (storefront/athlete/program/api/create-review.ts).
    const again = await failure(alex, () => records.create('review', { program_id: 1, rating: 1, body: 'Changed my mind.' }, { pathRole: 'member' }));
    expect(again).toBe(409);
    expect(await failure(jordan, () => records.create('review', { program_id: 1, rating: 1, body: null }, { pathRole: 'member' }))).toBe(403);
    expect(await snapshot(server.database, ['review', 'program'])).toBe(before);
  });
});

describe('program preview', () => {
  it('a free preview split opens its workouts to everyone, with its program', async () => {
    for (const who of [visitor, alex, jordan]) {
      const s = await as(who, () => getSplitPreview(1));
      expect(s).toMatchObject({ id: 1, program_id: 1, is_preview: 1, program: { id: 1, title: 'Strength Foundations', status: 'published' } });
      expect(s.workout.map((w) => [w.day, w.workout_exercise.length]), who.name).toEqual([[1, 3], [3, 3], [5, 3]]);
      expect(s.workout[0].workout_exercise[0].exercise).toMatchObject({ name: expect.any(String) });
    }
  });

  it('a locked split comes without workouts except to an athlete who owns the program', async () => {
    for (const who of [visitor, jordan]) {
      const s = await as(who, () => getSplitPreview(2));
      expect(s.program?.id, who.name).toBe(1);
      expect(s.workout).toEqual([]);
    }
    expect((await as(alex, () => getSplitPreview(2))).workout).toHaveLength(3);
  });
});

describe('training', () => {
  it('an athlete reads the workout logs of their own enrollment only, oldest first', async () => {
    const mine = await as(alex, () => getWorkoutLogs(1));
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((l) => l.athlete_id === ALEX && l.enrollment_id === 1 && Array.isArray(l.sets))).toBe(true);
    const times = mine.map((l) => l.performed_at);
    expect(times).toEqual([...times].sort());
    expect(ids(mine)).not.toContain(made.jordanLog);
    expect(await as(jordan, () => getWorkoutLogs(1))).toEqual([]);
    expect(await as(alex, () => getWorkoutLogs(3))).toEqual([]);
    const jordans = await as(jordan, () => getWorkoutLogs(3));
    expect(ids(jordans)).toContain(made.jordanLog);
    expect(jordans.every((l) => l.athlete_id === JORDAN && l.enrollment_id === 3)).toBe(true);
  });

  it('training progress counts the athlete’s own completed logs only, and no workout of a hidden program', async () => {
    const progress = await as(alex, () => getTrainingProgress([{ id: 1, program_id: 1 }, { id: 2, program_id: 4 }]));
    // Sessions of the whole calendar: program 1, 8 weeks of three; program 4, 10 weeks of three. Asked without the
    // enrollments' start, every log counts for the first week: each program's three workouts of it, done.
    expect(progress[1]).toMatchObject({ completed: 3, total: 24 });
    expect(progress[2]).toMatchObject({ completed: 3, total: 30 });
    // Alex's enrollments asked for by Jordan, one named with the draft: none of Alex's logs, only program 1's preview
    // workouts, nothing of the draft.
    const theirs = await as(jordan, () => getTrainingProgress([{ id: 1, program_id: 1 }, { id: 2, program_id: made.draft }]));
    expect(theirs[1]).toMatchObject({ completed: 0, total: 12 });
    expect(theirs[2]).toMatchObject({ completed: 0, total: 0 });
    expect(answerFrom('split').list.every((s: any) => s.program_id === 1)).toBe(true);
    expect(answerFrom('workout_log').list).toEqual([]);
  });
});

describe('owned programs', () => {
  it('an athlete lists their own active enrollments, newest first, each with its program and trainer', async () => {
    const owned = await as(alex, () => getOwnedPrograms());
    expect(owned.map((e) => [e.id, e.athlete_id, e.program?.id, e.program?.trainer?.first_name])).toEqual([
      [2, ALEX, 4, 'Marco'],
      [1, ALEX, 1, 'Tara'],
    ]);
    expectPublicPeople(answers());
    const theirs = await as(jordan, () => getOwnedPrograms());
    expect(theirs.map((e) => [e.id, e.athlete_id, e.program?.id])).toEqual([
      [4, JORDAN, 3],
      [3, JORDAN, 2],
    ]);
    expect(answerFrom('enrollment').list.every((e: any) => e.athlete_id === JORDAN)).toBe(true);
  });

  it('an athlete keeps a bought program, its training plan and its purchase when its trainer archives it; nobody else sees it', async () => {
    await ok(await http.put(`${R}/trainer/program/2`, { status: 'archived' }, tara.token));
    try {
      const owned = await as(jordan, () => getOwnedPrograms());
      expect(owned.find((e) => e.program_id === 2)?.program).toMatchObject({ id: 2, status: 'archived', trainer: { first_name: 'Tara' } });
      const plan = await as(jordan, () => getTrainingPlan(2));
      expect(plan.split.flatMap((s) => s.workout).length).toBeGreaterThan(0);
      expect((await as(jordan, () => getPurchases())).find((t) => t.program_id === 2)?.program?.title).toEqual(expect.any(String));
      for (const who of [alex, visitor]) {
        expect(await failure(who, () => getProgram(2))).toBe(404);
        expect(await failure(who, () => getTrainingPlan(2))).toBe(404);
      }
      // Still out of the catalogue, even for its owner.
      expect((await as(jordan, () => getPrograms(catalog()))).list.map((p) => p.id)).not.toContain(2);
    } finally {
      await ok(await http.put(`${R}/admin/program/2`, { status: 'published' }, admin));
    }
  });
});

describe('feed', () => {
  it('the feed’s sources are the athlete’s own follows and held programs', async () => {
    const mine = await as(alex, () => getFeedSources());
    expect(mine.trainerIds).toEqual([TARA, MARCO]);
    expect([...mine.programIds].sort()).toEqual([1, 4]);
    expect(answerFrom('enrollment').list.every((e: any) => e.athlete_id === ALEX)).toBe(true);
    const theirs = await as(jordan, () => getFeedSources());
    expect(theirs.trainerIds).toEqual([TARA]);
    expect([...theirs.programIds].sort()).toEqual([2, 3]);
  });

  it('shows posts by followed trainers and about held programs, the pinned post first then newest, each with its author, program, comments and likes', async () => {
    const sources = await as(alex, () => getFeedSources());
    const any = feedAnyFilters(sources.trainerIds, sources.programIds);
    const page = await as(alex, () => getFeedPage(any, 1));
    const sent = exchanges[0].url.searchParams;
    expect(sent.getAll('any')).toEqual([`author_id,in,${TARA}|${MARCO}`, 'program_id,in,1|4']);
    expect(sent.getAll('join')).toEqual(['author', 'program', 'comment.author', 'reaction']);
    expect(sent.getAll('order')).toEqual(['pinned,desc', 'created_at,desc', 'id,desc']);
    const posts = page.list as Post[];
    expect(ids(posts)).toEqual([1, made.archivedPost, made.draftPost, 3, 2]);
    expect(posts.find((p) => p.id === 1)).toMatchObject({
      author: { id: TARA, first_name: 'Tara' },
      program: { id: 1, title: 'Strength Foundations' },
      pinned: 1,
      comment: [expect.objectContaining({ body: 'Hit 60 kg on the squat today!', author: expect.objectContaining({ id: ALEX, first_name: 'Alex' }) })],
      reaction: expect.arrayContaining([expect.objectContaining({ user_id: ALEX, kind: 'like' }), expect.objectContaining({ user_id: JORDAN, kind: 'like' })]),
    });
    // Alex's own user row is embedded in full where Alex commented; everyone else's carries the public fields only.
    expectPublicPeople(answers(), ALEX);

    const theirs = await as(jordan, async () => {
      const s = await getFeedSources();
      return getFeedPage(feedAnyFilters(s.trainerIds, s.programIds), 1);
    });
    expect(ids(theirs.list)).toEqual([1, made.archivedPost, made.draftPost, 2]);
  });

  it('a post about a draft or archived program shows without that program, in the feed, on its own and on the trainer’s page', async () => {
    for (const who of [visitor, alex, jordan]) {
      for (const id of [made.draftPost, made.archivedPost]) {
        const post = (await as(who, () => getPost(id))) as Post;
        expect(post.program_id, who.name).not.toBeNull();
        expect(post.program).toBeNull();
      }
      const trainerPage = await as(who, () => getTrainerPostsPage(TARA, 1));
      expect(trainerPage.list.every((p) => p.author_id === TARA)).toBe(true);
      // Pinned first, then newest.
      expect(ids(trainerPage.list)).toEqual([1, made.archivedPost, made.draftPost, 2]);
      expect(programIdsIn(answers())).toEqual([1]);
    }
    for (const who of [alex, jordan]) {
      const s = await as(who, () => getFeedSources());
      await as(who, () => getFeedPage(feedAnyFilters(s.trainerIds, s.programIds), 1));
      for (const id of hidden()) expect(programIdsIn(answers()), who.name).not.toContain(id);
    }
  });
});

describe('trainer page', () => {
  it('shows who the trainer is with their public fields only, and no page for an athlete or an inactive trainer', async () => {
    for (const who of [visitor, alex, jordan]) {
      const t = await as(who, () => getTrainer(TARA));
      expect(t).toMatchObject({ user: { id: TARA, first_name: 'Tara', last_name: 'Stone' }, profile: { headline: 'Strength coach, 12 years' } });
      expect(Object.keys(answerFrom('user').model).sort()).toEqual(PUBLIC_USER_FIELDS);
      expect(await failure(who, () => getTrainer(made.retiredTrainer)), who.name).toBe(404);
      // Alex is public as a reviewer and commenter, but not a trainer: no trainer page.
      expect(await failure(who, () => getTrainer(ALEX))).toBe(404);
    }
  });

  it('lists the trainer’s published programs only, also to the trainer themselves', async () => {
    for (const who of [visitor, alex, jordan, tara]) {
      const list = await as(who, () => getTrainerPrograms(TARA));
      expect(ids(list).sort(), who.name).toEqual([1, 2, 3]);
    }
  });

  it('an athlete sees only their own follow; only the trainer may count their followers', async () => {
    expect(await as(alex, () => getFollow(MARCO))).toMatchObject({ follower_id: ALEX, trainer_id: MARCO });
    expect(await as(jordan, () => getFollow(MARCO))).toBeNull();
    expect(await as(jordan, () => getFollow(TARA))).toMatchObject({ follower_id: JORDAN, trainer_id: TARA });
    // An athlete's count is their own follow at most, so the screen asks only on the trainer's own page.
    expect(await as(alex, () => getFollowerCount(TARA))).toBe(1);
    expect(await as(tara, () => getFollowerCount(TARA))).toBe(2);
  });
});

describe('library', () => {
  it('an athlete’s library holds their own items only', async () => {
    const mine = await as(alex, () => getLibrary());
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => i.athlete_id === ALEX)).toBe(true);
    expect(ids(mine)).not.toContain(made.jordanLibraryItem);
    const theirs = await as(jordan, () => getLibrary());
    expect(theirs.every((i) => i.athlete_id === JORDAN)).toBe(true);
    expect(ids(theirs)).toContain(made.jordanLibraryItem);
  });

  it('the library page searches the athlete’s own items, each with its exercise or program, never a hidden program', async () => {
    const squat = await as(alex, () => getLibraryPage('exercise', 'squat', 1));
    expect(squat.list).toEqual([expect.objectContaining({ athlete_id: ALEX, kind: 'exercise', title: 'Back squat', exercise: expect.objectContaining({ id: 1, name: 'Back squat' }), program: null })]);
    expect((await as(jordan, () => getLibraryPage('all', 'squat', 1))).list).toEqual([]);
    // Jordan saved the program while it was published; now archived, the item stays but its program is not embedded.
    const saved = await as(jordan, () => getLibraryPage('program', 'Zephyr', 1));
    expect(saved.list).toEqual([expect.objectContaining({ id: made.jordanLibraryItem, program_id: made.archived, program: null })]);
    expect((await as(alex, () => getLibraryPage('all', '', 1))).list.every((i) => i.athlete_id === ALEX)).toBe(true);
  });
});

describe('purchases', () => {
  it('an athlete lists their own payments, newest first, with the program and their own refund requests', async () => {
    const mine = await as(alex, () => getPurchases());
    expect(mine.map((t) => [t.id, t.athlete_id, t.program?.title, t.refund])).toEqual([
      [2, ALEX, '10K Run Builder', []],
      [1, ALEX, 'Strength Foundations', []],
    ]);
    expect(mine[0]).toMatchObject({ amount: 3900, currency: 'USD', status: 'succeeded', created_at: expect.any(String) });
    const theirs = await as(jordan, () => getPurchases());
    expect(theirs.map((t) => [t.id, t.athlete_id, t.refund.map((r) => [r.id, r.athlete_id, r.status])])).toEqual([
      [4, JORDAN, [[1, JORDAN, 'requested']]],
      [3, JORDAN, []],
    ]);
  });

  it('a refund request shows on its own purchase only; another athlete’s purchase cannot be refunded', async () => {
    const before = await snapshot(server.database, ['refund']);
    expect(await failure(jordan, () => requestRefund({ transaction_id: 2, reason: 'Not mine, but worth a try.' }))).toBe(422);
    expect(await snapshot(server.database, ['refund'])).toBe(before);
    const id = await as(alex, () => requestRefund({ transaction_id: 2, reason: 'The plan is too hard for me.' }));
    expect((await as(alex, () => getPurchases()))[0].refund).toEqual([expect.objectContaining({ id, athlete_id: ALEX, status: 'requested' })]);
    const theirs = await as(jordan, () => getPurchases());
    expect(theirs.flatMap((t) => ids(t.refund))).toEqual([1]);
  });
});

describe('notifications', () => {
  it('an athlete lists and counts their own notifications only', async () => {
    const all = await as(alex, () => getNotifications(false, 1));
    expect(all.list.length).toBeGreaterThanOrEqual(2);
    expect(all.list.every((n) => n.user_id === ALEX && n.title && n.created_at)).toBe(true);
    const unread = await as(alex, () => getNotifications(true, 1));
    expect(unread.list.every((n) => n.user_id === ALEX && n.read_at === null)).toBe(true);
    expect(await as(alex, () => getUnreadCount())).toBe(unread.total);
    expect(unread.total).toBeLessThan(all.total);

    const theirs = await as(jordan, () => getNotifications(false, 1));
    expect(theirs.list.every((n) => n.user_id === JORDAN)).toBe(true);
    expect(ids(theirs.list).filter((id) => ids(all.list).includes(id))).toEqual([]);
    expect(await failure(visitor, () => getNotifications(false, 1))).toBe(401);
  });
});

describe('blog', () => {
  it('lists and filters published posts only, never a draft', async () => {
    for (const who of [visitor, alex]) {
      const titles = (await as(who, () => getPosts(1))).list.map((p) => p.title);
      expect(titles, who.name).toHaveLength(4);
      expect(titles).not.toContain('Deadlift cues I use with every athlete');
      const strength = await as(who, () => filterPosts({ ...EMPTY_BLOG_QUERY, tags: ['strength'] }));
      expect(strength.list.map((p) => [p.title, p.status])).toEqual([['Five rules for your first strength block', 'published']]);
    }
  });
});
