/**
 * CSV, the same everywhere a file is exported (records EXPORT, the admin's export, a trainer's sales): one cell, one
 * row and one file, the header row included.
 *
 * Every text cell is quoted, and a spreadsheet never runs one as a formula: text starting with = + - @ tab or CR
 * (or their fullwidth forms) gets a leading quote, and so does each part of it that a spreadsheet splitting on
 * another separator (, ; tab | or a line break) would read as a cell of its own: `Kim;=1+2` is written
 * `"Kim;'=1+2"`. Numbers, and text that is a plain number (-12.50), stay numbers.
 */

/** What a spreadsheet reads as the start of a formula. */
const FORMULA_START = '=+\\-@\\t\\r\\uff1d\\uff0b\\uff0d\\uff20';
/** Where a spreadsheet may split a line into cells. */
const SEPARATOR = ',;\\t|\\r\\n';
/** The start of the text, or a separator, followed (after spaces and quotes) by the start of a formula. */
const FORMULA = new RegExp(`(^|[${SEPARATOR}])(?=[\\s"']*[${FORMULA_START}])`, 'g');
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (NUMBER.test(text)) return text;
  return `"${text.replace(FORMULA, "$1'").replace(/"/g, '""')}"`;
}

/** One line of cells, without its line break. */
export function csvRow(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',');
}

/** A CSV file: its header row, then its rows, each ending with CRLF. */
export function csvFile(header: readonly unknown[], rows: Iterable<readonly unknown[]>): string {
  const lines = [csvRow(header)];
  for (const row of rows) lines.push(csvRow(row));
  return lines.join('\r\n') + '\r\n';
}
