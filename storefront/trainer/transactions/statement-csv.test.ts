import { describe, expect, it } from 'vitest';
import { transactionsText } from './i18n/en';
import { major, statementCsv } from './statement-csv';

describe('a statement as CSV', () => {
  it('writes minor units as decimals, negatives and cents included', () => {
    expect([major(0), major(5), major(-5), major(1234), major(-100001)]).toEqual(['0.00', '0.05', '-0.05', '12.34', '-1000.01']);
  });

  it('has the summary of each currency, then the month’s rows, each with its program or reason', () => {
    const csv = statementCsv(
      {
        error: false,
        month: '2026-11',
        trainer_id: 3,
        trainer_name: 'Tara Stone',
        currencies: [{ currency: 'USD', opening: 1000, closing: 4332, summary: { month: '2026-11', currency: 'USD', sales: 3332, refunds: 0, adjustments: 0, payouts: 0, fees: 588, net: 3332 } }],
        lines: [{ id: 7, created_at: '2026-11-02T10:00:00.000Z', kind: 'sale', amount: 3332, fee: 588, basis: 3920, currency: 'USD', reason: null, program: '=Strength, Foundations' }],
      },
      transactionsText.en,
    );
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Date","Kind","Detail","id","Paid / refunded","Platform fee","Your money","Currency"');
    expect(lines[1]).toBe('"2026-11","Balance at the start of the month","","","","",10.00,"USD"');
    expect(lines[7]).toBe('"2026-11","Balance at the end of the month","","","","",43.32,"USD"');
    // A program's name that a spreadsheet would run as a formula is quoted as text.
    expect(lines[8]).toBe('"2026-11-02T10:00:00.000Z","Sale","\'=Strength, Foundations",7,39.20,5.88,33.32,"USD"');
  });
});
