import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeRequest, isMutation, newId } from './request-info';

const API = 'https://api.sportlink.test';
const records = (table: string, rest = '') => `${API}/v1/api/records/sportlink/member/${table}${rest}`;
const lambda = (path: string) => `${API}/v1/api/sportlink/member/lambda/${path}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('which requests change something', () => {
  it('POST, PUT, PATCH and DELETE do, in any letter case; reads do not', () => {
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'put', 'patch', 'delete']) expect(isMutation(m)).toBe(true);
    for (const m of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(isMutation(m)).toBe(false);
  });
});

describe('what a request changes, read from its method and path', () => {
  it('a read never waits in the offline queue', () => {
    expect(describeRequest('GET', records('workout_log'))).toEqual({ queueable: false, table: null, operation: 'custom', priority: 'medium' });
    expect(describeRequest('GET', records('workout_log', '/5'))).toMatchObject({ queueable: false });
  });

  it('a POST to a table is a create of that table', () => {
    expect(describeRequest('POST', records('workout_log'))).toEqual({ queueable: true, table: 'workout_log', operation: 'create', priority: 'high' });
    expect(describeRequest('post', records('enrollment'))).toEqual({ queueable: true, table: 'enrollment', operation: 'create', priority: 'medium' });
  });

  it('a PUT or PATCH of one record is an update of it, with its id', () => {
    expect(describeRequest('PUT', records('program', '/42'))).toEqual({ queueable: true, table: 'program', operation: 'update', recordId: 42, priority: 'high' });
    expect(describeRequest('PATCH', records('program', '/42'))).toEqual({ queueable: true, table: 'program', operation: 'update', recordId: 42, priority: 'high' });
  });

  it('a DELETE of one record is a delete of it, with its id', () => {
    expect(describeRequest('DELETE', records('comment', '/7'))).toEqual({ queueable: true, table: 'comment', operation: 'delete', recordId: 7, priority: 'high' });
  });

  it('a record created offline (a temporary negative id) can be changed and deleted offline too', () => {
    expect(describeRequest('PUT', records('workout_log', '/-171234567'))).toMatchObject({ queueable: true, operation: 'update', recordId: -171234567 });
    expect(describeRequest('DELETE', records('workout_log', '/-171234567'))).toMatchObject({ queueable: true, operation: 'delete', recordId: -171234567 });
  });

  it('the bulk writes (PUT with a condition, PUTWHERE, DELETEALL) wait as custom changes of their table', () => {
    expect(describeRequest('PUT', records('notification'))).toEqual({ queueable: true, table: 'notification', operation: 'custom', priority: 'low' });
    expect(describeRequest('POST', records('notification', '/PUTWHERE'))).toEqual({ queueable: true, table: 'notification', operation: 'custom', priority: 'low' });
    expect(describeRequest('DELETE', records('reaction', '/DELETEALL'))).toEqual({ queueable: true, table: 'reaction', operation: 'custom', priority: 'low' });
  });

  it('the reads sent as POST (GETALL, EXPORT, ...) never wait', () => {
    expect(describeRequest('POST', records('workout_log', '/GETALL'))).toMatchObject({ queueable: false, table: null });
    expect(describeRequest('POST', records('workout_log', '/EXPORT'))).toMatchObject({ queueable: false });
  });

  it('anything else on the records paths does not wait', () => {
    expect(describeRequest('PATCH', records('program'))).toMatchObject({ queueable: false });
    expect(describeRequest('DELETE', records('program'))).toMatchObject({ queueable: false });
    expect(describeRequest('POST', records('program', '/42'))).toMatchObject({ queueable: false });
    expect(describeRequest('PUT', records('program', '/abc'))).toMatchObject({ queueable: false });
    expect(describeRequest('PUT', records('program', '/1.5'))).toMatchObject({ queueable: false });
    expect(describeRequest('POST', `${API}/v1/api/records/sportlink/workout_log`)).toMatchObject({ queueable: false });
  });

  it('a workout log, a program draft and a post go first; read marks and likes go last; the rest in between', () => {
    for (const t of ['workout_log', 'program', 'split', 'workout', 'workout_exercise', 'post', 'comment']) {
      expect(describeRequest('POST', records(t)).priority).toBe('high');
    }
    for (const t of ['notification', 'reaction']) expect(describeRequest('POST', records(t)).priority).toBe('low');
    for (const t of ['enrollment', 'review', 'profile', 'exercise']) expect(describeRequest('POST', records(t)).priority).toBe('medium');
  });

  it('reads the path of a full address, whatever its query', () => {
    expect(describeRequest('PUT', `${records('post', '/9')}?include=author`)).toMatchObject({ queueable: true, table: 'post', recordId: 9 });
    expect(describeRequest('POST', '/v1/api/records/sportlink/member/post')).toMatchObject({ queueable: true, operation: 'create' });
  });

  it('own profile details may wait for a connection; sign-in, payments and uploads never do', () => {
    const waits = { queueable: true, table: null, operation: 'custom', priority: 'medium' };
    expect(describeRequest('POST', lambda('profile'))).toEqual(waits);
    expect(describeRequest('PUT', lambda('update/photo'))).toEqual(waits);
    expect(describeRequest('POST', lambda('profile/complete'))).toEqual(waits);
    expect(describeRequest('GET', lambda('profile'))).toMatchObject({ queueable: false });
    for (const path of ['login', 'stripe/checkout', 'stripe/customer/cards', 's3/upload', 'update/email', 'profile/extra']) {
      expect(describeRequest('POST', lambda(path))).toMatchObject({ queueable: false });
    }
  });
});

describe('new ids (queued requests, Idempotency-Keys)', () => {
  it('are random UUIDs, never the same twice', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('are 128 random bits in hex where the browser has no randomUUID', () => {
    const realCrypto = globalThis.crypto;
    const getRandomValues = vi.fn((array: Uint8Array) => realCrypto.getRandomValues(array));
    vi.stubGlobal('crypto', { getRandomValues });
    const a = newId();
    const b = newId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    expect(getRandomValues).toHaveBeenCalledTimes(2);
  });
});
