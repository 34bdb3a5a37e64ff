/**
 * The records SDK: every call of the generic records API (requirements §7, requirements §A2), typed by table through
 * the generated `Tables` map, plus `custom()` for a lambda call typed by the contract's lambda paths. Arguments are checked before anything
 * is sent; a missing table, id, filter, condition or endpoint is a `ValidationError` with the requirements §5
 * message. Every other failure is the client's `ApiError` (requirements §8).
 *
 * Path role: a call's `pathRole` option, else the role getter's (`setRoleGetter`), else 'member'.
 */
import { RECORDS, type PathRole } from '../config/constants';
import { MESSAGES } from '../config/messages';
import type { components, paths } from '../generated/api';
import type { TableName, Tables } from '../generated/tables';
import { api, notifyIfTokenExpired, unwrap } from './client';
import { onPath } from './lambda';
import { ApiError, ValidationError } from './errors';

export { setRoleGetter } from './config';

type Schemas = components['schemas'];

/** A record of `T` as the API answers it; `E` adds what a join embeds (e.g. `{ trainer: Row<'user'> }`). */
export type Row<T extends TableName, E extends object = object> = object extends E ? Tables[T] : Tables[T] & E;
/** The fields of `T` a create or update may send. */
export type RecordInput<T extends TableName> = Partial<Tables[T]>;
type FieldOf<T extends TableName> = (keyof Tables[T] & string) | (string & {});

export type FilterOp = 'eq' | 'neq' | 'lt' | 'le' | 'gt' | 'ge' | 'cs' | 'sw' | 'ew' | 'in' | 'is';
/** An array value is for `in` (joined with `|`); null is for `is`. */
export type FilterValue = string | number | null | readonly (string | number)[];
export interface FilterObject<T extends TableName = TableName> {
  field: FieldOf<T>;
  op: FilterOp;
  value: FilterValue;
}
/** `'field,op,value'` or `{ field, op, value }`. */
export type Filter<T extends TableName = TableName> = string | FilterObject<T>;
export type Filters<T extends TableName = TableName> = Filter<T> | readonly Filter<T>[];
/** `'field,asc|desc'` or `{ field, direction }`. */
export type Order<T extends TableName = TableName> = string | { field: FieldOf<T>; direction?: 'asc' | 'desc' };
export type Orders<T extends TableName = TableName> = Order<T> | readonly Order<T>[];
export type Joins = string | readonly string[];
/** Filters, or a map of field -> value meaning `field,eq,value` (`field,is,null` for null). */
export type Condition<T extends TableName = TableName> =
  | Filters<T>
  | { readonly [K in keyof Tables[T] & string]?: FilterValue };

export interface CallOptions {
  /** The `{role}` path segment for this call. */
  pathRole?: PathRole;
  signal?: AbortSignal;
}

export interface ListOptions<T extends TableName> extends CallOptions {
  page?: number;
  size?: number;
  filter?: Filters<T>;
  /** Filters of which at least one must match (ANDed with `filter`): a search over several fields. */
  any?: Filters<T>;
  order?: Orders<T>;
  join?: Joins;
}

export interface QueryOptions<T extends TableName> extends CallOptions {
  filter?: Filters<T>;
  order?: Orders<T>;
  join?: Joins;
}

export interface CursorOptions<T extends TableName> extends CallOptions {
  /** `next_cursor` of the previous page; omit or null for the first. */
  cursor?: string | null;
  size?: number;
  order?: Order<T>;
  filter?: Filters<T>;
  join?: Joins;
}

export interface JoinOptions<T extends TableName> extends CallOptions {
  page?: number;
  size?: number;
  filter?: Filters<T>;
  order?: Orders<T>;
}

export interface AutocompleteOptions<T extends TableName> extends CallOptions {
  size?: number;
  filter?: Filters<T>;
}

export interface ExportOptions<T extends TableName> extends CallOptions {
  format?: 'csv' | 'json';
  filter?: Filters<T>;
  order?: Orders<T>;
}

export interface ListPage<T extends TableName, E extends object = object> {
  list: Row<T, E>[];
  total: number;
  page: number;
  limit: number;
  num_pages: number;
}

export interface CursorPage<T extends TableName, E extends object = object> {
  list: Row<T, E>[];
  next_cursor: string | null;
  has_more: boolean;
  limit: number;
}

