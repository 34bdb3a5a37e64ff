import { describe, expect, it } from 'vitest';
import { cardModeOf } from './card-mode';

describe('the card form to show', () => {
  it('is Stripe Elements only with the stripe provider and a publishable key', () => {
    expect(cardModeOf('stripe', 'pk_test_123')).toBe('stripe');
    expect(cardModeOf('stripe', null)).toBe('unavailable');
    expect(cardModeOf('sandbox', 'pk_test_123')).toBe('sandbox');
    expect(cardModeOf(undefined, null)).toBe('sandbox');
  });
});
