/**
 * A write's input made into what is stored: the body checked against the fields the caller may write and the
 * contract's schema, an update's change settled against the stored rows (fixed fields, concurrent edits), and the
 * fields turned into columns (JSON, the policy's transform, the times).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { API_MESSAGES } from '../../src/config/messages';
import { badRequest, conflict, forbidden, unprocessable } from '../errors';
import { registerFormats } from '../validation/formats';
import type { Caller } from './context';
import { fixedFields, type TablePolicy } from './policy';
import { tableMeta } from './query';

type Row = Record<string, unknown>;
type FieldMeta = ReturnType<typeof tableMeta>['fields'][string];

const ajv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: false, strict: false });
addFormats(ajv);
registerFormats(ajv); // the contract's own formats (link, site-path), checked by the URL policy
const validators = new Map<string, ValidateFunction>();

function writable(caller: Caller, table: string, policy: TablePolicy): Set<string> {
  const explicit = policy.write?.[caller.kind];
  if (explicit) return new Set(explicit);
  const fields = Object.entries(tableMeta(table).fields)
    .filter(([name, f]) => !f.readOnly && !(caller.kind !== 'admin' && name === policy.owner))
    .map(([name]) => name);
  return new Set(fields);
}

/** Unknown fields 400, read-only 422, not yours to set 403, then the contract's schema (422 per field). */
export function validate(caller: Caller, table: string, policy: TablePolicy, body: unknown, mode: 'create' | 'update', allowEmpty = false): Row {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object');
  const fields = tableMeta(table).fields;
  const allowed = writable(caller, table, policy);
  for (const key of Object.keys(body)) {
    const f = fields[key];
    if (!f) throw badRequest(`Unknown field: ${key}`, { [key]: 'is not a field of ' + table });
    if (f.readOnly) throw unprocessable(`${key} is read-only`, { [key]: 'is read-only' });
    if (!allowed.has(key)) throw forbidden(`You may not set ${key} on ${table} records`);
  }
  if (mode === 'update' && Object.keys(body).length === 0 && !allowEmpty) throw unprocessable('Nothing to change: the body has no fields');
  const key = `${table}|${caller.kind}|${mode}`;
  let validateFn = validators.get(key);
  if (!validateFn) {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const name of allowed) {
      const schema = { ...fields[name].schema };
      if (mode === 'update') delete schema.default;
      properties[name] = schema;
      if (mode === 'create' && fields[name].required) required.push(name);
    }
    validateFn = ajv.compile({ type: 'object', properties, required, additionalProperties: false });
    validators.set(key, validateFn);
  }
  const input = structuredClone(body) as Row;
  if (!validateFn(input)) {
    const validation: Record<string, string> = {};
    for (const e of validateFn.errors ?? []) {
      const field = (e.params as { missingProperty?: string }).missingProperty ?? e.instancePath.replace(/^\//, '').split('/')[0];
      validation[field || 'body'] ??= e.keyword === 'required' ? 'is required' : (e.message ?? 'is invalid');
    }
    const [field, msg] = Object.entries(validation)[0];
    throw unprocessable(`${field} ${msg}`, validation);
  }
  return input;
}

/**
 * What an update really changes, given the stored rows: a fixed field (owner, parents, the table's `fixed`: see
 * `fixedFields`) sent with its stored value is dropped, with another value refused (422); with `unchangedSince` older
 * than the stored `updated_at`, a field sent with a value other than the stored one is a conflicting edit (409).
 * Null when a non-empty change comes down to nothing (the record is left as it is).
 */
export function settle(table: string, policy: TablePolicy, input: Row, befores: Row[], unchangedSince?: string): Row | null {
  const fields = tableMeta(table).fields;
  const changes: Row = { ...input };
  for (const field of fixedFields(policy)) {
    if (!Object.hasOwn(changes, field)) continue;
    if (!befores.every((b) => sameValue(fields[field], b[field], changes[field]))) {
      throw unprocessable(API_MESSAGES.fixedField(field, table), { [field]: API_MESSAGES.fixedFieldShort });
    }
    delete changes[field];
  }
  const [before] = befores;
  if (unchangedSince !== undefined && before && !sameValue(fields.updated_at, before.updated_at, unchangedSince)) {
    const differing = Object.keys(changes).filter((k) => !sameValue(fields[k], before[k], changes[k]));
    if (differing.length) throw conflict(API_MESSAGES.editConflict(table, differing));
    return null;
  }
  return Object.keys(changes).length || !Object.keys(input).length ? changes : null;
}

/** Whether a value sent for a field equals the stored one (a JSON column parsed, a time compared as a time, a number as a number). */
function sameValue(meta: FieldMeta | undefined, stored: unknown, sent: unknown): boolean {
  if (stored == null || sent == null) return stored == null && sent == null;
  if (meta?.type === 'array' || meta?.type === 'object') {
    const parsed = typeof stored === 'string' ? JSON.parse(stored) : stored;
    return JSON.stringify(parsed) === JSON.stringify(sent);
  }
  if (meta?.type === 'integer' || meta?.type === 'number' || typeof sent === 'number') return Number(stored) === Number(sent);
  if (meta?.format === 'date-time') return Date.parse(String(stored)) === Date.parse(String(sent));
  return String(stored) === String(sent);
}

/** The columns a checked input is stored as: JSON fields as text, the policy's transform, the record's times. */
export async function toColumns(table: string, policy: TablePolicy, input: Row, creating: boolean): Promise<Row> {
  const fields = tableMeta(table).fields;
  let row: Row = { ...input };
  for (const [k, v] of Object.entries(row)) {
    const f = fields[k];
    if (f && (f.type === 'array' || f.type === 'object') && v != null) row[k] = JSON.stringify(v);
  }
  if (policy.transform) row = await policy.transform(row);
  const now = new Date().toISOString();
  if (creating && 'created_at' in fields) row.created_at = now;
  if ('updated_at' in fields) row.updated_at = now;
  return row;
}
