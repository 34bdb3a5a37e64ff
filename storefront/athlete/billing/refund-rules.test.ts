import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../src/config/payments';
import { latestRefund, refundRefusal } from './refund-rules';

const NOW = Date.parse('2026-06-30T12:00:00Z');
const day = (n: number) => new Date(NOW - n * 86_400_000).toISOString();

describe('refund requests', () => {
  it('are for succeeded purchases within the window, without an open request', () => {
    expect(refundRefusal({ status: 'succeeded', created_at: day(3), refund: [] }, 30, NOW)).toBeNull();
    expect(refundRefusal({ status: 'succeeded', created_at: day(31), refund: [] }, 30, NOW)).toBe(PAYMENT_MESSAGES.refundWindow(30));
    expect(refundRefusal({ status: 'refunded', created_at: day(3), refund: [] }, 30, NOW)).toBe('Only a completed purchase can be refunded');
    expect(refundRefusal({ status: 'succeeded', created_at: day(3), refund: [{ status: 'requested' }] }, 30, NOW)).toBe(PAYMENT_MESSAGES.refundOpen);
    expect(refundRefusal({ status: 'succeeded', created_at: day(3), refund: [{ status: 'approved' }] }, 30, NOW)).toBe(PAYMENT_MESSAGES.refundOpen);
    expect(refundRefusal({ status: 'succeeded', amount: 0, created_at: day(3), refund: [] }, 30, NOW)).toBe('Nothing was paid for this purchase');
    // A denied request may be followed by a new one.
    expect(refundRefusal({ status: 'succeeded', created_at: day(3), refund: [{ status: 'denied' }] }, 30, NOW)).toBeNull();
  });

  it('shows the newest request', () => {
    expect(latestRefund([])).toBeNull();
    expect(latestRefund([{ id: 1, status: 'denied', created_at: day(5) }, { id: 2, status: 'requested', created_at: day(1) }])?.id).toBe(2);
  });
});
