/**
 * Numbers past what the API's integers can be ("1e309" is Infinity to a JSON reader, 1e20 is past every database's
 * integer): a clear 4xx at the contract's validation, in paths, queries and bodies, never a 500 from the database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startServer();
  http = client(server);
});

afterAll(async () => {
  await server?.close();
});

it('answers a number past the safe integers with a 4xx and a message, wherever it is sent', async () => {
  const athlete = await http.login(DEMO.athlete.email, 'member');
  const admin = await http.login(DEMO.admin.email, 'admin');
  for (const huge of ['1e309', '-1e309', '1e20', '99999999999999999999']) {
    for (const [what, res] of [
      ['checkout path', await http.get(`/sportlink/member/lambda/stripe/checkout/${huge}`, athlete)],
      ['records path', await http.get(`/records/sportlink/member/program/${huge}`, athlete)],
      ['records query', await http.get(`/records/sportlink/member/program?page=${huge}`, athlete)],
      ['admin body', await http.raw.call('POST', '/sportlink/admin/lambda/admin/update/password', { token: admin, body: `{"id": ${huge}, "password": "a long enough pass"}` })],
    ] as const) {
      expect(res.status, `${what} ${huge}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${what} ${huge}: ${res.text}`).toBeLessThan(500);
      expect(res.body.message, what).toBeTruthy();
    }
  }
});
