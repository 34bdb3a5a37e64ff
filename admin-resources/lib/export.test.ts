import type { FetchRelatedRecords } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { description as transactions } from '../generated/transactions';
import { description as users } from '../generated/users';
import { referenceNames, toCsv } from './export';

describe('CSV export', () => {
  it('writes the labels as the header and money in major units, text quoted', () => {
    const csv = toCsv(transactions, [{ id: 1, athlete_id: 5, trainer_id: 3, program_id: 1, amount: 3920, discount_amount: 980, currency: 'USD', status: 'succeeded', fee_bps: 1500, fee_amount: 588, provider_fee: null, trainer_net: 3332, provider: 'sandbox', provider_ref: 'pi_1', created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' }]);
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toBe('"ID","Athlete","Trainer","Program","Amount","Discount","Currency","Status","Fee rate","Platform fee","Provider fee","Trainer net","Provider","Provider reference","Created","Updated"');
    expect(row).toBe('1,5,3,1,39.20,9.80,"USD","succeeded",1500,5.88,,33.32,"sandbox","pi_1","2026-11-01T10:00:00.000Z","2026-11-01T10:00:00.000Z"');
  });

  it('makes a formula inert at the start of a cell and after any separator a spreadsheet may split on', () => {
    const csv = toCsv(users, [{ id: 7, email: 'kim@example.test', role: 'athlete', first_name: 'Kim;=1+2', last_name: '=HYPERLINK("x")', photo: null, status: 1, verify: 1, profile_complete: 1, two_factor_enabled: 0, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' }]);
    const row = csv.trim().split('\r\n')[1];
    expect(row).toContain(`"Kim;'=1+2"`);
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row.startsWith('7,')).toBe(true);
  });

  it('names what a reference points at (the trainer, the athlete, the program), not its id', async () => {
    const row = { id: 1, athlete_id: 5, trainer_id: 3, program_id: 1, amount: 3920, discount_amount: 980, currency: 'USD', status: 'succeeded', fee_bps: 1500, fee_amount: 588, provider_fee: null, trainer_net: 3332, provider: 'sandbox', provider_ref: 'pi_1', created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' };
    const related: Record<string, Record<number, Record<string, unknown>>> = {
      athlete_id: { 5: { id: 5, first_name: 'Alex', last_name: 'Kim' } },
      trainer_id: { 3: { id: 3, first_name: 'Tara', last_name: 'Stone' } },
      program_id: { 1: { id: 1, title: '12-Week Strength Foundations' } },
    };
    const asked: string[] = [];
    const fetchRelated = (async (_records: unknown[], field: string, resource: string) => {
      asked.push(`${field}->${resource}`);
      return related[field] ?? {};
    }) as FetchRelatedRecords;
    const names = await referenceNames(transactions, [row], fetchRelated);
    expect(asked.sort()).toEqual(['athlete_id->athletes', 'program_id->programs', 'trainer_id->trainers']);
    const line = toCsv(transactions, [row], names).trim().split('\r\n')[1];
    expect(line).toBe('1,"Alex Kim","Tara Stone","12-Week Strength Foundations",39.20,9.80,"USD","succeeded",1500,5.88,,33.32,"sandbox","pi_1","2026-11-01T10:00:00.000Z","2026-11-01T10:00:00.000Z"');
  });
});
