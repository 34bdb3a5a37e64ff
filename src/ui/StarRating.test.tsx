/** The read-only stars: rounded to the nearest half as MUI rounds them, said in words, the half drawn as half a star. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating';

/** Each star's left half (its width when shown alone, filled or not) and its whole (filled or not). */
function stars(value: number) {
  const html = renderToString(<StarRating value={value} />);
  const label = /role="img" aria-label="([^"]*)"/.exec(html)?.[1];
  const halves = [...html.matchAll(/<span style="width:(\d+)%[^"]*"><span class="(icon(?: empty)?)">/g)].map((m) => ({ width: m[1], filled: m[2] === 'icon' }));
  const wholes = [...html.matchAll(/<span><span class="(icon(?: empty)?)">/g)].map((m) => m[1] === 'icon');
  return { label, halves, wholes };
}

describe('StarRating', () => {
  it('rounds an average to the nearest half and shows that half alone', () => {
    const { label, halves, wholes } = stars(4.3);
    expect(label).toBe('Rated 4.5 out of 5');
    expect(wholes).toEqual([true, true, true, true, false]);
    expect(halves.map((h) => h.width)).toEqual(['0', '0', '0', '0', '50']);
    expect(halves[4].filled).toBe(true);
  });

  it('shows whole stars for a whole rating, the rest empty', () => {
    const { label, halves, wholes } = stars(3);
    expect(label).toBe('Rated 3 out of 5');
    expect(wholes).toEqual([true, true, true, false, false]);
    expect(halves.every((h) => h.width === '0')).toBe(true);
  });
});
