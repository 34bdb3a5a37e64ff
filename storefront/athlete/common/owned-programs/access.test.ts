import { describe, expect, it } from 'vitest';
import { hasAccess } from './access';

describe('access', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  it('is an active enrollment without an end, or with one still ahead', () => {
    expect(hasAccess({ status: 'active', ends_at: null }, now)).toBe(true);
    expect(hasAccess({ status: 'active', ends_at: '2026-07-01T00:00:00Z' }, now)).toBe(true);
    expect(hasAccess({ status: 'active', ends_at: '2026-06-01T00:00:00Z' }, now)).toBe(false);
    expect(hasAccess({ status: 'refunded', ends_at: null }, now)).toBe(false);
    expect(hasAccess({ status: 'cancelled', ends_at: null }, now)).toBe(false);
  });
});
