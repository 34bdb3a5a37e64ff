/**
 * CSV export of a resource: the description's columns with their labels (in the current language), money in major
 * units, and a reference as the name of what it points at (the trainer's name, not their id), written by the one CSV
 * writer (src/domain/csv.ts: text quoted, formulas made inert).
 */
import { downloadCSV, type Exporter, type FetchRelatedRecords } from 'react-admin';
import { csvFile } from '../../src/domain/csv';
import { ADMIN_REST_RESOURCES } from '../../src/generated/admin-rest';
import { resourcesText, resourceWords } from '../i18n/en';
import { textOf } from '../../src/i18n/text';
import type { FieldDescription, ResourceDescription } from './description';

/** Per reference field, the name of each record it points at (by id). */
export type ReferenceNames = Record<string, ReadonlyMap<string, string>>;

function cellOf(f: FieldDescription, record: Record<string, unknown>, names: ReferenceNames): unknown {
  const v = record[f.source];
  if (f.kind === 'money' && typeof v === 'number') return (v / 100).toFixed(2);
  if (f.kind === 'reference' && v != null) return names[f.source]?.get(String(v)) ?? v;
  return v;
}

/** How a record of `resource` reads: its representation fields joined with a space (`#id` when they say nothing). */
export function nameOf(resource: string, record: Record<string, unknown> | undefined): string {
  const fields = (ADMIN_REST_RESOURCES as Record<string, { representation: readonly string[] }>)[resource]?.representation ?? ['id'];
  const parts = fields.map((f) => record?.[f]).filter((v) => v !== null && v !== undefined && v !== '');
  if (!parts.length || (fields.length === 1 && fields[0] === 'id')) return `#${String(record?.id ?? '')}`;
  return parts.join(' ');
}

export function toCsv(d: ResourceDescription, records: readonly Record<string, unknown>[], names: ReferenceNames = {}): string {
  const fields = d.fields.filter((f) => f.kind !== 'password');
  const labels = resourceWords(textOf(resourcesText), d.name)!.fields;
  return csvFile(
    fields.map((f) => labels[f.source]),
    records.map((r) => fields.map((f) => cellOf(f, r, names))),
  );
}

/** The names of the records the references of `records` point at, fetched once per reference field. */
export async function referenceNames(d: ResourceDescription, records: readonly Record<string, unknown>[], fetchRelated: FetchRelatedRecords): Promise<ReferenceNames> {
  const names: ReferenceNames = {};
  for (const f of d.fields) {
    if (f.kind !== 'reference' || !f.reference || !records.some((r) => r[f.source] != null)) continue;
    const related = (await fetchRelated(records as never[], f.source, f.reference)) as Record<string, Record<string, unknown>>;
    names[f.source] = new Map(Object.values(related).map((r) => [String(r.id), nameOf(f.reference!, r)]));
  }
  return names;
}

export function csvExporter(d: ResourceDescription): Exporter {
  return async (records, fetchRelated) => {
    const rows = records as Record<string, unknown>[];
    downloadCSV(toCsv(d, rows, await referenceNames(d, rows, fetchRelated)), d.name);
  };
}
