/**
 * Field, table and resource names that are also properties of every JavaScript object (`constructor`, `__proto__`,
 * `toString`, ...) are names like any other to the API: unknown ones, answered 400 with a message naming them, in every
 * place a request names a field (filter, order, join, search, bulk conditions and changes, the admin's sort and filter),
 * never a 500 and never a write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, snapshot, startServer, type Http, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let admin: string;
let athlete: string;
const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];
const R = '/records/sportlink';

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  admin = await http.login(DEMO.admin.email, 'admin');
  athlete = await http.login(DEMO.athlete.email, 'member');
});

afterAll(async () => {
  await server?.close();
});

/** 400 with a message naming the field (or, where the contract's own pattern already refuses the name, saying which part). */
function expectNamed(res: Http, name: string, what: string) {
  expect(res.status, `${what}: ${res.text}`).toBe(400);
  expect(res.body.error, what).toBe(true);
  const message = String(res.body.message);
  if (!/^(querystring|body|params): /.test(message)) expect(message, what).toContain(name);
}

describe.each(NAMES)('the name %s', (name) => {
  const q = encodeURIComponent;
  it('is an unknown field in a records list, get and search', async () => {
    for (const [what, res] of [
      ['filter', await http.get(`${R}/admin/program?filter=${q(`${name},eq,1`)}`, admin)],
      ['order', await http.get(`${R}/admin/program?order=${q(`${name},desc`)}`, admin)],
      ['join', await http.get(`${R}/admin/program?join=${q(name)}`, admin)],
      ['join on one', await http.get(`${R}/admin/program/1?join=${q(name)}`, admin)],
      ['member filter', await http.get(`${R}/member/program?filter=${q(`${name},eq,1`)}`, athlete)],
      ['GETALL filter', await http.post(`${R}/admin/program/GETALL`, { filter: [`${name},eq,1`] }, admin)],
      ['GETALL order', await http.post(`${R}/admin/program/GETALL`, { order: [`${name},asc`] }, admin)],
      ['CURSORPAGINATE order', await http.post(`${R}/admin/program/CURSORPAGINATE`, { order: `${name},asc` }, admin)],
      ['CURSORPAGINATE filter', await http.post(`${R}/admin/program/CURSORPAGINATE`, { filter: [`${name},eq,1`] }, admin)],
      ['EXPORT', await http.post(`${R}/admin/program/EXPORT`, { format: 'csv', filter: [`${name},eq,1`], order: [`${name},asc`] }, admin)],
      ['AUTOCOMPLETE', await http.post(`${R}/admin/program/AUTOCOMPLETE`, { field: name, q: 'a' }, admin)],
      ['JOIN', await http.post(`${R}/admin/program/JOIN`, { join: name }, admin)],
      ['MULTIJOIN', await http.post(`${R}/admin/program/MULTIJOIN`, { joins: [`trainer.${name}`] }, admin)],
    ] as const) {
      expectNamed(res, name, what);
    }
  });

  // The bodies name a field no table has: deliberately outside the contract, so through raw.
  it('is an unknown field in a write, one or many, and nothing changes', async () => {
    const before = await snapshot(server.database, ['program']);
    for (const [what, res] of [
      ['create', await http.raw.post(`${R}/admin/program`, { title: 'Proto', price: 100, trainer_id: 3, [name]: 1 }, admin)],
      ['update', await http.raw.put(`${R}/admin/program/1`, JSON.parse(`{"${name}": 1}`), admin)],
      ['PUT by condition', await http.put(`${R}/admin/program`, { updateCondition: [`${name},eq,1`], data: { featured: 1 } }, admin)],
      ['PUTWHERE condition', await http.post(`${R}/admin/program/PUTWHERE`, { updateCondition: [`${name},eq,1`], data: { featured: 1 } }, admin)],
      ['PUTWHERE data', await http.raw.post(`${R}/admin/program/PUTWHERE`, { updateCondition: ['id,eq,1'], data: JSON.parse(`{"${name}": 1}`) }, admin)],
      ['DELETEALL', await http.post(`${R}/admin/program/DELETEALL`, { condition: [`${name},eq,1`] }, admin)],
    ] as const) {
      // A JSON key `__proto__` is refused by the body parser itself (400); every other name is an unknown field.
      if (name === '__proto__' && res.status === 400 && !String(res.body.message).includes(name)) expect(res.body.message, what).toBeTruthy();
      else expectNamed(res, name, what);
    }
    expect(await snapshot(server.database, ['program'])).toBe(before);
  });

  it('is an unknown table, admin resource, sort field or filter field', async () => {
    const table = await http.get(`${R}/admin/${q(name)}`, admin);
    expect([400, 404], table.text).toContain(table.status);
    expect(table.body.message).toBeTruthy();
    const resource = await http.get(`/admin-rest/${q(name)}`, admin);
    expect([400, 404], resource.text).toContain(resource.status);
    expect(resource.body.message).toBeTruthy();
    expectNamed(await http.get(`/admin-rest/programs?sort=${q(JSON.stringify([name, 'ASC']))}`, admin), name, 'admin sort');
    expectNamed(await http.get(`/admin-rest/programs?filter=${q(`{"${name}": 1}`)}`, admin), name, 'admin filter');
    expectNamed(await http.get(`/admin-rest/programs?filter=${q(`{"${name}_gte": 1}`)}`, admin), name, 'admin bound filter');
  });
});
