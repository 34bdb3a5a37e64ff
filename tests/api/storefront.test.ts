/**
 * The storefront's program queries on the real server: only published programs for visitors and athletes, a search
 * over several fields (`any`), the filters and sorts of the home page, and the rating and popularity the server keeps
 * on each program as reviews and enrollments change (read-only to everyone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let athlete: string;
let athlete2: string;
let trainer: string;
let admin: string;
const R = '/records/sportlink';

interface ProgramRow {
  id: number;
  title: string;
  status: string;
  price: number;
  level: string;
  sport: string | null;
  duration_weeks: number;
  trainer_id: number;
  rating_avg: number | null;
  rating_count: number;
  enrollment_count: number;
}

const qs = (params: Record<string, string | number | readonly string[]>) =>
  Object.entries(params)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${k}=${encodeURIComponent(String(x))}`))
    .join('&');
const programs = async (params: Record<string, string | number | readonly string[]>, token: string | null = null) => {
  const res = await http.get(`${R}/member/program?${qs({ size: 50, ...params })}`, token);
  expect(res.status, res.text).toBe(200);
  return res.body.list as ProgramRow[];
};
const program = async (id: number) => (await http.get(`${R}/admin/program/${id}`, admin)).body.model as ProgramRow;

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  athlete = await http.login(DEMO.athlete.email, 'member');
  athlete2 = await http.login(DEMO.athlete2.email, 'member');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  admin = await http.login(DEMO.admin.email, 'admin');
});
afterAll(() => server?.close());

describe('who sees which programs', () => {
  it('a visitor and an athlete see published programs only, whatever they filter on', async () => {
    for (const token of [null, athlete]) {
      const all = await programs({}, token);
      expect(all.length).toBe(6);
      expect(all.every((p) => p.status === 'published')).toBe(true);
      expect(await programs({ filter: 'status,eq,draft' }, token)).toEqual([]);
      expect(await programs({ any: ['status,eq,draft', 'status,eq,pending_review'] }, token)).toEqual([]);
    }
  });
});

describe('search over several fields (any)', () => {
  it('matches any of the fields, and is ANDed with the filters', async () => {
    // "run" is in the title of 10K Run Builder and in the sport of Monthly Coaching Club.
    const search = ['title,cs,run', 'description,cs,run', 'sport,cs,run'];
    expect((await programs({ any: search })).map((p) => p.title).sort()).toEqual(['10K Run Builder', 'Monthly Coaching Club']);
    expect((await programs({ any: search, filter: 'level,eq,beginner' })).map((p) => p.title)).toEqual(['Monthly Coaching Club']);
  });

  it('refuses a bad search term with a 400 and a message', async () => {
    const res = await http.get(`${R}/member/program?any=${encodeURIComponent('nope,cs,x')}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    const op = await http.get(`${R}/member/program?any=${encodeURIComponent('title,zz,x')}`);
    expect(op.status).toBe(400);
  });
});

describe('the home page filters and sorts', () => {
  it('filters by sport, level, price range, duration and trainer', async () => {
    expect((await programs({ filter: 'sport,eq,Conditioning' })).map((p) => p.title).sort()).toEqual(['Home Bodyweight Burn', 'Kettlebell Athlete']);
    expect((await programs({ filter: ['price,ge,2000', 'price,le,5000'] })).map((p) => p.price).sort()).toEqual([3900, 4900]);
    expect((await programs({ filter: ['duration_weeks,ge,8', 'duration_weeks,le,12'] })).map((p) => p.duration_weeks).sort((a, b) => a - b)).toEqual([8, 10, 12]);
    const marco = await programs({ filter: 'trainer_id,eq,4' });
    expect(marco.map((p) => p.title).sort()).toEqual(['10K Run Builder', 'Kettlebell Athlete', 'Monthly Coaching Club']);
    expect((await programs({ filter: ['level,eq,advanced', 'trainer_id,eq,4'] })).map((p) => p.title)).toEqual(['Kettlebell Athlete']);
  });

  it('sorts by price, newest, rating and popularity', async () => {
    const byPrice = await programs({ order: 'price,asc' });
    expect(byPrice.map((p) => p.price)).toEqual([...byPrice.map((p) => p.price)].sort((a, b) => a - b));
    const byRating = await programs({ order: ['rating_count,desc', 'rating_avg,desc'] });
    expect(byRating.slice(0, 2).map((p) => [p.title, p.rating_avg, p.rating_count])).toEqual([
      ['Strength Foundations', 5, 1],
      ['Hypertrophy Block', 4, 1],
    ]);
    // Unrated programs (rating null) sort as smallest on both databases: last when descending, first when ascending.
    const top = await programs({ order: ['rating_avg,desc', 'id,asc'] });
    expect(top.map((p) => p.rating_avg)).toEqual([5, 4, null, null, null, null]);
    const bottom = await programs({ order: ['rating_avg,asc', 'id,asc'] });
    expect(bottom.map((p) => p.rating_avg)).toEqual([null, null, null, null, 4, 5]);
    const byPopularity = await programs({ order: ['enrollment_count,desc', 'id,asc'] });
    expect(byPopularity.slice(0, 4).map((p) => p.enrollment_count)).toEqual([1, 1, 1, 1]);
    expect(byPopularity.slice(4).map((p) => p.enrollment_count)).toEqual([0, 0]);
  });
});

describe('rating and popularity are kept by the server', () => {
  it('nobody sets them by hand', async () => {
    const before = await snapshot(server.database, ['program']);
    for (const body of [{ rating_avg: 5 }, { rating_count: 99 }, { enrollment_count: 1000 }]) {
      // Read-only fields: deliberately outside the contract, so through raw.
      const res = await http.raw.put(`${R}/trainer/program/1`, body, trainer);
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/is read-only$/);
      expect((await http.raw.put(`${R}/admin/program/1`, body, admin)).status).toBe(422);
    }
    expect(await snapshot(server.database, ['program'])).toBe(before);
  });

  it('a review moves the program’s rating, an edit moves it again, and its removal takes it back', async () => {
    // The demo athlete owns 10K Run Builder (4) and has not reviewed it.
    expect(await program(4)).toMatchObject({ rating_avg: null, rating_count: 0 });
    const created = await http.post(`${R}/member/review`, { program_id: 4, rating: 3, body: 'Good plan, hard intervals.' }, athlete);
    expect(created.status, created.text).toBe(200);
    const id = created.body.data;
    expect(await program(4)).toMatchObject({ rating_avg: 3, rating_count: 1 });
    expect((await http.put(`${R}/member/review/${id}`, { rating: 4 }, athlete)).status).toBe(200);
    expect(await program(4)).toMatchObject({ rating_avg: 4, rating_count: 1 });
    // The trainer's reply changes no rating.
    const marco = await http.login(DEMO.trainer2.email, 'trainer');
    expect((await http.put(`${R}/trainer/review/${id}`, { reply: 'Thanks!' }, marco)).status).toBe(200);
    expect(await program(4)).toMatchObject({ rating_avg: 4, rating_count: 1 });
    expect((await http.del(`${R}/member/review/${id}`, athlete)).status).toBe(200);
    expect(await program(4)).toMatchObject({ rating_avg: null, rating_count: 0 });
  });

  it('the average of several reviews is rounded to one decimal', async () => {
    // Program 1 has a 5 from the demo athlete; athlete 2 enrolls (by an admin) and rates it 4: 4.5.
    const enrolled = await http.post(`${R}/admin/enrollment`, { program_id: 1, athlete_id: 6, status: 'active' }, admin);
    expect(enrolled.status, enrolled.text).toBe(200);
    expect(await program(1)).toMatchObject({ enrollment_count: 2 });
    const review = await http.post(`${R}/member/review`, { program_id: 1, rating: 4, body: 'Solid.' }, athlete2);
    expect(review.status, review.text).toBe(200);
    expect(await program(1)).toMatchObject({ rating_avg: 4.5, rating_count: 2 });
    // Removing the enrollment takes the popularity back (the review stays, as it was written by an owner).
    expect((await http.del(`${R}/admin/enrollment/${enrolled.body.data}`, admin)).status).toBe(200);
    expect(await program(1)).toMatchObject({ enrollment_count: 1, rating_count: 2 });
  });
});

describe('the price today (sale_price): the one pricing rule on every program read', () => {
  const priceOf = async (title: string) => (await programs({ filter: [`title,eq,${title}`] })).find((p) => p.title === title) as ProgramRow & { sale_price: number };

  it('is the price less the live public discount, and the price where none applies or only a code would', async () => {
    expect(await priceOf('Strength Foundations')).toMatchObject({ price: 4900, sale_price: 3920 }); // 20% off, no code
    expect(await priceOf('Hypertrophy Block')).toMatchObject({ price: 7900, sale_price: 7900 });
    expect(await priceOf('10K Run Builder')).toMatchObject({ price: 3900, sale_price: 3900 }); // RUN10 needs its code
  });

  it('equals the program page’s quote, for a visitor and a signed-in athlete, and follows the discount as it changes', async () => {
    const strength = await priceOf('Strength Foundations');
    for (const token of [null, athlete]) {
      const quote = await http.get(`/sportlink/member/lambda/programs/${strength.id}/price`, token);
      expect(quote.status, quote.text).toBe(200);
      expect(quote.body.final_price).toBe(strength.sale_price);
      const one = await http.get(`${R}/member/program/${strength.id}`, token);
      expect(one.body.model.sale_price).toBe(quote.body.final_price);
    }
    const db = server.database.db;
    const discount = await db.selectFrom('discount').select(['id', 'active']).where('program_id', '=', strength.id).where('code', 'is', null).executeTakeFirstOrThrow();
    try {
      await db.updateTable('discount').set({ active: 0 }).where('id', '=', discount.id).execute();
      expect((await priceOf('Strength Foundations')).sale_price).toBe(4900);
    } finally {
      await db.updateTable('discount').set({ active: discount.active }).where('id', '=', discount.id).execute();
    }
  });

  it('is worked out, never written or filtered on', async () => {
    const strength = await priceOf('Strength Foundations');
    const write = await http.raw.put(`${R}/admin/program/${strength.id}`, { sale_price: 1 }, admin); // a worked-out field: deliberately outside the contract
    expect(write.status).toBeGreaterThanOrEqual(400);
    expect(write.status).toBeLessThan(500);
    const filter = await http.get(`${R}/member/program?${qs({ filter: ['sale_price,lt,4000'] })}`);
    expect([filter.status, typeof filter.body.message]).toEqual([400, 'string']);
    expect((await program(strength.id)).price).toBe(4900);
  });
});
