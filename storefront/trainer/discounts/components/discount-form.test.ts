import { describe, expect, it } from 'vitest';
import { toDiscountInput, validateDiscount, type DiscountFormValues } from './discount-form';

const ok: DiscountFormValues = { program_id: 1, kind: 'percent', value: '20', code: '', starts_at: '2026-12-01T00:00', ends_at: '2026-12-31T23:59', max_redemptions: '', active: true };

describe('discount form', () => {
  it('accepts a 20% discount with a date range', () => {
    expect(validateDiscount(ok)).toEqual({});
  });

  it('explains every mistake', () => {
    expect(validateDiscount({ ...ok, program_id: '' }).program_id).toBe('Choose a program');
    expect(validateDiscount({ ...ok, value: '120' }).value).toBe('Enter a whole percentage from 1 to 100');
    expect(validateDiscount({ ...ok, value: '0' }).value).toBe('Enter a percentage from 1 to 100');
    expect(validateDiscount({ ...ok, kind: 'fixed', value: '1.005' }).value).toBe('At most two decimals');
    expect(validateDiscount({ ...ok, code: 'no' }).code).toBe('3 to 32 letters, digits, - or _');
    expect(validateDiscount({ ...ok, ends_at: '2026-11-30T00:00' }).ends_at).toBe('Must end after it starts');
    expect(validateDiscount({ ...ok, max_redemptions: '0' }).max_redemptions).toBe('A whole number, 1 or more');
  });

  it('sends minor units, an upper-case code and UTC times', () => {
    const input = toDiscountInput({ ...ok, kind: 'fixed', value: '10.50', code: ' spring-10 ', max_redemptions: '50' });
    expect(input).toMatchObject({ program_id: 1, kind: 'fixed', value: 1050, code: 'SPRING-10', max_redemptions: 50, active: 1 });
    expect(input.starts_at).toBe(new Date('2026-12-01T00:00').toISOString());
  });
});