export type Suggestion = Schemas['AutocompleteResponse']['list'][number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type LambdaPrefix = '/v1/api/{project}/{role}/lambda/';
/** A lambda path of the contract, under `/v1/api/{project}/{role}/lambda/` (`'profile'`, `'stripe/checkout/{checkoutId}'`). */
export type LambdaEndpoint = { [P in keyof paths]: P extends `${LambdaPrefix}${infer E}` ? E : never }[keyof paths];
type OperationOf<E extends LambdaEndpoint, M extends HttpMethod> = paths[`${LambdaPrefix}${E}`][Lowercase<M>];
/** The methods the contract has on a lambda path. */
export type MethodOf<E extends LambdaEndpoint> = {
  [M in HttpMethod]: OperationOf<E, M> extends { responses: unknown } ? M : never;
}[HttpMethod];
type JsonBodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type PathParamsOf<O> = O extends { parameters: { path: infer P } } ? Omit<P, 'project' | 'role'> : never;
/** The JSON body of a lambda's 200 answer. */
export type LambdaAnswer<E extends LambdaEndpoint, M extends HttpMethod> = OperationOf<E, M> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : unknown;

/** A lambda call, typed by the contract: its endpoint, method, path parameters, query and JSON body. */
export interface CustomOptions<E extends LambdaEndpoint, M extends MethodOf<E>> extends CallOptions {
  endpoint: E;
  /** Default: POST when there is a body, else GET (as the contract has it on the path). */
  method?: M;
  /** The endpoint's `{...}` parameters other than project and role. */
  path?: PathParamsOf<OperationOf<E, M>>;
  body?: JsonBodyOf<OperationOf<E, M>>;
  query?: QueryOf<OperationOf<E, M>>;
}

// ---- argument checks (requirements §5) and serialisation -------------------------------------------------

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

function requireTable(table: unknown): void {
  if (isBlank(table)) throw new ValidationError(MESSAGES.tableRequired);
}

function requireTableAndId(table: unknown, id: unknown): void {
  if (isBlank(table) || isBlank(id)) throw new ValidationError(MESSAGES.tableIdRequired);
}

function isFilterObject(value: unknown): value is FilterObject {
  return !!value && typeof value === 'object' && 'field' in value && 'op' in value;
}

function filterToString(filter: Filter): string {
  if (typeof filter === 'string') return filter;
  const { field, op, value } = filter;
  const text = value === null ? 'null' : Array.isArray(value) ? value.join('|') : String(value);
  return `${field},${op},${text}`;
}

/** Filters as the API's `field,op,value` strings (blank ones dropped). */
export function toFilterList(filters: Filters | undefined | null): string[] {
  if (filters === undefined || filters === null) return [];
  const list: readonly Filter[] = typeof filters === 'string' || isFilterObject(filters) ? [filters] : filters;
  return list.map(filterToString).filter((f) => f !== '');
}

function toConditionList(condition: Condition | undefined | null): string[] {
  if (condition === undefined || condition === null) return [];
  if (typeof condition === 'string' || Array.isArray(condition) || isFilterObject(condition)) {
    return toFilterList(condition as Filters);
  }
  return Object.entries(condition as Record<string, FilterValue | undefined>)
    .filter((entry): entry is [string, FilterValue] => entry[1] !== undefined)
    .map(([field, value]) => filterToString({ field, op: value === null ? 'is' : Array.isArray(value) ? 'in' : 'eq', value }));
}

function requireCondition(condition: Condition | undefined | null): string[] {
  const list = toConditionList(condition);
  if (list.length === 0) throw new ValidationError(MESSAGES.conditionRequired);
  return list;
}

function orderToString(order: Order): string {
  if (typeof order === 'string') return order;
  return order.direction ? `${order.field},${order.direction}` : order.field;
}

function toOrderList(orders: Orders | undefined | null): string[] {
  if (orders === undefined || orders === null) return [];
  const list: readonly Order[] = typeof orders === 'string' || !Array.isArray(orders) ? [orders as Order] : orders;
  return list.map(orderToString).filter((o) => o !== '');
}

function toJoinList(joins: Joins | undefined | null): string[] {
  if (joins === undefined || joins === null) return [];
  return (typeof joins === 'string' ? [joins] : [...joins]).filter((j) => j !== '');
}

/** Omits empty arrays so a body carries only what was asked. */
function nonEmpty(list: string[]): string[] | undefined {
  return list.length ? list : undefined;
}

function tablePath<T extends TableName>(table: T, options: CallOptions | undefined) {
  return { ...onPath(options?.pathRole), table };
}

function idPath<T extends TableName>(table: T, id: number | string, options: CallOptions | undefined) {
  return { ...tablePath(table, options), id: String(id) };
}

const TABLE = '/v1/api/records/{project}/{role}/{table}';
const RECORD = '/v1/api/records/{project}/{role}/{table}/{id}';

// ---- reads ---------------------------------------------------------------------------------------

async function listPage<T extends TableName, E extends object>(
  table: T,
  options: ListOptions<T> | undefined,
  defaultSize: number,
): Promise<ListPage<T, E>> {
  const data = await unwrap(
    api.GET(TABLE, {
      params: {
        path: tablePath(table, options),
        query: {
          page: options?.page ?? 1,
          size: options?.size ?? defaultSize,
          filter: toFilterList(options?.filter),
          any: toFilterList(options?.any),
          order: toOrderList(options?.order),
          join: toJoinList(options?.join),
        },
      },
      signal: options?.signal,
    }),
  );
  return data as unknown as ListPage<T, E>;
}

/** A page of records (GET list; size default 10). */
async function list<T extends TableName, E extends object = object>(table: T, options?: ListOptions<T>) {
  requireTable(table);
  return listPage<T, E>(table, options, RECORDS.defaultSize);
}

/** A page of records, 20 a page by default. */
async function paginate<T extends TableName, E extends object = object>(table: T, options?: ListOptions<T>) {
  requireTable(table);
  return listPage<T, E>(table, options, RECORDS.paginateSize);
}

/** The records matching `filter` (GET list with filter). */
async function filteredRead<T extends TableName, E extends object = object>(
  table: T,
  filter: Filters<T>,
  options?: Omit<ListOptions<T>, 'filter'>,
) {
  const filters = isBlank(table) ? [] : toFilterList(filter);
  if (isBlank(table) || filters.length === 0) throw new ValidationError(MESSAGES.tableFilterRequired);
  return listPage<T, E>(table, { ...options, filter: filters }, RECORDS.defaultSize);
}

/** One record (GET /{id}). */
async function get<T extends TableName, E extends object = object>(
  table: T,
  id: number | string,
  options?: CallOptions & { join?: Joins },
): Promise<Row<T, E>> {
  requireTableAndId(table, id);
  const { data, response } = await api.GET(RECORD, {
    params: { path: idPath(table, id, options), query: { join: toJoinList(options?.join) } },
    signal: options?.signal,
  });
  const body = await unwrap({ data, response });
  // Several comma-separated ids answer {list}: that is getMany's job, not get's.
  if (!('model' in body)) throw notifyIfTokenExpired(ApiError.fromResponse(response.status, true, body));
  return body.model as Row<T, E>;
}

/** Several records by id, in the order asked (GET /{ids}; more than 100 are asked for in chunks). */
async function getMany<T extends TableName, E extends object = object>(
  table: T,
  ids: readonly (number | string)[],
  options?: CallOptions & { join?: Joins },
): Promise<Row<T, E>[]> {
  const wanted = (ids ?? []).filter((id) => !isBlank(id));
  if (isBlank(table) || wanted.length === 0) throw new ValidationError(MESSAGES.tableIdRequired);
  const chunks: (number | string)[][] = [];
  for (let i = 0; i < wanted.length; i += RECORDS.maxIds) chunks.push(wanted.slice(i, i + RECORDS.maxIds));
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const body = await unwrap(
        api.GET(RECORD, {
          params: { path: idPath(table, chunk.join(','), options), query: { join: toJoinList(options?.join) } },
          signal: options?.signal,
        }),
      );
      // One id answers {model}; several answer {list}.
      return ('model' in body ? [body.model] : body.list) as Row<T, E>[];
    }),
  );
  return pages.flat();
}

