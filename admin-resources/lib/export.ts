/**
 * CSV export of a resource: the description's columns with their labels (in the current language) and money in
 * major units, written by the one CSV writer (src/domain/csv.ts: text quoted, formulas made inert).
 */
import { downloadCSV, type Exporter } from 'react-admin';
import { csvFile } from '../../src/domain/csv';
import { resourcesText, resourceWords } from '../../src/i18n/en/admin/resources';
import { textOf } from '../../src/i18n/text';
import type { FieldDescription, ResourceDescription } from './description';

function cellOf(f: FieldDescription, record: Record<string, unknown>): unknown {
  const v = record[f.source];
  if (f.kind === 'money' && typeof v === 'number') return (v / 100).toFixed(2);
  return v;
}

export function toCsv(d: ResourceDescription, records: readonly Record<string, unknown>[]): string {
  const fields = d.fields.filter((f) => f.kind !== 'password');
  const labels = resourceWords(textOf(resourcesText), d.name)!.fields;
  return csvFile(
    fields.map((f) => labels[f.source]),
    records.map((r) => fields.map((f) => cellOf(f, r))),
  );
}

export function csvExporter(d: ResourceDescription): Exporter {
  return (records) => downloadCSV(toCsv(d, records as Record<string, unknown>[]), d.name);
}
