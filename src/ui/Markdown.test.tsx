// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(source: string) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter>
        <Markdown source={source} />
      </MemoryRouter>,
    );
  });
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('Markdown', () => {
  it('shows what a post writes as headings, lists and links, with a heading below the page title', async () => {
    const { container, unmount } = await render('# Plan\n\n## Week one\n\n### Day one\n\n- **Squat** on Monday\n\nSee [the feed](/athlete/feed) or [Wikipedia](https://en.wikipedia.org/).');
    expect([...container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Plan', 'Week one']);
    expect(container.querySelector('h3')?.textContent).toBe('Day one');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('li strong')?.textContent).toBe('Squat');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/athlete/feed', 'https://en.wikipedia.org/']);
    expect(links[1].getAttribute('rel')).toBe('noopener noreferrer nofollow');
    await unmount();
  });

  it('shows HTML as the text it is and never runs it', async () => {
    const { container, unmount } = await render('<img src=x onerror="window.pwned=1"> and <script>window.pwned=2</script>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="window.pwned=1">');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    await unmount();
  });
});