/** Every matching record (POST GETALL; at most 10,000). */
async function getAll<T extends TableName, E extends object = object>(table: T, options?: QueryOptions<T>) {
  requireTable(table);
  const data = await unwrap(
    api.POST(`${TABLE}/GETALL`, {
      params: { path: tablePath(table, options) },
      body: {
        filter: nonEmpty(toFilterList(options?.filter)),
        order: nonEmpty(toOrderList(options?.order)),
        join: nonEmpty(toJoinList(options?.join)),
      },
      signal: options?.signal,
    }),
  );
  return data as unknown as ListPage<T, E>;
}

/** A keyset page (POST CURSORPAGINATE); pass `next_cursor` back as `cursor`. */
async function cursor<T extends TableName, E extends object = object>(table: T, options?: CursorOptions<T>) {
  requireTable(table);
  const data = await unwrap(
    api.POST(`${TABLE}/CURSORPAGINATE`, {
      params: { path: tablePath(table, options) },
      body: {
        cursor: options?.cursor ?? null,
        size: options?.size,
        order: options?.order === undefined ? undefined : orderToString(options.order),
        filter: nonEmpty(toFilterList(options?.filter)),
        join: nonEmpty(toJoinList(options?.join)),
      },
      signal: options?.signal,
    }),
  );
  return data as unknown as CursorPage<T, E>;
}

