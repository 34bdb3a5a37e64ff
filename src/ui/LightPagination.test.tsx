/** The pages of a list: which buttons show (MUI's own rule), what each says to a screen reader, which is the current one. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LightPagination } from './LightPagination';

const draw = (count: number, page: number) => renderToString(<LightPagination count={count} page={page} onChange={() => undefined} aria-label="Blog pages" />);
const buttons = (html: string) => [...html.matchAll(/<button[^>]*aria-label="([^"]*)"[^>]*>/g)].map((m) => ({ label: m[1], current: m[0].includes('aria-current="page"'), disabled: m[0].includes('disabled') }));

describe('LightPagination', () => {
  it('names the list, says each page, marks the current one and disables the arrow that leads nowhere', () => {
    const html = draw(3, 1);
    expect(html).toMatch(/<nav[^>]*aria-label="Blog pages"/);
    expect(buttons(html)).toEqual([
      { label: 'Go to previous page', current: false, disabled: true },
      { label: 'page 1', current: true, disabled: false },
      { label: 'Go to page 2', current: false, disabled: false },
      { label: 'Go to page 3', current: false, disabled: false },
      { label: 'Go to next page', current: false, disabled: false },
    ]);
  });

  it('shortens a long list around the current page with ellipses, as MUI does', () => {
    const html = draw(20, 10);
    expect(buttons(html).map((b) => b.label)).toEqual(['Go to previous page', 'Go to page 1', 'Go to page 9', 'page 10', 'Go to page 11', 'Go to page 20', 'Go to next page']);
    expect(html.match(/…/g)).toHaveLength(2);
    expect(buttons(draw(20, 20)).at(-1)).toEqual({ label: 'Go to next page', current: false, disabled: true });
  });
});
