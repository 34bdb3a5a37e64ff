/** New accounts for the browser tests, ready to sign in with: signed up, confirmed and completed through the API. */
import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { linkIn } from '../../helpers/smtp';
import { mailAfter } from './mail';

const PROJECT = 'sportlink';
const HEADERS = { 'x-project': PROJECT };

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** An access token of the account (its own API session). */
  token: string;
}

/** What each role's profile completion needs (requirements §6). */
const COMPLETION = {
  athlete: { pathRole: 'member', profile: { goals: 'Run a faster 10K', level: 'beginner' } },
  trainer: { pathRole: 'trainer', profile: { bio: 'Coaching runners and lifters for ten years.', specialties: 'Running' } },
} as const;

/** Signs up an athlete or a trainer, follows the mailed confirmation link and completes the profile. */
export async function newAccount(request: APIRequestContext, baseURL: string, role: 'athlete' | 'trainer', name = { first: 'Robin', last: 'Vale' }): Promise<NewAccount> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'Steady-Pace-Every-Day-7';
  const { pathRole, profile } = COMPLETION[role];
  const lambda = `/v1/api/${PROJECT}/${pathRole}/lambda`;
  const mail = await mailAfter(email, async () => {
    const res = await request.post(`${lambda}/register`, { headers: HEADERS, data: { email, password, first_name: name.first, last_name: name.last } });
    expect(res.status()).toBe(200);
  });
  const confirmation = linkIn(mail, `${baseURL}/verify-email`).searchParams.get('token');
  expect((await request.post(`/v1/api/${PROJECT}/member/lambda/verify-email`, { headers: HEADERS, data: { token: confirmation } })).status()).toBe(200);
  const login = await request.post(`${lambda}/login`, { headers: HEADERS, data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const completed = await request.post(`${lambda}/profile/complete`, { headers: { ...HEADERS, authorization: `Bearer ${token}` }, data: profile });
  expect(completed.status()).toBe(200);
  return { email, password, firstName: name.first, lastName: name.last, token };
}

/** Switches two-factor sign-in on for `account` (setup, then a code from its secret); answers the secret. */
export async function turnOnTwoFactor(request: APIRequestContext, account: NewAccount, pathRole = 'member'): Promise<string> {
  const headers = { ...HEADERS, authorization: `Bearer ${account.token}` };
  const lambda = `/v1/api/${PROJECT}/${pathRole}/lambda`;
  const setup = await request.post(`${lambda}/two-factor/enable`, { headers });
  expect(setup.status()).toBe(200);
  const secret = new URL(((await setup.json()) as { otpauth_url: string }).otpauth_url).searchParams.get('secret')!;
  const verified = await request.post(`${lambda}/two-factor/verify`, { headers, data: { verification_code: await generate({ secret }) } });
  expect(verified.status()).toBe(200);
  return secret;
}
