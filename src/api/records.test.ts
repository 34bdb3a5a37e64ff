// @vitest-environment node
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { MESSAGES } from '../config/messages';
import type { Tables } from '../generated/tables';
import { configureApi, resetApiConfig, setRoleGetter, setTokenGetter } from './config';
import { ApiError, ValidationError } from './errors';
import { records, toFilterList, type ListPage, type Suggestion } from './records';

const BASE = 'http://api.test';
const RECORDS_URL = `${BASE}/v1/api/records/sportlink`;

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

const server = setupServer();
const seen: Request[] = [];
server.events.on('request:start', ({ request }) => {
  seen.push(request);
});
let calls: Call[] = [];

/** Answers `method path` with `body` and records what was asked. */
function answer(method: 'get' | 'post' | 'put' | 'delete', path: string, body: JsonBodyType, status = 200) {
  server.use(
    http[method](`${BASE}${path}`, async ({ request }) => {
      const text = await request.clone().text();
      calls.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: text ? JSON.parse(text) : undefined });
      return HttpResponse.json(body, { status });
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetApiConfig();
  configureApi({ baseUrl: BASE });
  setTokenGetter(() => 'tok');
  setRoleGetter(() => 'trainer');
  calls = [];
  seen.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const program: Tables['program'] = {
  id: 7,
  trainer_id: 2,
  title: 'Strength 101',
  level: 'beginner',
  duration_weeks: 4,
  price: 4900,
  currency: 'USD',
  pricing: 'one_time',
  status: 'published',
  featured: 0,
  rating_count: 0,
  enrollment_count: 0,
};

const page = (list: unknown[]) => ({ error: false, list, total: list.length, page: 1, limit: 10, num_pages: 1 });

describe('records: reads', () => {
  it('lists with repeated filter, order and join parameters, page 1 and size 10 by default', async () => {
    answer('get', '/v1/api/records/sportlink/trainer/program', page([program]));

    const result = await records.list('program', {
      filter: ['status,eq,published', { field: 'level', op: 'in', value: ['beginner', 'advanced'] }],
      order: ['price,desc', { field: 'id', direction: 'asc' }],
      join: ['trainer', 'split.workout'],
    });

    expect(calls).toHaveLength(1);
    const { url, headers } = calls[0];
    expect(url.pathname).toBe('/v1/api/records/sportlink/trainer/program');
    expect(url.searchParams.getAll('filter')).toEqual(['status,eq,published', 'level,in,beginner|advanced']);
    expect(url.searchParams.getAll('order')).toEqual(['price,desc', 'id,asc']);
    expect(url.searchParams.getAll('join')).toEqual(['trainer', 'split.workout']);
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('size')).toBe('10');
    expect(headers.get('x-project')).toBe('sportlink');
    expect(headers.get('authorization')).toBe('Bearer tok');

    expectTypeOf(result).toEqualTypeOf<ListPage<'program'>>();
    expectTypeOf(result.list[0].title).toEqualTypeOf<string>();
    expectTypeOf(result.list[0].level).toEqualTypeOf<'beginner' | 'intermediate' | 'advanced'>();
    expect(result.list[0].title).toBe('Strength 101');
    expect(result.total).toBe(1);
  });

  it('sends a single filter, order and join as one parameter each, and no empty ones', async () => {
    answer('get', '/v1/api/records/sportlink/trainer/split', page([]));

    await records.list('split', { filter: 'program_id,eq,7', order: 'position', join: 'workout', page: 3, size: 5 });

    const { searchParams } = calls[0].url;
    expect(searchParams.getAll('filter')).toEqual(['program_id,eq,7']);
    expect(searchParams.getAll('order')).toEqual(['position']);
    expect(searchParams.getAll('join')).toEqual(['workout']);
    expect(searchParams.get('page')).toBe('3');
    expect(searchParams.get('size')).toBe('5');

    await records.list('split');
    expect([...calls[1].url.searchParams.keys()].sort()).toEqual(['page', 'size']);
  });

  it('paginates 20 a page by default', async () => {
    answer('get', '/v1/api/records/sportlink/trainer/program', page([]));

    await records.paginate('program', { page: 2 });

    expect(calls[0].url.searchParams.get('size')).toBe('20');
    expect(calls[0].url.searchParams.get('page')).toBe('2');
  });

  it('reads filtered records with the filter in the query', async () => {
    answer('get', '/v1/api/records/sportlink/trainer/enrollment', page([]));

    await records.filteredRead('enrollment', [{ field: 'ends_at', op: 'is', value: null }, 'program_id,eq,7']);

    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.searchParams.getAll('filter')).toEqual(['ends_at,is,null', 'program_id,eq,7']);
  });

  it('gets one typed record with joins', async () => {
    answer('get', '/v1/api/records/sportlink/trainer/program/7', { error: false, model: { ...program, trainer: { id: 2 } } });

    const model = await records.get<'program', { trainer: { id: number } }>('program', 7, { join: ['trainer', 'split'] });

    expect(calls[0].url.pathname).toBe('/v1/api/records/sportlink/trainer/program/7');
    expect(calls[0].url.searchParams.getAll('join')).toEqual(['trainer', 'split']);
    expectTypeOf(model.price).toEqualTypeOf<number>();
    expectTypeOf(model.trainer.id).toEqualTypeOf<number>();
    expect(model.title).toBe('Strength 101');
    expect(model.trainer.id).toBe(2);
  });

  it('gets many by comma-separated ids, chunked by 100', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    server.use(
      http.get(`${RECORDS_URL}/trainer/program/:ids`, ({ params }) => {
        const asked = String(params.ids).split(',').map(Number);
        return HttpResponse.json(page(asked.map((id) => ({ ...program, id }))));
      }),
    );

    const list = await records.getMany('program', ids);

    expect(seen).toHaveLength(2);
    expect(decodeURIComponent(new URL(seen[0].url).pathname)).toBe(`/v1/api/records/sportlink/trainer/program/${ids.slice(0, 100).join(',')}`);
    expect(list.map((p) => p.id)).toEqual(ids);
    expectTypeOf(list).toEqualTypeOf<Tables['program'][]>();
  });

  it('gets many with one id (the server answers {model})', async () => {
    answer('get', '/v1/api/records/sportlink/trainer/program/7', { error: false, model: program });

    expect(await records.getMany('program', [7])).toEqual([program]);
  });

  it('gets all matching records by POST GETALL', async () => {
    answer('post', '/v1/api/records/sportlink/trainer/program/GETALL', page([program]));

    const result = await records.getAll('program', { filter: 'status,eq,published', order: 'price,asc', join: 'trainer' });

    expect(calls[0].body).toEqual({ filter: ['status,eq,published'], order: ['price,asc'], join: ['trainer'] });
    expect(result.list).toHaveLength(1);
  });

  it('pages by cursor', async () => {
    answer('post', '/v1/api/records/sportlink/trainer/post/CURSORPAGINATE', {
      error: false,
      list: [],
      next_cursor: 'abc',
      has_more: true,
      limit: 5,
    });

    const result = await records.cursor('post', { cursor: 'xyz', size: 5, order: { field: 'created_at', direction: 'desc' }, filter: 'pinned,eq,1' });

    expect(calls[0].body).toEqual({ cursor: 'xyz', size: 5, order: 'created_at,desc', filter: ['pinned,eq,1'] });
    expect(result.next_cursor).toBe('abc');
    expect(result.has_more).toBe(true);
  });

  it('autocompletes a field', async () => {
    answer('post', '/v1/api/records/sportlink/trainer/exercise/AUTOCOMPLETE', { error: false, list: [{ id: 1, value: 'Squat' }] });

    const list = await records.autocomplete('exercise', 'name', 'sq', { size: 5 });

    expect(calls[0].body).toEqual({ field: 'name', q: 'sq', size: 5 });
    expectTypeOf(list).toEqualTypeOf<Suggestion[]>();
    expect(list).toEqual([{ id: 1, value: 'Squat' }]);
  });

  it('joins one or several references by POST', async () => {
    answer('post', '/v1/api/records/sportlink/trainer/program/JOIN', page([]));
    answer('post', '/v1/api/records/sportlink/trainer/program/MULTIJOIN', page([]));

    await records.join('program', 'trainer', { filter: 'status,eq,published', page: 2, size: 3 });
    await records.multiJoin('program', ['trainer', 'split'], { order: 'id,desc' });

    expect(calls[0].body).toEqual({ join: 'trainer', filter: ['status,eq,published'], page: 2, size: 3 });
    expect(calls[1].body).toEqual({ joins: ['trainer', 'split'], order: ['id,desc'] });
  });

  it('exports as a Blob, or as text', async () => {
    server.use(
      http.post(`${RECORDS_URL}/trainer/program/EXPORT`, async ({ request }) => {
        calls.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.json() });
        return new HttpResponse('id,title\n7,Strength 101\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );

    const blob = await records.export('program', { filter: 'status,eq,published' });
    const text = await records.export('program', { format: 'csv', as: 'text' });

    expect(blob).toBeInstanceOf(Blob);
    expectTypeOf(blob).toEqualTypeOf<Blob>();
    expectTypeOf(text).toEqualTypeOf<string>();
    expect(await blob.text()).toBe('id,title\n7,Strength 101\n');
    expect(text).toBe('id,title\n7,Strength 101\n');
    expect(calls[0].body).toEqual({ format: 'csv', filter: ['status,eq,published'] });
  });
});

describe('records: writes', () => {
  it('creates, updates and deletes, answering the id', async () => {
    answer('post', '/v1/api/records/sportlink/trainer/program', { error: false, data: 8 });
    answer('put', '/v1/api/records/sportlink/trainer/program/8', { error: false, data: 8 });
    answer('delete', '/v1/api/records/sportlink/trainer/program/8', { error: false, data: 8 });

    const id = await records.create('program', { title: 'New', price: 1000 });
    const updated = await records.update('program', id, { status: 'published' });
    const deleted = await records.delete('program', id);

    expectTypeOf(id).toEqualTypeOf<number>();
    expect([id, updated, deleted]).toEqual([8, 8, 8]);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(calls[0].body).toEqual({ title: 'New', price: 1000 });
    expect(calls[0].headers.get('content-type')).toBe('application/json');
    expect(calls[1].body).toEqual({ status: 'published' });
    expect(calls[2].body).toBeUndefined();
  });

  it('updates by condition with PUT and updateCondition', async () => {
    answer('put', '/v1/api/records/sportlink/trainer/notification', { error: false, data: 3 });

    const count = await records.updateWhere('notification', { user_id: 5, read_at: null }, { read_at: '2026-01-01T00:00:00Z' });

    expect(count).toBe(3);
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].body).toEqual({ updateCondition: ['user_id,eq,5', 'read_at,is,null'], data: { read_at: '2026-01-01T00:00:00Z' } });
  });

  it('puts and deletes by condition through the generic POSTs', async () => {
    answer('post', '/v1/api/records/sportlink/trainer/program/PUTWHERE', { error: false, data: 2 });
    answer('post', '/v1/api/records/sportlink/trainer/program/DELETEALL', { error: false, data: 4 });

    expect(await records.putWhere('program', 'status,eq,draft', { featured: 0 })).toBe(2);
    expect(await records.deleteAll('program', [{ field: 'status', op: 'eq', value: 'archived' }])).toBe(4);

    expect(calls[0].body).toEqual({ updateCondition: ['status,eq,draft'], data: { featured: 0 } });
    expect(calls[1].body).toEqual({ condition: ['status,eq,archived'] });
  });

  it("throws the server's message as an ApiError", async () => {
    answer('post', '/v1/api/records/sportlink/trainer/program', { error: true, message: 'You may not create program records' }, 403);

    const error = await records.create('program', { title: 'x' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('You may not create program records');
  });
});

describe('records: path role', () => {
  it("uses a call's pathRole over the getter's", async () => {
    answer('get', '/v1/api/records/sportlink/admin/refund', page([]));

    await records.list('refund', { pathRole: 'admin' });

    expect(calls[0].url.pathname).toBe('/v1/api/records/sportlink/admin/refund');
  });

  it("maps localStorage's role by default, else the page's login type, else 'user' (requirements §6)", async () => {
    setRoleGetter(null);
    for (const role of ['admin', 'member', 'trainer', 'user']) answer('get', `/v1/api/records/sportlink/${role}/refund`, page([]));

    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'role' ? 'super_admin' : null) });
    await records.list('refund');
    vi.stubGlobal('localStorage', { getItem: () => null });
    // Signed out: the audience of the page the app is on.
    for (const [pathname, search] of [['/', ''], ['/athlete/program/3', ''], ['/trainer/signup', ''], ['/login', '?role=trainer'], ['/admin/login', ''], ['/no-such-page', '']]) {
      vi.stubGlobal('location', { pathname, search });
      await records.list('refund');
    }
    vi.unstubAllGlobals();
    await records.list('refund');

    expect(calls.map((c) => c.url.pathname.split('/')[5])).toEqual(['admin', 'member', 'member', 'trainer', 'trainer', 'admin', 'user', 'user']);
  });

  it('uses the configured project in the path and the header', async () => {
    configureApi({ projectId: 'demo' });
    answer('get', '/v1/api/records/demo/trainer/program', page([]));

    await records.list('program');

    expect(calls[0].url.pathname).toBe('/v1/api/records/demo/trainer/program');
    expect(calls[0].headers.get('x-project')).toBe('demo');
  });
});

