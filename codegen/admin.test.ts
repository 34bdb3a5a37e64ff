/** A change in the contract reaches the admin's resource descriptions through codegen, with no hand edit. */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleContract, type JsonObject } from './bundle';
import { renderAdmin } from './admin';

let doc: JsonObject;
const clone = (d: JsonObject) => JSON.parse(JSON.stringify(d)) as JsonObject;
/** The description object a generated file holds. */
function description(src: string) {
  const json = src.slice(src.indexOf('export const description = ') + 'export const description = '.length, src.lastIndexOf(' as const'));
  return JSON.parse(json) as { fields: Array<Record<string, unknown>>; list: string[]; scope: object; search: string[] };
}
/** The Program schema of the bundled contract (wherever bundling put it). */
function programSchema(d: JsonObject): JsonObject {
  const schemas = (d.components as JsonObject).schemas as JsonObject;
  return Object.values(schemas).find((s) => (s as JsonObject)['x-table'] === 'program') as JsonObject;
}

beforeAll(async () => {
  doc = await bundleContract(resolve(__dirname, '../openapi/openapi.yaml'));
});

describe('admin resource descriptions', () => {
  it('describe each field with its kind, label, reference, filters, sort, required and read-only flags', () => {
    const programs = description(renderAdmin(doc).descriptions.programs);
    const byName = Object.fromEntries(programs.fields.map((f) => [f.source, f]));
    expect(byName.trainer_id).toMatchObject({ kind: 'reference', reference: 'trainers', label: 'Trainer', required: true, filterable: true });
    expect(byName.price).toMatchObject({ kind: 'money', required: true });
    expect(byName.status).toMatchObject({ kind: 'enum', filterable: true, choices: [{ id: 'draft', name: 'Draft' }, { id: 'pending_review', name: 'Pending review' }, { id: 'published', name: 'Published' }, { id: 'archived', name: 'Archived' }] });
    expect(byName.created_at).toMatchObject({ kind: 'datetime', readOnly: true, filterable: true, sortable: true });
    expect(byName.description).toMatchObject({ kind: 'longtext', sortable: false });
    expect(byName.featured).toMatchObject({ kind: 'flag' });
  });

  it('narrow scoped resources and hide their fixed fields', () => {
    const trainers = description(renderAdmin(doc).descriptions.trainers);
    expect(trainers.scope).toEqual({ role: 'trainer' });
    expect(trainers.fields.map((f) => f.source)).not.toContain('role');
    expect(trainers.fields.find((f) => f.source === 'password')).toMatchObject({ kind: 'password' });
  });

  it('pick up a new field, a new enum value and a new required field after a schema change', () => {
    const changed = clone(doc);
    const program = programSchema(changed);
    const props = program.properties as JsonObject;
    props.intensity = { type: 'string', enum: ['low', 'high'], title: 'Intensity' };
    (props.level as JsonObject).enum = ['beginner', 'intermediate', 'advanced', 'elite'];
    (program.required as string[]).push('sport');
    const after = description(renderAdmin(changed).descriptions.programs);
    const byName = Object.fromEntries(after.fields.map((f) => [f.source, f]));
    expect(byName.intensity).toMatchObject({ kind: 'enum', label: 'Intensity', filterable: true, choices: [{ id: 'low', name: 'Low' }, { id: 'high', name: 'High' }] });
    expect((byName.level.choices as Array<{ id: string }>).map((c) => c.id)).toContain('elite');
    expect(byName.sport.required).toBe(true);
  });

  it('refuse a resource map that names an unknown field or table', () => {
    const changed = clone(doc);
    const param = ((changed.components as JsonObject).parameters as JsonObject).AdminResource as JsonObject;
    ((param['x-admin-resources'] as JsonObject).programs as JsonObject).search = ['nope'];
    expect(() => renderAdmin(changed)).toThrow('admin resource programs names unknown field program.nope');
  });
});
