// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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
  // The reader is its own chunk: what is shown once it has loaded.
  await vi.waitFor(async () => {
    await act(async () => undefined);
    if (!container.querySelector('[data-markdown]')) throw new Error('the Markdown reader is still loading');
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

describe('Markdown: what the reader builds and where links may go', () => {
  it('reads headings, paragraphs, lists, quotes, code and rules', async () => {
    const { container, unmount } = await render('## Start\n\nLine one\nline two\n\n- a\n- b\n\n1. one\n2) two\n\n> quoted\n> more\n\n```\n<b>code</b>\n```\n\n---');
    expect(container.querySelector('h2')?.textContent).toBe('Start');
    expect([...container.querySelectorAll('p')].map((p) => p.textContent?.replace(/\s+/g, ' ').trim())).toContain('Line one line two');
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['a', 'b']);
    expect([...container.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('blockquote')?.textContent?.replace(/\s+/g, ' ').trim()).toBe('quoted more');
    expect(container.querySelector('pre code')?.textContent).toBe('<b>code</b>\n');
    expect(container.querySelector('pre b')).toBeNull();
    expect(container.querySelector('hr')).not.toBeNull();
    await unmount();
  });

  it('reads bold, italic, code and links inside text, and leaves snake_case alone', async () => {
    const { container, unmount } = await render('Leave **two reps** in *the* tank, `always`, see [the feed](/athlete/feed). snake_case_name stays');
    expect(container.querySelector('strong')?.textContent).toBe('two reps');
    expect(container.querySelector('em')?.textContent).toBe('the');
    expect(container.querySelector('p code')?.textContent).toBe('always');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/athlete/feed');
    expect(container.textContent).toContain('snake_case_name stays');
    await unmount();
  });

  it('drops links that could run code, leave for another protocol or another host, keeping their text', async () => {
    for (const href of ['javascript:alert(1)', 'data:text/html;base64,AAA', '//evil.test/x', '/\\evil.test', '/%5Cevil.test', 'JaVaScRiPt:alert%281%29', 'vbscript:msgbox']) {
      const { container, unmount } = await render(`See [the docs](${href}).`);
      expect(container.querySelector('a'), href).toBeNull();
      expect(container.textContent, href).toContain('the docs');
      await unmount();
    }
    for (const href of ['https://example.test/a', 'mailto:coach@example.test', '/blog?tag=strength']) {
      const { container, unmount } = await render(`[x](${href})`);
      expect(container.querySelector('a')?.getAttribute('href'), href).toBe(href);
      await unmount();
    }
  });

  it('shows no image from the text', async () => {
    const { container, unmount } = await render('![tracker](https://evil.test/pixel.png)');
    expect(container.querySelector('img')).toBeNull();
    await unmount();
  });
});