/** Suggestions for `field` starting like `q` (POST AUTOCOMPLETE). */
async function autocomplete<T extends TableName>(
  table: T,
  field: keyof Tables[T] & string,
  q: string,
  options?: AutocompleteOptions<T>,
): Promise<Suggestion[]> {
  requireTable(table);
  const data = await unwrap(
    api.POST(`${TABLE}/AUTOCOMPLETE`, {
      params: { path: tablePath(table, options) },
      body: { field, q, size: options?.size, filter: nonEmpty(toFilterList(options?.filter)) },
      signal: options?.signal,
    }),
  );
  return data.list;
}

/** One reference joined onto a page of records (POST JOIN). */
async function join<T extends TableName, E extends object = object>(table: T, joinName: string, options?: JoinOptions<T>) {
  requireTable(table);
  const data = await unwrap(
    api.POST(`${TABLE}/JOIN`, {
      params: { path: tablePath(table, options) },
      body: {
        join: joinName,
        filter: nonEmpty(toFilterList(options?.filter)),
        order: nonEmpty(toOrderList(options?.order)),
        page: options?.page,
        size: options?.size,
      },
      signal: options?.signal,
    }),
  );
  return data as unknown as ListPage<T, E>;
}

/** Several references joined onto a page of records (POST MULTIJOIN). */
async function multiJoin<T extends TableName, E extends object = object>(
  table: T,
  joins: readonly string[],
  options?: JoinOptions<T>,
) {
  requireTable(table);
  const data = await unwrap(
    api.POST(`${TABLE}/MULTIJOIN`, {
      params: { path: tablePath(table, options) },
      body: {
        joins: toJoinList(joins),
        filter: nonEmpty(toFilterList(options?.filter)),
        order: nonEmpty(toOrderList(options?.order)),
        page: options?.page,
        size: options?.size,
      },
      signal: options?.signal,
    }),
  );
  return data as unknown as ListPage<T, E>;
}

/** Every matching record as a file (POST EXPORT): a Blob by default, or its text with `as: 'text'`. */
function exportRecords<T extends TableName>(table: T, options?: ExportOptions<T> & { as?: 'blob' }): Promise<Blob>;
function exportRecords<T extends TableName>(table: T, options: ExportOptions<T> & { as: 'text' }): Promise<string>;
async function exportRecords<T extends TableName>(
  table: T,
  options?: ExportOptions<T> & { as?: 'blob' | 'text' },
): Promise<Blob | string> {
  requireTable(table);
  const { data, response } = await api.POST(`${TABLE}/EXPORT`, {
    params: { path: tablePath(table, options) },
    body: {
      format: options?.format ?? 'csv',
      filter: nonEmpty(toFilterList(options?.filter)),
      order: nonEmpty(toOrderList(options?.order)),
    },
    parseAs: options?.as ?? 'blob',
    signal: options?.signal,
  });
  return unwrap<Blob | string>({ data: data as Blob | string | undefined, response });
}

// ---- writes --------------------------------------------------------------------------------------

/** Creates a record; answers its id (POST). */
async function create<T extends TableName>(table: T, body: RecordInput<T>, options?: CallOptions): Promise<number> {
  requireTable(table);
  const data = await unwrap(
    api.POST(TABLE, {
      params: { path: tablePath(table, options) },
      body: body as Schemas['RecordInput'],
      signal: options?.signal,
    }),
  );
  return data.data;
}

