import { deref, type Json, type JsonObject } from './bundle';
import type { FieldKind } from '../admin-resources/lib/description';

/**
 * The admin's resources, from the `x-admin-resources` map on the AdminResource path parameter and the
 * table schemas (`x-table`) they view. Two outputs:
 *  - src/generated/admin-rest.ts: the resource map the server's simple-REST face and the web share
 *    (table, scope, search fields);
 *  - admin-resources/generated/<resource>.ts: one description per resource for the react-admin app
 *    (fields with kind, label, references, filterable, sortable, required, read-only, enum choices).
 */

interface ResourceDecl {
  table: string;
  label: string;
  scope?: Record<string, string | number | null>;
  representation: string[];
  search?: string[];
  list?: string[];
  hidden?: string[];
  references?: Record<string, string>;
}

function declarations(doc: JsonObject): Record<string, ResourceDecl> {
  const param = deref(doc, ((doc.components as JsonObject).parameters as JsonObject).AdminResource) as JsonObject;
  const names = (param.schema as JsonObject).enum as string[];
  const map = param['x-admin-resources'] as unknown as Record<string, ResourceDecl> | undefined;
  if (!map) throw new Error('contract: the AdminResource parameter has no x-admin-resources map');
  const declared = Object.keys(map);
  if (JSON.stringify([...names].sort()) !== JSON.stringify([...declared].sort())) {
    throw new Error(`contract: AdminResource lists [${names}] but x-admin-resources declares [${declared}]`);
  }
  return map;
}

function tableSchemas(doc: JsonObject): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  for (const raw of Object.values(((doc.components as JsonObject).schemas ?? {}) as JsonObject)) {
    const schema = deref(doc, raw) as JsonObject;
    if (typeof schema['x-table'] === 'string') out.set(schema['x-table'], schema);
  }
  return out;
}

function kindOf(name: string, prop: JsonObject, reference: string | undefined): FieldKind {
  const types = ([] as Json[]).concat(prop.type ?? 'string').filter((t) => t !== 'null');
  const type = types[0];
  const enumValues = Array.isArray(prop.enum) ? prop.enum.filter((v) => v !== null) : null;
  if (name === 'id') return 'id';
  if (prop.writeOnly === true) return 'password';
  if (reference) return 'reference';
  if (prop['x-money'] === true) return 'money';
  if (type === 'integer' && enumValues && JSON.stringify(enumValues) === '[0,1]') return 'flag';
  if (enumValues) return 'enum';
  if (type === 'array' || type === 'object') return 'json';
  if (type === 'integer') return 'integer';
  if (type === 'number') return 'number';
  if (prop.format === 'date-time') return 'datetime';
  if (prop.format === 'date') return 'date';
  if (prop.format === 'email') return 'email';
  if (name === 'currency') return 'currency';
  if (prop.format === 'link') return 'url';
  if (typeof prop.maxLength === 'number' && prop.maxLength > 500) return 'longtext';
  return 'text';
}

const FILTERABLE: readonly FieldKind[] = ['enum', 'flag', 'reference', 'datetime', 'date', 'currency', 'money'];
const UNSORTABLE: readonly FieldKind[] = ['json', 'password', 'longtext'];

export function renderAdmin(doc: JsonObject): { restMap: string; descriptions: Record<string, string> } {
  const decls = declarations(doc);
  const tables = tableSchemas(doc);
  const restMap: Record<string, Json> = {};
  const descriptions: Record<string, string> = {};
  for (const [name, decl] of Object.entries(decls)) {
    const schema = tables.get(decl.table);
    if (!schema) throw new Error(`contract: admin resource ${name} views unknown table ${decl.table}`);
    const props = (schema.properties ?? {}) as JsonObject;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const f of [...decl.representation, ...(decl.search ?? []), ...(decl.list ?? []), ...Object.keys(decl.scope ?? {}), ...(decl.hidden ?? [])]) {
      if (!(f in props)) throw new Error(`contract: admin resource ${name} names unknown field ${decl.table}.${f}`);
    }
    restMap[name] = { table: decl.table, scope: (decl.scope ?? {}) as Json, search: decl.search ?? [], representation: decl.representation };
    const hidden = new Set([...(decl.hidden ?? []), ...Object.keys(decl.scope ?? {})]);
    const fields: JsonObject[] = [];
    for (const [source, raw] of Object.entries(props)) {
      if (hidden.has(source)) continue;
      const prop = raw as JsonObject;
      const refTable = typeof prop['x-references'] === 'string' ? (prop['x-references'] as string) : undefined;
      const refResource = refTable
        ? (decl.references?.[source] ??
          Object.entries(decls).find(([, d]) => d.table === refTable && !d.scope)?.[0])
        : undefined;
      if (decl.references?.[source] && !decls[decl.references[source]]) {
        throw new Error(`contract: admin resource ${name}.${source} references unknown resource ${decl.references[source]}`);
      }
      const kind = kindOf(source, prop, refResource);
      const field: JsonObject = {
        source,
        label: (prop.title as string) ?? source,
        kind,
        required: required.has(source),
        readOnly: prop.readOnly === true,
        nullable: ([] as Json[]).concat(prop.type ?? []).includes('null'),
        // A computed field (x-computed) is shown, never filtered or sorted on: it is not a column.
        filterable: FILTERABLE.includes(kind) && source !== 'updated_at' && prop['x-computed'] !== true,
        sortable: !UNSORTABLE.includes(kind) && prop['x-computed'] !== true,
      };
      if (refResource) field.reference = refResource;
      if (Array.isArray(prop.enum)) {
        field.choices = prop.enum.filter((v) => v !== null).map((v) => ({ id: v, name: humanize(String(v)) }));
      }
      if (prop.default !== undefined) field.default = prop.default;
      if (typeof prop.maxLength === 'number') field.maxLength = prop.maxLength;
      if (typeof prop.minLength === 'number') field.minLength = prop.minLength;
      if (typeof prop.minimum === 'number') field.minimum = prop.minimum;
      if (typeof prop.maximum === 'number') field.maximum = prop.maximum;
      if (typeof prop.description === 'string') field.description = prop.description;
      fields.push(field);
    }
    const description = {
      name,
      table: decl.table,
      label: decl.label,
      representation: decl.representation,
      scope: decl.scope ?? {},
      search: decl.search ?? [],
      list: decl.list ?? fields.filter((f) => f.kind !== 'password' && f.kind !== 'json').map((f) => f.source as string),
      fields,
    };
    descriptions[name] = `/* eslint-disable */
import type { ResourceDescription } from '../lib/description';

/** The ${decl.label.toLowerCase()} resource: a view of the \`${decl.table}\` table. */
export const description = ${JSON.stringify(description, null, 2)} as const satisfies ResourceDescription;
`;
  }
  const restMapSrc = `/* eslint-disable */
/** The admin's simple-REST resources (/v1/api/admin-rest/{resource}): the table each views, its scope, its search fields. */
export const ADMIN_REST_RESOURCES = ${JSON.stringify(restMap, null, 2)} as const;

export type AdminResourceName = keyof typeof ADMIN_REST_RESOURCES;

export interface AdminRestResource {
  table: string;
  /** Fixed field values: every row of the resource has them, and every row it creates gets them. */
  scope: Readonly<Record<string, string | number | null>>;
  /** The text fields the \`q\` filter searches. */
  search: readonly string[];
  /** The fields that name a record (joined with a space): how a reference to it reads, in a list or an export. */
  representation: readonly string[];
}
`;
  return { restMap: restMapSrc, descriptions };
}

function humanize(value: string): string {
  const s = value.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
