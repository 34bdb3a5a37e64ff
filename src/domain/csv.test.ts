import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvRow } from './csv';

describe('a CSV cell', () => {
  it('quotes every text cell and doubles its quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('USD')).toBe('"USD"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('2026-11-01T10:00:00.000Z')).toBe('"2026-11-01T10:00:00.000Z"');
    expect(csvCell(new Date('2026-11-01T10:00:00.000Z'))).toBe('"2026-11-01T10:00:00.000Z"');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('keeps numbers, and text that is a plain number, as numbers', () => {
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('39.20')).toBe('39.20');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(true)).toBe('true');
  });

  it('makes a formula at the start inert', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('+1+2')).toBe(`"'+1+2"`);
    expect(csvCell('-1+2')).toBe(`"'-1+2"`);
    expect(csvCell('\t=1+2')).toBe(`"'\t=1+2"`);
    expect(csvCell('\r=1+2')).toBe(`"'\r=1+2"`);
    expect(csvCell(' =1+2')).toBe(`"' =1+2"`);
    expect(csvCell('"=1+2')).toBe(`"'""=1+2"`);
    expect(csvCell('＝1+2')).toBe(`"'＝1+2"`);
    expect(csvCell('＠SUM(A1)')).toBe(`"'＠SUM(A1)"`);
  });

  it.each([
    ['a semicolon', 'Kim;=1+2', `"Kim;'=1+2"`],
    ['a comma', 'Kim,=1+2', `"Kim,'=1+2"`],
    ['a tab', 'Kim\t=1+2', `"Kim\t'=1+2"`],
    ['a pipe', 'Kim|=1+2', `"Kim|'=1+2"`],
    ['a line feed', 'Kim\n=1+2', `"Kim\n'=1+2"`],
    ['a carriage return', 'Kim\r\n@SUM(A1)', `"Kim\r'\n'@SUM(A1)"`],
    ['a separator, then spaces', 'Kim; =1+2', `"Kim;' =1+2"`],
    ['a separator, then a quote', 'Kim;"=1+2', `"Kim;'""=1+2"`],
    ['a separator, then a minus', 'Kim;-1+2', `"Kim;'-1+2"`],
    ['several separators', 'a;=1,+2|@3', `"a;'=1,'+2|'@3"`],
    ['a formula at the start and after a separator', '=1;=2', `"'=1;'=2"`],
  ])('makes a formula after %s inert', (_case, text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('leaves text alone that only looks like it', () => {
    expect(csvCell('Kim; Lee')).toBe('"Kim; Lee"');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('Jean-Luc')).toBe('"Jean-Luc"');
    expect(csvCell("O'Brien")).toBe(`"O'Brien"`);
  });
});

describe('a CSV file', () => {
  it('writes the header row through the same cells, and CRLF after each line', () => {
    expect(csvRow(['id', 'Kim;=1+2', -3.5, null])).toBe(`"id","Kim;'=1+2",-3.5,`);
    expect(csvFile(['id', '=name'], [[1, 'Kim;=1+2']])).toBe(`"id","'=name"\r\n1,"Kim;'=1+2"\r\n`);
    expect(csvFile(['id'], [])).toBe('"id"\r\n');
  });
});
