/**
 * CSV export of a resource: the description's columns with their labels (in the current language), money in
 * major units, and cells that a spreadsheet would run as a formula (= + - @ tab, CR) made inert with a leading quote.
 */
import { downloadCSV, type Exporter } from 'react-admin';
import { csvCell } from '../../src/domain/csv';
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
  const lines = [fields.map((f) => csvCell(labels[f.source])).join(',')];
  for (const r of records) lines.push(fields.map((f) => csvCell(cellOf(f, r))).join(','));
  return lines.join('\r\n') + '\r\n';
}

export function csvExporter(d: ResourceDescription): Exporter {
  return (records) => downloadCSV(toCsv(d, records as Record<string, unknown>[]), d.name);
}
