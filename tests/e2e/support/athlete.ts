/**
 * A new athlete made through the API, as the athlete specs need one: signed up, confirmed through the mailed link,
 * the profile completed (or left pending), a program bought with the sandbox's test card, earlier workouts logged.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { linkIn } from '../../helpers/smtp';
import { mailAfter } from './mail';

const PROJECT = 'sportlink';
const LAMBDA = `/v1/api/${PROJECT}/member/lambda`;
export const RECORDS = `/v1/api/records/${PROJECT}/member`;
const HEADERS = { 'x-project': PROJECT };
const DAY = 86_400_000;

export interface NewAthlete {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** Completed with these goals and level; left out, the profile stays pending (profile_complete 0). */
  profile?: { goals: string; level: 'beginner' | 'intermediate' | 'advanced' };
}

/** Signs the athlete up and confirms the address; answers the headers of their API calls. */
export async function createAthlete(request: APIRequestContext, baseURL: string, athlete: NewAthlete): Promise<Record<string, string>> {
  const { email, password, first_name, last_name } = athlete;
  const mail = await mailAfter(email, async () => {
    const res = await request.post(`${LAMBDA}/register`, { headers: HEADERS, data: { email, password, first_name, last_name } });
    expect(res.status()).toBe(200);
  });
  const token = linkIn(mail, `${baseURL}/verify-email`).searchParams.get('token');
  expect((await request.post(`${LAMBDA}/verify-email`, { headers: HEADERS, data: { token } })).status()).toBe(200);
  const login = await request.post(`${LAMBDA}/login`, { headers: HEADERS, data: { email, password } });
  const auth = { ...HEADERS, authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  if (athlete.profile) expect((await request.post(`${LAMBDA}/profile/complete`, { headers: auth, data: athlete.profile })).status()).toBe(200);
  return auth;
}

/** Buys a program with the sandbox's test card; answers the enrollment's id. */
export async function buyProgram(request: APIRequestContext, auth: Record<string, string>, programId: number): Promise<number> {
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };
  const paid = await request.post(`${LAMBDA}/stripe/checkout`, { headers: auth, data: { program_id: programId, card } });
  expect(paid.status()).toBe(200);
  const checkout = ((await paid.json()) as { checkout: { status: string; enrollment_id: number } }).checkout;
  expect(checkout.status).toBe('succeeded');
  return checkout.enrollment_id;
}

/** A completed workout logged `daysAgo` days ago. */
export async function logWorkout(
  request: APIRequestContext,
  auth: Record<string, string>,
  log: { enrollmentId: number; workoutId: number; daysAgo: number; sets: { reps: number; weight: number | null }[] },
) {
  const res = await request.post(`${RECORDS}/workout_log`, {
    headers: auth,
    data: {
      enrollment_id: log.enrollmentId,
      workout_id: log.workoutId,
      performed_at: new Date(Date.now() - log.daysAgo * DAY).toISOString(),
      sets: log.sets.map((s) => ({ ...s, rpe: 7, notes: null })),
      completed: 1,
    },
  });
  expect(res.status()).toBe(200);
}
