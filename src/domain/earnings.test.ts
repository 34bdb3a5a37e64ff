import { describe, expect, it } from 'vitest';
import { availableAt, balances, bpsToPercent, lastTwelveMonths, monthBounds, percentToBps, refundShare, saleSplit } from './earnings';

describe('a sale’s split', () => {
  it('keeps the fee rounded to the cent and gives the trainer the rest, adding up to what was paid', () => {
    expect(saleSplit(3920, 1500)).toEqual({ fee: 588, net: 3332 });
    expect(saleSplit(1999, 1250)).toEqual({ fee: 250, net: 1749 });
    expect(saleSplit(1, 1500)).toEqual({ fee: 0, net: 1 });
    expect(saleSplit(5000, 0)).toEqual({ fee: 0, net: 5000 });
    expect(saleSplit(5000, 10_000)).toEqual({ fee: 5000, net: 0 });
    for (const amount of [1, 7, 99, 1234, 99_999]) for (const bps of [0, 333, 1500, 2750, 10_000]) {
      const { fee, net } = saleSplit(amount, bps);
      expect(fee + net).toBe(amount);
      expect(Number.isInteger(fee) && Number.isInteger(net)).toBe(true);
    }
  });
  it('reads percentages as basis points', () => {
    expect(percentToBps(12.5)).toBe(1250);
    expect(percentToBps(15)).toBe(1500);
    expect(bpsToPercent(1250)).toBe(12.5);
  });
});

describe('what a refund takes back', () => {
  const sale = { amount: 1900, ...saleSplit(1900, 1500) }; // fee 285, net 1615
  it('is the trainer’s share and the fee in proportion to what it refunds', () => {
    expect(refundShare(sale, 0, 900)).toEqual({ net: 765, fee: 135 });
    expect(refundShare(sale, 0, 1900)).toEqual({ net: 1615, fee: 285 });
  });
  it('adds up to the sale to the cent however the refunds are cut', () => {
    for (const cuts of [[1, 1, 1898], [633, 633, 634], [1, 1899], [950, 950], [7, 13, 1000, 880]]) {
      let before = 0;
      let net = 0;
      let fee = 0;
      for (const cut of cuts) {
        const share = refundShare(sale, before, before + cut);
        expect(share.net + share.fee).toBe(cut);
        net += share.net;
        fee += share.fee;
        before += cut;
      }
      expect({ net, fee }).toEqual({ net: 1615, fee: 285 });
    }
  });
  it('is nothing for a total already taken back, or an older total arriving late, and never more than the sale', () => {
    expect(refundShare(sale, 900, 900)).toEqual({ net: 0, fee: 0 });
    expect(refundShare(sale, 900, 500)).toEqual({ net: 0, fee: 0 });
    expect(refundShare(sale, 0, 5000)).toEqual({ net: 1615, fee: 285 });
    expect(refundShare({ amount: 0, fee: 0, net: 0 }, 0, 100)).toEqual({ net: 0, fee: 0 });
  });
});

describe('balances', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const day = (d: number) => new Date(now + d * 86_400_000).toISOString();
  it('are sums of rows: pending before their date, available after, payouts counted as paid out', () => {
    const rows = [
      { kind: 'sale', amount: 3332, currency: 'USD', available_at: day(10) },
      { kind: 'refund', amount: -765, currency: 'USD', available_at: day(10) },
      { kind: 'sale', amount: 5015, currency: 'USD', available_at: day(-1) },
      { kind: 'payout', amount: -5000, currency: 'USD', available_at: day(-1) },
      { kind: 'payout_failed', amount: 1000, currency: 'USD', available_at: day(0) },
      { kind: 'adjustment', amount: 250, currency: 'EUR', available_at: day(-3) },
    ];
    expect(balances(rows, now)).toEqual([
      { currency: 'EUR', pending: 0, available: 250, paid_out: 0 },
      { currency: 'USD', pending: 2567, available: 1015, paid_out: 4000 },
    ]);
    expect(balances([], now)).toEqual([]);
  });
  it('go below zero when a refund after a payout takes back more than is left', () => {
    const rows = [
      { kind: 'sale', amount: 1000, currency: 'USD', available_at: day(-5) },
      { kind: 'payout', amount: -1000, currency: 'USD', available_at: day(-2) },
      { kind: 'refund', amount: -1000, currency: 'USD', available_at: day(0) },
    ];
    expect(balances(rows, now)).toEqual([{ currency: 'USD', pending: 0, available: -1000, paid_out: 1000 }]);
  });
  it('start a sale’s money waiting for the refund window', () => {
    expect(availableAt('2026-11-01T10:00:00.000Z', 30)).toBe('2026-12-01T10:00:00.000Z');
    expect(availableAt('2026-11-01T10:00:00.000Z', 0)).toBe('2026-11-01T10:00:00.000Z');
  });
});

describe('a sale with an open refund request', () => {
  it('stays pending after the window until the request is settled; other rows are not held', () => {
    const past = '2026-01-01T00:00:00.000Z';
    const rows = [
      { kind: 'sale', amount: 1000, currency: 'USD', available_at: past, transaction_id: 7 },
      { kind: 'sale', amount: 500, currency: 'USD', available_at: past, transaction_id: 8 },
      { kind: 'payout', amount: -300, currency: 'USD', available_at: '2999-01-01T00:00:00.000Z', transaction_id: null },
    ];
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    expect(balances(rows, now)).toEqual([{ currency: 'USD', pending: 0, available: 1200, paid_out: 300 }]);
    expect(balances(rows, now, new Set([7]))).toEqual([{ currency: 'USD', pending: 1000, available: 200, paid_out: 300 }]);
  });
});

describe('the chart’s months', () => {
  it('are the twelve months up to now’s, across a year’s end, and a month’s bounds are its first instant and the next’s', () => {
    expect(lastTwelveMonths(new Date('2026-02-15T12:00:00Z'))).toEqual(['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
  });
});