describe('records: custom calls', () => {
  it('calls a lambda endpoint under the project and role, POST when there is a body', async () => {
    answer('post', '/v1/api/sportlink/trainer/lambda/update/email', { error: false, message: 'Updated' });

    const result = await records.custom({ endpoint: 'update/email', body: { email: 'a@b.test', password: 'pw' } });

    expect(result.message).toBe('Updated');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toEqual({ email: 'a@b.test', password: 'pw' });
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok');
  });

  it('calls a lambda with its path parameters, role, method and query', async () => {
    answer('delete', '/v1/api/sportlink/admin/lambda/user-sessions/data/9', { error: false, data: 9 });

    const result = await records.custom({ endpoint: 'user-sessions/data/{sessionId}', method: 'DELETE', path: { sessionId: 9 }, query: { scope: 'all' }, pathRole: 'admin' });

    expect(result).toEqual({ error: false, data: 9 });
    expect(calls[0].method).toBe('DELETE');
    expect(calls[0].url.searchParams.get('scope')).toBe('all');
  });

  it('throws the server message of a failed custom call', async () => {
    answer('post', '/v1/api/sportlink/trainer/lambda/stripe/checkout', { error: true, message: 'Card declined' }, 402);

    const error = await records.custom({ endpoint: 'stripe/checkout', method: 'POST', body: { program_id: 1, save_card: false } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Card declined');
  });
});

describe('records: requirements §5 checks, before any request is sent', () => {
  const cases: [string, () => Promise<unknown>, string][] = [
    ['get without a table', () => records.get('' as never, 1), MESSAGES.tableIdRequired],
    ['get without an id', () => records.get('program', undefined as never), MESSAGES.tableIdRequired],
    ['get with an empty id', () => records.get('program', ''), MESSAGES.tableIdRequired],
    ['getMany without ids', () => records.getMany('program', []), MESSAGES.tableIdRequired],
    ['update without an id', () => records.update('program', null as never, { title: 'x' }), MESSAGES.tableIdRequired],
    ['update without a table', () => records.update(undefined as unknown as 'program', 1, {}), MESSAGES.tableIdRequired],
    ['delete without an id', () => records.delete('program', undefined as never), MESSAGES.tableIdRequired],
    ['delete without a table', () => records.delete('' as never, 3), MESSAGES.tableIdRequired],
    ['list without a table', () => records.list('' as never), MESSAGES.tableRequired],
    ['create without a table', () => records.create(undefined as unknown as 'program', {}), MESSAGES.tableRequired],
    ['paginate without a table', () => records.paginate(null as never), MESSAGES.tableRequired],
    ['getAll without a table', () => records.getAll('' as never), MESSAGES.tableRequired],
    ['cursor without a table', () => records.cursor('' as never), MESSAGES.tableRequired],
    ['export without a table', () => records.export('' as never), MESSAGES.tableRequired],
    ['filtered read without a table', () => records.filteredRead('' as never, 'id,eq,1'), MESSAGES.tableFilterRequired],
    ['filtered read without a filter', () => records.filteredRead('program', undefined as never), MESSAGES.tableFilterRequired],
    ['filtered read with an empty filter', () => records.filteredRead('program', []), MESSAGES.tableFilterRequired],
    ['updateWhere with an empty condition', () => records.updateWhere('program', [], { featured: 1 }), MESSAGES.conditionRequired],
    ['updateWhere with an empty map', () => records.updateWhere('program', {}, { featured: 1 }), MESSAGES.conditionRequired],
    ['updateWhere without a condition', () => records.updateWhere('program', undefined as never, {}), MESSAGES.conditionRequired],
    ['putWhere with an empty condition', () => records.putWhere('program', '', {}), MESSAGES.conditionRequired],
    ['deleteAll with an empty condition', () => records.deleteAll('program', []), MESSAGES.conditionRequired],
    ['custom without an endpoint', () => records.custom({ endpoint: '' as never }), MESSAGES.endpointRequired],
    ['custom without options', () => records.custom(undefined as never), MESSAGES.endpointRequired],
  ];

  it.each(cases)('%s', async (_name, call, message) => {
    server.use(http.all(`${BASE}/*`, () => HttpResponse.json({ error: false })));

    const error = await call().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ValidationError).message).toBe(message);
    expect((error as ValidationError).status).toBe(0);
    expect(seen).toHaveLength(0);
  });

  it('uses the exact spec wording', () => {
    expect(cases.map(([, , m]) => m)).toEqual(
      expect.arrayContaining([
        'table, id is required.',
        'table is required.',
        'table and filter is required.',
        'condition is required.',
        'options.endpoint is a required field',
      ]),
    );
  });
});

describe('toFilterList', () => {
  it('converts filter objects to field,op,value strings', () => {
    expect(
      toFilterList([
        'title,cs,strength',
        { field: 'price', op: 'lt', value: 5000 },
        { field: 'level', op: 'in', value: ['beginner', 'advanced'] },
        { field: 'cover', op: 'is', value: null },
        '',
      ]),
    ).toEqual(['title,cs,strength', 'price,lt,5000', 'level,in,beginner|advanced', 'cover,is,null']);
    expect(toFilterList({ field: 'id', op: 'eq', value: 1 })).toEqual(['id,eq,1']);
    expect(toFilterList(undefined)).toEqual([]);
  });
});
