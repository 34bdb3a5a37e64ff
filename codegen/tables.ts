import { deref, toJsonSchema, type Json, type JsonObject } from './bundle';

/** Table metadata for the records API, from every component schema that carries `x-table`. */
/** A table's constant in its own module: `workout_exercise` → `WORKOUT_EXERCISE_TABLE`. */
export const tableConst = (table: string) => `${table.toUpperCase()}_TABLE`;

/**
 * The contract's table metadata: \`src/generated/tables.ts\` (the types and \`TABLES\`, every table) and one module per
 * table (\`src/generated/tables/<table>.ts\`), so a screen that reads one table's limits imports that table's metadata
 * alone, not all of it (a module is never split between chunks). Answers each file's text, keyed by its path.
 */
export function renderTables(doc: JsonObject, header: string): Record<string, string> {
  const schemas = ((doc.components as JsonObject)?.schemas ?? {}) as JsonObject;
  const tables: JsonObject = {};
  const typeLines: string[] = [];
  for (const [schemaName, raw] of Object.entries(schemas)) {
    const schema = deref(doc, raw) as JsonObject;
    const table = schema['x-table'];
    if (typeof table !== 'string') continue;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const fields: JsonObject = {};
    for (const [name, propRaw] of Object.entries((schema.properties ?? {}) as JsonObject)) {
      const prop = propRaw as JsonObject;
      const types = ([] as Json[]).concat(prop.type ?? 'string').filter((t) => t !== 'null') as string[];
      const field: JsonObject = {
        type: types[0] ?? 'string',
        nullable: ([] as Json[]).concat(prop.type ?? []).includes('null'),
        title: (prop.title as string) ?? name,
        readOnly: prop.readOnly === true,
        writeOnly: prop.writeOnly === true,
        required: required.has(name),
        schema: toJsonSchema(prop),
      };
      if (prop.format) field.format = prop.format;
      if (Array.isArray(prop.enum)) field.enum = prop.enum.filter((v) => v !== null);
      if (prop.default !== undefined) field.default = prop.default;
      if (typeof prop['x-references'] === 'string') field.references = prop['x-references'];
      if (prop['x-money'] === true) field.money = true;
      if (prop['x-computed'] === true) {
        if (prop.readOnly !== true) throw new Error(`contract: ${schemaName}.${name} is x-computed, so it must be readOnly`);
        field.computed = true;
      }
      if (prop.description) field.description = prop.description;
      fields[name] = field;
    }
    tables[table] = {
      name: table,
      schema: schemaName,
      title: (schema.title as string) ?? table,
      description: (schema.description as string) ?? null,
      fields,
    };
    typeLines.push(`  ${table}: components['schemas']['${schemaName}'];`);
  }
  // The Table parameter's enum is the list of routable tables: it must match the x-table schemas.
  const tableParam = deref(doc, ((doc.components as JsonObject).parameters as JsonObject).Table) as JsonObject;
  const routable = ((tableParam.schema as JsonObject).enum as string[]).slice().sort();
  const declared = Object.keys(tables).sort();
  if (JSON.stringify(routable) !== JSON.stringify(declared)) {
    throw new Error(
      `contract: the Table parameter lists [${routable}] but x-table schemas are [${declared}]`,
    );
  }
  const files: Record<string, string> = {
    'src/generated/table-meta.ts': `${header}/* eslint-disable */
export type FieldType = 'integer' | 'number' | 'string' | 'boolean' | 'array' | 'object';

export interface FieldMeta {
  type: FieldType;
  nullable: boolean;
  title: string;
  readOnly: boolean;
  writeOnly: boolean;
  /** Required when creating. */
  required: boolean;
  /** The field's JSON schema (vendor extensions removed). */
  schema: Record<string, unknown>;
  format?: string;
  enum?: readonly (string | number)[];
  default?: unknown;
  /** The table this field references (a foreign key). */
  references?: string;
  /** An amount in minor units (its currency is the record's \`currency\`). */
  money?: boolean;
  /** Worked out by the server when the record is read (\`x-computed\`): not a column, never written, filtered or ordered on. */
  computed?: boolean;
  description?: string;
}

export interface TableMeta {
  name: string;
  schema: string;
  title: string;
  description: string | null;
  fields: Record<string, FieldMeta>;
}
`,
  };
  for (const [table, meta] of Object.entries(tables)) {
    files[`src/generated/tables/${table}.ts`] = `${header}/* eslint-disable */
import type { TableMeta } from '../table-meta';

export const ${tableConst(table)} = ${JSON.stringify(meta, null, 2)} as const satisfies TableMeta;
`;
  }
  const names = Object.keys(tables);
  files['src/generated/tables.ts'] = `${header}/* eslint-disable */
import type { components } from './api';
import type { TableMeta } from './table-meta';
${names.map((t) => `import { ${tableConst(t)} } from './tables/${t}';`).join('\n')}

export type { FieldMeta, FieldType, TableMeta } from './table-meta';

/** Every table's metadata (one table's alone: its module in \`./tables/\`). */
export const TABLES = {
${names.map((t) => `  ${JSON.stringify(t)}: ${tableConst(t)},`).join('\n')}
} as const satisfies Record<string, TableMeta>;

export type TableName = keyof typeof TABLES;

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** The record type of each table, as the API answers it. */
export interface Tables {
${typeLines.join('\n')}
}
`;
  return files;
}
