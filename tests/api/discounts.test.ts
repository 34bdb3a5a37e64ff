/** Discounts: a trainer manages only their own, codes stay private, validation, and the server's price quote. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainer2: string;
let athlete: string;
const R = '/records/sportlink';
const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
const quote = (id: number, code?: string, token?: string | null, role = 'member') =>
  http.get(`/sportlink/${role}/lambda/programs/${id}/price${code === undefined ? '' : `?code=${encodeURIComponent(code)}`}`, token);

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
});
afterAll(() => server?.close());

describe('a trainer manages only the discounts of their own programs', () => {
  it('creates one for an own program, and is refused for another trainer’s program', async () => {
    const mine = await http.post(`${R}/trainer/discount`, { program_id: 2, kind: 'percent', value: 20, starts_at: iso(-1), ends_at: iso(10) }, trainer);
    expect(mine.status).toBe(200);
    const before = await snapshot(server.database, ['discount']);
    const theirs = await http.post(`${R}/trainer/discount`, { program_id: 4, kind: 'percent', value: 50, starts_at: iso(-1) }, trainer);
    expect(theirs.status).toBe(422);
    expect(theirs.body.message).toMatch(/^program_id must be/);
    expect(await snapshot(server.database, ['discount'])).toBe(before);
  });

  it('never reads, changes or deletes another trainer’s code discount', async () => {
    // Discount 2 is trainer2's code RUN10 on program 4.
    const list = await http.get(`${R}/trainer/discount?size=100`, trainer);
    expect(list.body.list.map((d: { code: string | null }) => d.code)).not.toContain('RUN10');
    expect((await http.get(`${R}/trainer/discount/2`, trainer)).status).toBe(404);
    expect((await http.put(`${R}/trainer/discount/2`, { value: 99 }, trainer)).status).toBe(404);
    expect((await http.del(`${R}/trainer/discount/2`, trainer)).status).toBe(404);
    expect((await http.get(`${R}/trainer/discount/2`, trainer2)).body.model).toMatchObject({ code: 'RUN10' });
  });

  it('keeps code discounts out of public and athlete reads', async () => {
    for (const token of [null, athlete]) {
      const res = await http.get(`${R}/member/discount?size=100`, token);
      expect(res.body.list.every((d: { code: string | null }) => d.code === null)).toBe(true);
    }
  });
});

describe('discount validation', () => {
  it.each([
    [{ kind: 'percent', value: 120 }, 422, 'A percentage discount is at most 100'],
    [{ kind: 'percent', value: 10, ends_at: iso(-5) }, 422, 'The discount must end after it starts'],
    [{ kind: 'percent', value: 0 }, 422, null],
    [{ kind: 'percent', value: 10, code: 'lower case!' }, 422, null],
    [{ kind: 'half', value: 10 }, 422, null],
    [{ kind: 'fixed', value: 500, max_redemptions: 0 }, 422, null],
  ])('refuses %j with %i', async (body, status, message) => {
    const res = await http.post(`${R}/trainer/discount`, { program_id: 1, starts_at: iso(-1), ...body }, trainer);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(true);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.message).toEqual(expect.any(String));
  });

  it('checks a change against the stored discount: a fixed 2500 cannot become 2500 %', async () => {
    const made = await http.post(`${R}/trainer/discount`, { program_id: 3, kind: 'fixed', value: 2500, starts_at: iso(-1) }, trainer);
    const res = await http.put(`${R}/trainer/discount/${made.body.data}`, { kind: 'percent' }, trainer);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('A percentage discount is at most 100');
  });
});

describe('the price quote', () => {
  it('applies the live automatic discount (program 1: 20% off $49.00)', async () => {
    const res = await quote(1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ program_id: 1, currency: 'USD', price: 4900, amount_off: 980, final_price: 3920, code_applied: false });
    expect(res.body.discount).toMatchObject({ kind: 'percent', value: 20, code: null });
  });

  it('applies a code only when it is given, case ignored, and says so', async () => {
    expect(await quote(4).then((r) => r.body)).toMatchObject({ price: 3900, final_price: 3900, discount: null, code_applied: false });
    const withCode = await quote(4, 'run10', athlete);
    expect(withCode.body).toMatchObject({ final_price: 2900, amount_off: 1000, code_applied: true, code_valid: true });
    expect((await quote(4, 'NOPE')).body).toMatchObject({ final_price: 3900, code_applied: false, code_valid: false });
  });

  it('never stacks: of overlapping discounts the lowest price wins', async () => {
    await http.post(`${R}/trainer/discount`, { program_id: 1, kind: 'fixed', value: 1500, starts_at: iso(-1), ends_at: iso(2) }, trainer);
    const res = await quote(1);
    expect(res.body).toMatchObject({ amount_off: 1500, final_price: 3400 });
  });

  it('is a 404 for a program the caller may not see, and answers its owner for a draft', async () => {
    expect((await quote(7)).status).toBe(404);
    expect((await quote(7, undefined, trainer2, 'trainer')).status).toBe(404);
    const own = await quote(7, undefined, trainer, 'trainer');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ price: 9900, final_price: 9900 });
  });
});
