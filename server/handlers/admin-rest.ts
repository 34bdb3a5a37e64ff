/**
 * The admin's simple-REST face of the records service (/v1/api/admin-rest/{resource}), the protocol of
 * react-admin's ra-data-simple-rest: `sort=["field","ASC"]`, `range=[start,end]`, `filter={...}` in,
 * a JSON array and `Content-Range: <resource> <start>-<end>/<total>` out; one record for get, create,
 * update and delete. Every call goes through RecordsService as the `admin` path role, so the same
 * access policies apply (admins and super admins only; a super admin alone creates admins).
 * A resource is a view of one table narrowed by its scope (contract: x-admin-resources).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_REST_RESOURCES, type AdminRestResource } from '../../src/generated/admin-rest';
import { RECORDS } from '../../src/config/constants';
import { API_MESSAGES } from '../../src/config/messages';
import { badRequest, notFound } from '../errors';
import { handlerGroup, type Answer } from '../routes';
import type { Caller } from '../records/context';
import { denied } from '../records/guards';
import { tableMeta } from '../records/query';

type Row = Record<string, unknown>;

function resourceOf(request: FastifyRequest<{ Params: { resource: string } }>): { name: string; res: AdminRestResource } {
  const name = request.params.resource;
  const res = Object.hasOwn(ADMIN_REST_RESOURCES, name) ? (ADMIN_REST_RESOURCES as Record<string, AdminRestResource>)[name] : undefined;
  if (!res) throw notFound(`Unknown admin resource: ${name}`);
  return { name, res };
}

function parseJson<T>(raw: string | undefined, what: string, check: (v: unknown) => v is T): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(`${what} must be JSON`);
  }
  if (!check(value)) throw badRequest(`${what} has the wrong shape`);
  return value;
}

const isSort = (v: unknown): v is [string, string] => Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && /^(asc|desc)$/i.test(String(v[1]));
const isRange = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n) && n >= 0) && v[1] >= v[0];
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A filter value as the records filter syntax writes it (`field,op,value`). */
function valueText(v: unknown, key: string): string {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? '1' : '0';
  throw badRequest(`Filter ${key} takes a text, a number or a list of them`);
}

/** The scope as records filters. */
function scopeFilters(res: AdminRestResource): string[] {
  return Object.entries(res.scope).map(([field, value]) => (value === null ? `${field},is,null` : `${field},eq,${value}`));
}

/** react-admin's filter object -> records filters (ANDed) and a search (any of the search fields). */
export function translateFilter(table: string, res: AdminRestResource, filter: Record<string, unknown>): { filter: string[]; anyOf: string[] } {
  const fields = tableMeta(table).fields;
  const out = scopeFilters(res);
  let anyOf: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') {
      const q = valueText(value, key).trim();
      if (q && res.search.length) anyOf = res.search.map((f) => `${f},cs,${q}`);
      continue;
    }
    const bound = /^(.+)_(gte|lte|gt|lt)$/.exec(key);
    const field = bound && !fields[key] ? bound[1] : key;
    if (!fields[field]) throw badRequest(`Unknown field in filter: ${key}`);
    if (Object.hasOwn(res.scope, field)) continue; // the scope already fixes it
    if (bound && field !== key) {
      const op = { gte: 'ge', lte: 'le', gt: 'gt', lt: 'lt' }[bound[2] as 'gte' | 'lte' | 'gt' | 'lt'];
      out.push(`${field},${op},${valueText(value, key)}`);
    } else if (value === null) {
      out.push(`${field},is,null`);
    } else if (Array.isArray(value)) {
      if (!value.length) out.push('id,in,0'); // one of nothing: no row
      else out.push(`${field},in,${value.map((v) => valueText(v, key)).join('|')}`);
    } else {
      const meta = fields[field];
      const text = meta.type === 'string' && !meta.enum && !meta.format && field !== 'currency';
      out.push(`${field},${text ? 'cs' : 'eq'},${valueText(value, key)}`);
    }
  }
  return { filter: out, anyOf };
}

