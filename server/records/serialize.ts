/**
 * Response serialisers built from the contract's table schemas (fast-json-stringify): a field that is
 * not declared for the table (password_hash, token hashes) can never reach a response.
 */
import fastJson from 'fast-json-stringify';
import { tableMeta, type JoinSpec } from './query';

type Schema = Record<string, unknown>;
export type Envelope = 'model' | 'list' | 'cursor';

function fieldSchema(schema: Record<string, unknown>): Schema {
  // Keep only what shapes the output; drop defaults (fast-json-stringify would emit them) and checks.
  const out: Schema = {};
  if (schema.type !== undefined) out.type = schema.type;
  if (schema.items) out.items = fieldSchema(schema.items as Record<string, unknown>);
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, Record<string, unknown>>).map(([k, v]) => [k, fieldSchema(v)]),
    );
  }
  return out;
}

export function rowSchema(table: string, joins: JoinSpec[] = []): Schema {
  const properties: Schema = {};
  for (const [name, f] of Object.entries(tableMeta(table).fields)) {
    if (!f.writeOnly) properties[name] = fieldSchema(f.schema);
  }
  for (const j of joins) {
    const child = rowSchema(j.table, j.children);
    properties[j.key] = j.kind === 'forward' ? { anyOf: [child, { type: 'null' }] } : { type: 'array', items: child };
  }
  return { type: 'object', properties };
}

const cache = new Map<string, (doc: unknown) => string>();

function joinKey(joins: JoinSpec[]): string {
  return joins.map((j) => `${j.key}(${joinKey(j.children)})`).join(',');
}

export function serializer(table: string, joins: JoinSpec[], envelope: Envelope): (doc: unknown) => string {
  const key = `${table}|${joinKey(joins)}|${envelope}`;
  let fn = cache.get(key);
  if (!fn) {
    const row = rowSchema(table, joins);
    const properties: Schema =
      envelope === 'model'
        ? { error: { type: 'boolean' }, model: row }
        : envelope === 'list'
          ? { error: { type: 'boolean' }, list: { type: 'array', items: row }, total: { type: 'integer' }, total_exact: { type: 'boolean' }, page: { type: 'integer' }, limit: { type: 'integer' }, num_pages: { type: 'integer' } }
          : { error: { type: 'boolean' }, list: { type: 'array', items: row }, next_cursor: { type: ['string', 'null'] }, has_more: { type: 'boolean' }, limit: { type: 'integer' } };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    fn = fastJson({ type: 'object', properties } as any) as (doc: unknown) => string;
    cache.set(key, fn);
  }
  return fn;
}
