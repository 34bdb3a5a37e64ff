/**
 * A discount's `max_redemptions` holds however many checkouts run at once: each checkout reserves a redemption when
 * its price is fixed, the reservation is consumed when the payment succeeds and released when it fails, is declined,
 * gives way, hangs or expires (server/payments/holds.ts). Real HTTP, real database, the sandbox provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/config/payments';
import { DISCOUNT_HOLD_MS } from '../../server/payments/holds';
import { client, DEMO, startServer, type Http, type RequestBody, type TestServer } from '../helpers/server';
import { webhookSender } from '../helpers/webhook';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainerId: number;

const L = '/sportlink/member/lambda';
const R = '/records/sportlink';
const VISA = '4242 4242 4242 4242';
const THREE_DS = '4000 0025 0000 3155';
const DECLINED = '4000 0000 0000 0002';
const INSUFFICIENT = '4000 0000 0000 9995';
const PRICE = 5000;
const card = (number: string) => ({ number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' });
const db = () => server.database.db;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

type Athlete = { id: number; token: string };
let seq = 0;

/** Athletes of their own (copies of the demo athlete's account, signed in through the real login). */
async function newAthletes(n: number): Promise<Athlete[]> {
  const base = await db().selectFrom('user').selectAll().where('email', '=', DEMO.athlete.email).executeTakeFirstOrThrow();
  const { id: _id, ...rest } = base;
  const out: Athlete[] = [];
  for (let i = 0; i < n; i++) {
    seq += 1;
    const email = `holds-${seq}@sportlink.test`;
    const now = new Date().toISOString();
    const row = await db()
      .insertInto('user')
      .values({ ...rest, email, first_name: 'Holly', last_name: `Tester ${seq}`, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push({ id: Number(row.id), token: await http.login(email, 'member') });
  }
  return out;
}

/** A published program of the demo trainer, nobody's yet. */
async function newProgram(price = PRICE): Promise<number> {
  seq += 1;
  const now = new Date().toISOString();
  const row = await db()
    .insertInto('program')
    .values({ trainer_id: trainerId, title: `Hold test ${seq}`, price, currency: 'USD', pricing: 'one_time', status: 'published', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A live discount the trainer makes through the records API. */
async function newDiscount(programId: number, over: { max_redemptions?: number | null; code?: string; value?: number } = {}): Promise<number> {
  const res = await http.post(`${R}/trainer/discount`, { program_id: programId, kind: 'percent', value: 20, starts_at: ago(60_000), max_redemptions: 1, ...over }, trainer);
  expect(res.status, res.text).toBe(200);
  return Number(res.body.data);
}

const checkout = (who: Athlete, body: RequestBody<'POST', `${typeof L}/stripe/checkout`>) => http.post(`${L}/stripe/checkout`, body, who.token);
const confirm = (who: Athlete, id: number, approve: boolean) => http.post(`${L}/stripe/checkout/${id}/confirm`, { approve }, who.token);
const quote = (programId: number) => http.get(`${L}/programs/${programId}/price`);

/** The discount's counters, and how many checkouts say they hold it (always equal to `reserved`). */
async function holds(discountId: number) {
  const d = await db().selectFrom('discount').select(['redemptions', 'reserved', 'max_redemptions']).where('id', '=', discountId).executeTakeFirstOrThrow();
  const held = await db()
    .selectFrom('checkout')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('discount_id', '=', discountId)
    .where('discount_held', '=', 1)
    .executeTakeFirstOrThrow();
  const state = { redemptions: Number(d.redemptions), reserved: Number(d.reserved), held: Number(held.n) };
  expect(state.reserved).toBe(state.held);
  if (d.max_redemptions != null) expect(state.redemptions + state.reserved).toBeLessThanOrEqual(Number(d.max_redemptions));
  return { redemptions: state.redemptions, reserved: state.reserved };
}

const checkoutsOf = (programId: number) => db().selectFrom('checkout').selectAll().where('program_id', '=', programId).orderBy('id').execute();
const paymentsOf = async (programId: number) =>
  Number(
    (
      await db()
        .selectFrom('sandbox_object')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'payment_intent')
        .where('data', 'like', `%"program_id":"${programId}"%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Delivers an event to the webhook as the provider does: signed with the configured secret. */
const deliver = (event: object) => webhookSender(server, http)(event);
/** The provider's payment_intent.succeeded for a checkout's payment (Stripe's shape). */
async function succeededEvent(eventId: string, paymentRef: string) {
  const row = await db().selectFrom('sandbox_object').select('data').where('id', '=', paymentRef).executeTakeFirstOrThrow();
  const pi = { ...(JSON.parse(String(row.data)) as Record<string, unknown>), status: 'succeeded' };
  return { id: eventId, type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), data: { object: pi } };
}

const usedUp = (res: Http) => {
  expect(res.status, res.text).toBe(422);
  expect(res.body).toMatchObject({ error: true, message: PAYMENT_MESSAGES.discountUsedUp });
};

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainerId = Number((await db().selectFrom('user').select('id').where('email', '=', DEMO.trainer.email).executeTakeFirstOrThrow()).id);
});
afterAll(() => server?.close());

describe('checkouts at once never give out more redemptions than the maximum', () => {
  it('an automatic discount for 1: of 4 buyers paying at once with 4242, one gets it and the others are told, charged nothing', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 1 });
    const shown = await quote(program);
    expect(shown.body).toMatchObject({ price: PRICE, amount_off: 1000, final_price: 4000 });
    const buyers = await newAthletes(4);
    // What the storefront sends: the card and the price it showed.
    const results = await Promise.all(buyers.map((b) => checkout(b, { program_id: program, card: card(VISA), expected_amount: 4000 })));
    const paid = results.filter((r) => r.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0].body.checkout).toMatchObject({ status: 'succeeded', amount: 4000, discount_amount: 1000 });
    results.filter((r) => r.status !== 200).forEach(usedUp);
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
    // The refused ones left no checkout and no payment behind.
    expect(await checkoutsOf(program)).toHaveLength(1);
    expect(await paymentsOf(program)).toBe(1);
    // The storefront no longer offers it.
    expect((await quote(program)).body).toMatchObject({ final_price: PRICE, amount_off: 0, discount: null });
  });

  it('a code for 2: of 5 buyers at once, two get it and three are told the code ran out', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 2, code: 'TWOONLY', value: 50 });
    const buyers = await newAthletes(5);
    const results = await Promise.all(buyers.map((b) => checkout(b, { program_id: program, code: 'twoonly', card: card(VISA) })));
    const paid = results.filter((r) => r.status === 200);
    expect(paid).toHaveLength(2);
    for (const r of paid) expect(r.body.checkout).toMatchObject({ status: 'succeeded', amount: 2500, discount_amount: 2500 });
    results.filter((r) => r.status !== 200).forEach(usedUp);
    expect(await holds(discount)).toEqual({ redemptions: 2, reserved: 0 });
    expect(await checkoutsOf(program)).toHaveLength(2);
    expect(await paymentsOf(program)).toBe(2);
    expect((await quote(program)).body).toMatchObject({ final_price: PRICE, discount: null });
    const later = await checkout((await newAthletes(1))[0], { program_id: program, code: 'TWOONLY', card: card(VISA) });
    usedUp(later);
  });

  it('a fully discounted program for 1: one buyer gets it free, the others are told', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 1, value: 100 });
    const buyers = await newAthletes(3);
    const results = await Promise.all(buyers.map((b) => checkout(b, { program_id: program, card: card(VISA), expected_amount: 0 })));
    const paid = results.filter((r) => r.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0].body.checkout).toMatchObject({ status: 'succeeded', amount: 0, discount_amount: PRICE });
    results.filter((r) => r.status !== 200).forEach(usedUp);
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
    expect(await checkoutsOf(program)).toHaveLength(1);
  });

  it('a buyer who did not say what price they saw is charged the server’s price, and the answer says it', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 1 });
    const buyers = await newAthletes(3);
    const results = await Promise.all(buyers.map((b) => checkout(b, { program_id: program, card: card(VISA) })));
    // Exactly one is discounted; any other either was refused or paid the full price its answer shows.
    expect(results.filter((r) => r.status === 200 && r.body.checkout.discount_amount > 0)).toHaveLength(1);
    for (const r of results) {
      if (r.status !== 200) usedUp(r);
      else if (r.body.checkout.discount_amount === 0) expect(r.body.checkout).toMatchObject({ status: 'succeeded', amount: PRICE });
    }
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
  });

  it('one buyer pressing pay four times at once is one checkout with the discount, not a refusal', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 1 });
    const [a] = await newAthletes(1);
    const results = await Promise.all(Array.from({ length: 4 }, () => checkout(a, { program_id: program, card: card(VISA), expected_amount: 4000 })));
    for (const r of results) expect(r.status === 200 || (r.status === 409 && r.body.message === PAYMENT_MESSAGES.alreadyOwned), r.text).toBe(true);
    expect(new Set(results.filter((r) => r.status === 200).map((r) => r.body.checkout.id)).size).toBe(1);
    expect(await checkoutsOf(program)).toHaveLength(1);
    expect(await paymentsOf(program)).toBe(1);
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
  });

  it('a price that changed since the buyer saw it is refused with the new price, nothing written', async () => {
    const program = await newProgram();
    const [buyer] = await newAthletes(1);
    const res = await checkout(buyer, { program_id: program, card: card(VISA), expected_amount: 4000 });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.priceChanged('50.00 USD'));
    expect(await checkoutsOf(program)).toHaveLength(0);
  });
});

describe('3-D Secure checkouts hold the redemption while they wait', () => {
  it('holds it during authentication, releases it when authentication fails, counts it when it passes', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 2 });
    const [a, b, c, d] = await newAthletes(4);
    // Three cards that ask for authentication at once: two hold the two redemptions, the third is told.
    const results = await Promise.all([a, b, c].map((x) => checkout(x, { program_id: program, card: card(THREE_DS), expected_amount: 4000 })));
    const waiting = results.filter((r) => r.status === 200);
    expect(waiting).toHaveLength(2);
    for (const r of waiting) expect(r.body.checkout).toMatchObject({ status: 'requires_action', amount: 4000, discount_amount: 1000 });
    results.filter((r) => r.status !== 200).forEach(usedUp);
    expect(await holds(discount)).toEqual({ redemptions: 0, reserved: 2 });
    // Held redemptions count as used: the storefront stops offering it, and nobody else can take it.
    expect((await quote(program)).body).toMatchObject({ final_price: PRICE, discount: null });
    usedUp(await checkout(d, { program_id: program, card: card(VISA), expected_amount: 4000 }));

    const [first, second] = waiting.map((r) => r.body.checkout as { id: number });
    const owners = await db().selectFrom('checkout').select(['id', 'athlete_id']).where('id', 'in', [first.id, second.id]).execute();
    const ownerOf = (id: number) => [a, b, c].find((x) => x.id === Number(owners.find((o) => Number(o.id) === id)?.athlete_id))!;

    const failed = await confirm(ownerOf(first.id), first.id, false);
    expect(failed.status).toBe(402);
    expect(failed.body.message).toBe(PAYMENT_MESSAGES.declines.authentication_failed);
    expect(await holds(discount)).toEqual({ redemptions: 0, reserved: 1 });
    // Failing it again changes nothing.
    expect((await confirm(ownerOf(first.id), first.id, false)).status).toBe(409);
    expect(await holds(discount)).toEqual({ redemptions: 0, reserved: 1 });

    const passed = await confirm(ownerOf(second.id), second.id, true);
    expect(passed.body.checkout).toMatchObject({ status: 'succeeded', amount: 4000 });
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });

    // The released one is free again.
    expect((await quote(program)).body).toMatchObject({ final_price: 4000 });
    const last = await checkout(d, { program_id: program, card: card(VISA), expected_amount: 4000 });
    expect(last.body.checkout).toMatchObject({ status: 'succeeded', discount_amount: 1000 });
    expect(await holds(discount)).toEqual({ redemptions: 2, reserved: 0 });
  });

  it('releases it when the buyer starts over: the earlier attempt gives way and the buyer keeps the discount', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 1 });
    const [a] = await newAthletes(1);
    const first = await checkout(a, { program_id: program, card: card(THREE_DS), expected_amount: 4000 });
    expect(first.body.checkout.status).toBe('requires_action');
    expect(await holds(discount)).toEqual({ redemptions: 0, reserved: 1 });
    // The buyer's own hold does not keep the discount from them.
    const again = await checkout(a, { program_id: program, card: card(VISA), expected_amount: 4000 });
    expect(again.status, again.text).toBe(200);
    expect(again.body.checkout).toMatchObject({ status: 'succeeded', discount_amount: 1000 });
    const rows = await checkoutsOf(program);
    expect(rows.map((r) => [r.status, Number(r.discount_held)])).toEqual([
      ['canceled', 0],
      ['succeeded', 0],
    ]);
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
  });

  it('lets a hold expire: after the hold time the next checkout releases it, and a late authentication is refused', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 1 });
    const [a, b] = await newAthletes(2);
    const waiting = await checkout(a, { program_id: program, card: card(THREE_DS), expected_amount: 4000 });
    const id = Number(waiting.body.checkout.id);
    expect(await holds(discount)).toEqual({ redemptions: 0, reserved: 1 });

    // Not expired yet: still held.
    await db().updateTable('checkout').set({ created_at: ago(DISCOUNT_HOLD_MS - 60_000) }).where('id', '=', id).execute();
    expect((await quote(program)).body).toMatchObject({ final_price: PRICE });
    usedUp(await checkout(b, { program_id: program, card: card(VISA), expected_amount: 4000 }));

    // Expired: the storefront offers the discount again, and the next checkout takes it.
    await db().updateTable('checkout').set({ created_at: ago(DISCOUNT_HOLD_MS + 60_000) }).where('id', '=', id).execute();
    expect((await quote(program)).body).toMatchObject({ final_price: 4000 });
    const next = await checkout(b, { program_id: program, card: card(VISA), expected_amount: 4000 });
    expect(next.status, next.text).toBe(200);
    expect(next.body.checkout).toMatchObject({ status: 'succeeded', discount_amount: 1000 });
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
    const expired = await db().selectFrom('checkout').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(expired).toMatchObject({ status: 'canceled' });
    expect(Number(expired.discount_held)).toBe(0);
    // Its payment was cancelled at the provider: authenticating now is refused, and nothing is counted.
    const pi = await db().selectFrom('sandbox_object').select('data').where('id', '=', String(expired.payment_ref)).executeTakeFirstOrThrow();
    expect(JSON.parse(String(pi.data)).status).toBe('canceled');
    const late = await confirm(a, id, true);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PAYMENT_MESSAGES.notAwaitingAuthentication);
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
  });
});

describe('declines and hung checkouts give the redemption back', () => {
  it.each([
    [DECLINED, PAYMENT_MESSAGES.declines.generic_decline],
    [INSUFFICIENT, PAYMENT_MESSAGES.declines.insufficient_funds],
  ])('card %s is declined and the discount is free again', async (number, message) => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 1 });
    const [a, b] = await newAthletes(2);
    const declined = await checkout(a, { program_id: program, card: card(number), expected_amount: 4000 });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(message);
    expect(await holds(discount)).toEqual({ redemptions: 0, reserved: 0 });
    const row = (await checkoutsOf(program))[0];
    expect(row).toMatchObject({ status: 'failed' });
    expect(Number(row.discount_held)).toBe(0);
    const paid = await checkout(b, { program_id: program, card: card(VISA), expected_amount: 4000 });
    expect(paid.body.checkout).toMatchObject({ status: 'succeeded', discount_amount: 1000 });
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
  });

  it('a checkout that hung holds until its buyer tries again, then gives way and releases it', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 1 });
    const [a, b] = await newAthletes(2);
    // A checkout whose provider call never answered (the server went away mid-flight), holding the discount.
    const first = await checkout(a, { program_id: program, card: card(THREE_DS), expected_amount: 4000 });
    const id = Number(first.body.checkout.id);
    await db().updateTable('checkout').set({ status: 'processing', payment_ref: null, client_secret: null, created_at: ago(10 * 60_000) }).where('id', '=', id).execute();
    expect(await holds(discount)).toEqual({ redemptions: 0, reserved: 1 });
    usedUp(await checkout(b, { program_id: program, card: card(VISA), expected_amount: 4000 }));
    const retry = await checkout(a, { program_id: program, card: card(VISA), expected_amount: 4000 });
    expect(retry.body.checkout).toMatchObject({ status: 'succeeded', discount_amount: 1000 });
    expect(await db().selectFrom('checkout').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'failed' });
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
  });
});

describe('the webhook counts a redemption once', () => {
  it('a replayed or repeated success event does not count twice', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 3 });
    const [a] = await newAthletes(1);
    const paid = await checkout(a, { program_id: program, card: card(VISA), expected_amount: 4000 });
    expect(paid.body.checkout.status).toBe('succeeded');
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
    const event = await succeededEvent('evt_holds_replay', String(paid.body.checkout.payment_ref));
    const deliveries = await Promise.all([deliver(event), deliver(event), deliver({ ...event, id: 'evt_holds_replay_2' })]);
    expect(deliveries.every((r) => r.status === 200)).toBe(true);
    expect((await deliver(event)).body).toMatchObject({ duplicate: true });
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
  });

  it('a payment that succeeds after its hold was released counts the redemption only, once', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 2 });
    const [a, b] = await newAthletes(2);
    const waiting = await checkout(a, { program_id: program, card: card(THREE_DS), expected_amount: 4000 });
    const id = Number(waiting.body.checkout.id);
    await db().updateTable('checkout').set({ created_at: ago(DISCOUNT_HOLD_MS + 60_000) }).where('id', '=', id).execute();
    // The next checkout releases the expired hold and takes one of the two.
    expect((await checkout(b, { program_id: program, card: card(VISA), expected_amount: 4000 })).body.checkout.status).toBe('succeeded');
    expect(await holds(discount)).toEqual({ redemptions: 1, reserved: 0 });
    // The provider reports that the first payment went through after all (authenticated just before it was cancelled):
    // the buyer paid the discounted price, so it counts, without giving back a hold it no longer has.
    const event = await succeededEvent('evt_holds_late', String(waiting.body.checkout.payment_ref));
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).body).toMatchObject({ duplicate: true });
    expect(await holds(discount)).toEqual({ redemptions: 2, reserved: 0 });
    expect(await db().selectFrom('checkout').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'succeeded' });
  });
});

describe('the trainer sees the holds', () => {
  it('reads `reserved` and cannot set it', async () => {
    const program = await newProgram();
    const discount = await newDiscount(program, { max_redemptions: 5 });
    const [a] = await newAthletes(1);
    await checkout(a, { program_id: program, card: card(THREE_DS), expected_amount: 4000 });
    const read = await http.get(`${R}/trainer/discount/${discount}`, trainer);
    expect(read.body.model).toMatchObject({ redemptions: 0, reserved: 1 });
    const write = await http.raw.put(`${R}/trainer/discount/${discount}`, { reserved: 0 }, trainer); // read-only field: deliberately outside the contract
    expect(write.status).toBe(422);
    const made = await http.raw.post(`${R}/trainer/discount`, { program_id: program, kind: 'fixed', value: 100, starts_at: ago(1000), reserved: 5 }, trainer);
    expect(made.status).toBe(422);
    expect(await holds(discount)).toEqual({ redemptions: 0, reserved: 1 });
  });
});
