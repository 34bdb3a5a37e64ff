/**
 * One CSV cell, the same everywhere a file is exported (records EXPORT, the admin, a trainer's sales):
 * quoted when it holds a separator, and made inert when a spreadsheet would run it as a formula
 * (text starting with = + - @ tab or CR gets a leading quote; plain numbers such as -12.50 stay numbers).
 */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