/** Changes a record; answers its id (PUT /{id}). */
async function update<T extends TableName>(
  table: T,
  id: number | string,
  body: RecordInput<T>,
  options?: CallOptions,
): Promise<number> {
  requireTableAndId(table, id);
  const data = await unwrap(
    api.PUT(RECORD, {
      params: { path: idPath(table, id, options) },
      body: body as Schemas['RecordInput'],
      signal: options?.signal,
    }),
  );
  return data.data;
}

/** Changes every record matching `condition`; answers how many (PUT with updateCondition). */
async function updateWhere<T extends TableName>(
  table: T,
  condition: Condition<T>,
  data: RecordInput<T>,
  options?: CallOptions,
): Promise<number> {
  requireTable(table);
  const updateCondition = requireCondition(condition as Condition);
  const body = await unwrap(
    api.PUT(TABLE, {
      params: { path: tablePath(table, options) },
      body: { updateCondition, data: data as Schemas['RecordInput'] },
      signal: options?.signal,
    }),
  );
  return body.data;
}

/** Like `updateWhere`, through the generic POST PUTWHERE; answers how many. */
async function putWhere<T extends TableName>(
  table: T,
  condition: Condition<T>,
  data: RecordInput<T>,
  options?: CallOptions,
): Promise<number> {
  requireTable(table);
  const updateCondition = requireCondition(condition as Condition);
  const body = await unwrap(
    api.POST(`${TABLE}/PUTWHERE`, {
      params: { path: tablePath(table, options) },
      body: { updateCondition, data: data as Schemas['RecordInput'] },
      signal: options?.signal,
    }),
  );
  return body.data;
}

/** Deletes a record; answers its id (DELETE /{id}). */
async function deleteRecord<T extends TableName>(table: T, id: number | string, options?: CallOptions): Promise<number> {
  requireTableAndId(table, id);
  const data = await unwrap(
    api.DELETE(RECORD, { params: { path: idPath(table, id, options) }, signal: options?.signal }),
  );
  return data.data;
}

/** Deletes every record matching the non-empty `condition`; answers how many (POST DELETEALL). */
async function deleteAll<T extends TableName>(table: T, condition: Condition<T>, options?: CallOptions): Promise<number> {
  requireTable(table);
  const list = requireCondition(condition as Condition);
  const data = await unwrap(
    api.POST(`${TABLE}/DELETEALL`, {
      params: { path: tablePath(table, options) },
      body: { condition: list },
      signal: options?.signal,
    }),
  );
  return data.data;
}

// ---- custom (lambda) calls -----------------------------------------------------------------------

/**
 * A lambda call through the generated client (requirements §5's custom request), typed by the contract: the endpoint must be
 * one of its lambda paths, the body, query and answer are that operation's. The app's own calls use the generated
 * client directly (`api.GET/POST/...` with `onPath`, src/api/lambda.ts); this is the SDK's form of the same call.
 */
async function custom<E extends LambdaEndpoint, M extends MethodOf<E> = MethodOf<E>>(options: CustomOptions<E, M>): Promise<LambdaAnswer<E, M>> {
  if (!options || typeof options.endpoint !== 'string' || options.endpoint.trim() === '') {
    throw new ValidationError(MESSAGES.endpointRequired);
  }
  const { endpoint, body, query, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const path = { ...onPath(options.pathRole), ...options.path };
  // The endpoint and its method were checked against the contract's paths above (CustomOptions); the client's own
  // generic `request` cannot follow a path chosen by a type parameter, so it is called with that checked path.
  const request = api.request as unknown as (method: string, url: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const result = await request(method.toLowerCase(), `/v1/api/{project}/{role}/lambda/${endpoint}`, { params: { path, query }, body, signal });
  if (result.data === undefined && result.error === undefined && result.response.ok) return undefined as LambdaAnswer<E, M>;
  return (await unwrap(result)) as LambdaAnswer<E, M>;
}

/** The records SDK. */
export const records = {
  list,
  get,
  getMany,
  create,
  update,
  updateWhere,
  delete: deleteRecord,
  paginate,
  getAll,
  cursor,
  autocomplete,
  export: exportRecords,
  putWhere,
  deleteAll,
  join,
  multiJoin,
  filteredRead,
  custom,
};
