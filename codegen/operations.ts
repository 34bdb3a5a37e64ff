import { deref, toJsonSchema, type Json, type JsonObject } from './bundle';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Fastify route schemas for every operation. A response whose schema embeds the generic `Record`
 * (a table's rows) is left to the records service, which serialises with the table's own schema.
 */
export function renderOperations(doc: JsonObject): string {
  const ops: JsonObject[] = [];
  const recordRef = '#/components/schemas/Record';
  for (const [path, itemRaw] of Object.entries(doc.paths as JsonObject)) {
    const item = deref(doc, itemRaw) as JsonObject;
    const rawItem = resolveItem(doc, itemRaw as JsonObject);
    for (const method of METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const rawOp = rawItem[method] as JsonObject;
      const params = [
        ...(((item.parameters as Json[]) ?? []) as JsonObject[]),
        ...(((op.parameters as Json[]) ?? []) as JsonObject[]),
      ];
      const schema: JsonObject = {};
      for (const [where, key] of [
        ['path', 'params'],
        ['query', 'querystring'],
        ['header', 'headers'],
      ] as const) {
        const ps = params.filter((p) => p.in === where);
        if (!ps.length) continue;
        const properties: JsonObject = {};
        const required: string[] = [];
        for (const p of ps) {
          // Header names are case-insensitive and arrive lower-cased: the schema names them so (the server's validator
          // compiler takes the schemas as they are, server/app.ts).
          const name = where === 'header' ? (p.name as string).toLowerCase() : (p.name as string);
          properties[name] = toJsonSchema(p.schema as Json);
          if (p.required) required.push(name);
        }
        schema[key] = { type: 'object', properties, ...(required.length ? { required } : {}) };
      }
      const body = ((op.requestBody as JsonObject)?.content as JsonObject)?.['application/json'] as
        | JsonObject
        | undefined;
      if (body?.schema) schema.body = toJsonSchema(body.schema);
      const response: JsonObject = {};
      const rawResponses = JSON.stringify(derefShallowResponses(doc, rawOp));
      const embedsRecord = rawResponses.includes(recordRef) || rawResponses.includes('record.yaml');
      for (const [code, resRaw] of Object.entries((op.responses ?? {}) as JsonObject)) {
        const json = ((resRaw as JsonObject).content as JsonObject)?.['application/json'] as
          | JsonObject
          | undefined;
        if (!json?.schema) continue;
        if (embedsRecord && code.startsWith('2')) continue;
        response[code] = toJsonSchema(json.schema);
      }
      if (Object.keys(response).length) schema.response = response;
      ops.push({
        operationId: op.operationId as string,
        access: accessOf(op),
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        public: JSON.stringify(op.security ?? null) === '[{}]',
        serializesRecords: embedsRecord,
        schema,
      });
    }
  }
  return `/* eslint-disable */
/** An operation's \`x-access\` (openapi/README.md). */
export interface OperationAccess {
  /**
   * public: no check; optional: a bad or stale token is anyone, a valid one must be of the path's role; path: a token,
   * when sent, must be valid and of the path's role; signed-in: a token is required.
   */
  caller: ${ACCESS_CALLERS.map((c) => `'${c}'`).join(' | ')};
  /** Signed-in callers of these kinds only (super_admin: that role); absent: every role. */
  roles?: readonly (${ACCESS_ROLES.map((c) => `'${c}'`).join(' | ')})[];
  /** A signed-in caller whose account is deactivated is refused (an action, not a read). */
  active?: boolean;
  /** The refusal's message for another role (a key of the guard's messages); absent: the role mismatch. */
  denied?: ${ACCESS_DENIED.map((c) => `'${c}'`).join(' | ')};
}

export interface OperationSpec {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path, with {param}. */
  path: string;
  /** The same path in Fastify's :param form. */
  url: string;
  /** Declared with \`security: [{}]\`: callable without a token. */
  public: boolean;
  /** Who may call it (the operation's \`x-access\`), enforced by one guard before the handler (server/plugins/app/guard.ts). */
  access: OperationAccess;
  /** Its 2xx body embeds table records: the records service serialises it with the table's schema. */
  serializesRecords: boolean;
  schema: Record<string, any>;
}

export const OPERATIONS = ${JSON.stringify(ops, null, 2)} as const satisfies readonly OperationSpec[];

export type OperationId = (typeof OPERATIONS)[number]['operationId'];
`;
}

const ACCESS_CALLERS = ['public', 'optional', 'path', 'signed-in'] as const;
const ACCESS_ROLES = ['athlete', 'trainer', 'admin', 'super_admin'] as const;
const ACCESS_DENIED = ['athletesOnly', 'adminsOnly', 'whoMaySchedule', 'superAdminOnly'] as const;

/**
 * An operation's \`x-access\`, checked: every operation declares who may call it, in words the guard knows (a typo
 * stops the codegen instead of opening an operation).
 */
export function accessOf(op: JsonObject): JsonObject {
  const id = String(op.operationId);
  const raw = op['x-access'];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${id}: x-access is missing (who may call it)`);
  const access = raw as JsonObject;
  for (const key of Object.keys(access)) {
    if (!['caller', 'roles', 'active', 'denied'].includes(key)) throw new Error(`${id}: x-access.${key} is not a known key`);
  }
  if (!(ACCESS_CALLERS as readonly Json[]).includes(access.caller)) throw new Error(`${id}: x-access.caller must be one of ${ACCESS_CALLERS.join(', ')}`);
  const signedIn = access.caller === 'signed-in';
  if (access.roles !== undefined) {
    if (!signedIn || !Array.isArray(access.roles) || !access.roles.length || access.roles.some((r) => !(ACCESS_ROLES as readonly Json[]).includes(r))) {
      throw new Error(`${id}: x-access.roles needs caller signed-in and names ${ACCESS_ROLES.join(', ')}`);
    }
  }
  if (access.active !== undefined && (typeof access.active !== 'boolean' || access.caller === 'public')) throw new Error(`${id}: x-access.active is a boolean, for callers the guard knows (path, signed-in)`);
  if (access.denied !== undefined && (!access.roles || !(ACCESS_DENIED as readonly Json[]).includes(access.denied))) {
    throw new Error(`${id}: x-access.denied needs roles and is one of ${ACCESS_DENIED.join(', ')}`);
  }
  if (op.security !== undefined && JSON.stringify(op.security) === '[{}]' && access.caller !== 'public') throw new Error(`${id}: security [{}] but x-access.caller is not public`);
  return access;
}

/** The path item with its own $ref followed, but nested refs kept (to see what responses embed). */
function resolveItem(doc: JsonObject, item: JsonObject): JsonObject {
  let cur = item;
  while (typeof cur.$ref === 'string') {
    const ref = cur.$ref;
    cur = JSON.parse(JSON.stringify(pointerOf(doc, ref)));
  }
  return cur;
}

function derefShallowResponses(doc: JsonObject, op: JsonObject): Json {
  const out: JsonObject = {};
  for (const [code, r] of Object.entries((op.responses ?? {}) as JsonObject)) {
    let res = r as JsonObject;
    while (typeof res.$ref === 'string') res = pointerOf(doc, res.$ref) as JsonObject;
    if (!code.startsWith('2')) continue;
    out[code] = expandSchemas(doc, res, 0);
  }
  return out;
}

/** Expands $refs a few levels deep but keeps the ref strings, so `Record` is visible by name. */
function expandSchemas(doc: JsonObject, node: Json, depth: number): Json {
  if (Array.isArray(node)) return node.map((n) => expandSchemas(doc, n, depth));
  if (!node || typeof node !== 'object') return node;
  const obj = node as JsonObject;
  if (typeof obj.$ref === 'string') {
    if (depth > 4 || obj.$ref === '#/components/schemas/Record') return obj;
    return { $ref: obj.$ref, ...(expandSchemas(doc, pointerOf(doc, obj.$ref), depth + 1) as JsonObject) };
  }
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(obj)) out[k] = expandSchemas(doc, v, depth);
  return out;
}

function pointerOf(doc: JsonObject, ref: string): Json {
  let cur: Json = doc;
  for (const raw of ref.slice(2).split('/')) cur = (cur as JsonObject)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  return cur;
}