export function adminRestHandlers(app: FastifyInstance) {
  const svc = app.records;

  /** One record of the resource (its scope applied), or 404. */
  async function findOne(caller: Caller, name: string, res: AdminRestResource, id: number): Promise<Row> {
    const { list } = await svc.getAll(caller, res.table, { filter: [...scopeFilters(res), `id,eq,${id}`] }, 1);
    if (!list.length) throw notFound(API_MESSAGES.recordNotFound(name));
    return list[0];
  }

  /**
   * The body without what react-admin echoes back from the record it read: the id and the scope (unchanged) and the
   * server's own fields (read-only: counts, stamps, whatever their value, since the copy may be older than the row).
   * The record's `updated_at` as read says when the form was opened (`unchangedSince`): the service refuses a change
   * that would overwrite someone else's edit made since.
   */
  function changes(table: string, res: AdminRestResource, body: unknown, current: Row): { body: Row; unchangedSince?: string } {
    if (!isObject(body)) throw badRequest('The body must be a JSON object');
    const fields = tableMeta(table).fields;
    const out: Row = {};
    for (const [key, value] of Object.entries(body)) {
      const meta = fields[key];
      const same = JSON.stringify(current[key] ?? null) === JSON.stringify(value ?? null);
      if (key === 'id' && same) continue;
      if (Object.hasOwn(res.scope, key) && same) continue;
      if (meta?.readOnly) continue;
      if (meta?.writeOnly && (value === null || value === '')) continue; // an empty password field: unchanged
      out[key] = value;
    }
    const stamp = body.updated_at;
    return { body: out, unchangedSince: fields.updated_at && typeof stamp === 'string' ? stamp : undefined };
  }

  return handlerGroup({
    async listAdminRecords(request, reply) {
      const { name, res } = resourceOf(request);
      const caller = await request.caller();
      const q = request.query;
      const sort = parseJson(q.sort, 'sort', isSort);
      const [start, end] = parseJson(q.range, 'range', isRange) ?? [0, RECORDS.defaultSize - 1];
      const size = end - start + 1;
      if (size > RECORDS.maxSize) throw badRequest(`A range holds at most ${RECORDS.maxSize} records`);
      const { filter, anyOf } = translateFilter(res.table, res, parseJson(q.filter, 'filter', isObject) ?? {});
      const order = sort ? [`${sort[0]},${sort[1].toLowerCase()}`] : ['id,asc'];
      if (sort && sort[0] !== 'id') order.push('id,asc'); // a stable order across pages
      const result = await svc.list(caller, res.table, { filter, anyOf, order, size, offset: start });
      const last = result.list.length ? start + result.list.length - 1 : start;
      const total = result.total_exact ? result.total : Math.max(result.total, last + 1);
      reply.header('content-range', `${name} ${start}-${last}/${total}`);
      reply.header('access-control-expose-headers', 'Content-Range');
      return result.list as Answer<'listAdminRecords'>;
    },
    async getAdminRecord(request) {
      const { name, res } = resourceOf(request);
      const caller = await request.caller();
      return (await findOne(caller, name, res, request.params.id)) as Answer<'getAdminRecord'>;
    },
    async createAdminRecord(request) {
      const { name, res } = resourceOf(request);
      const caller = await request.caller();
      if (!isObject(request.body)) throw badRequest('The body must be a JSON object');
      for (const [field, value] of Object.entries(res.scope)) {
        if (Object.hasOwn(request.body, field) && request.body[field] !== value) {
          throw badRequest(`${field} of a record of ${name} is always ${String(value)}`);
        }
      }
      const body = { ...request.body, ...res.scope };
      const id = await svc.create(caller, res.table, body);
      return (await findOne(caller, name, res, id)) as Answer<'createAdminRecord'>;
    },
    async updateAdminRecord(request) {
      const { name, res } = resourceOf(request);
      const caller = await request.caller();
      const id = request.params.id;
      const current = await findOne(caller, name, res, id);
      const { body, unchangedSince } = changes(res.table, res, request.body, current);
      for (const field of Object.keys(res.scope)) {
        if (Object.hasOwn(body, field)) throw badRequest(`${field} of a record of ${name} cannot change here`);
      }
      if (Object.keys(body).length) await svc.update(caller, res.table, id, body, { unchangedSince });
      // Nothing to change (the form sent the record back as it is): still refused where no change is ever allowed.
      else if (!svc.mayUpdate(caller, res.table)) throw denied(caller, 'update', res.table);
      return (await findOne(caller, name, res, id)) as Answer<'updateAdminRecord'>;
    },
    async deleteAdminRecord(request) {
      const { name, res } = resourceOf(request);
      const caller = await request.caller();
      const id = request.params.id;
      const current = await findOne(caller, name, res, id);
      await svc.delete(caller, res.table, id);
      return current as Answer<'deleteAdminRecord'>;
    },
  });
}
