import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('markdown', () => {
  it('reads headings, paragraphs, lists, quotes, code and rules', () => {
    const blocks = parseMarkdown('## Start\n\nLine one\nline two\n\n- a\n- b\n\n1. one\n2) two\n\n> quoted\n> more\n\n```\n<b>code</b>\n```\n\n---');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code', 'rule']);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Start' }] });
    expect(blocks[1]).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: 'Line one line two' }] });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'a' }], [{ text: 'b' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[4]).toEqual({ kind: 'quote', children: [{ kind: 'text', text: 'quoted more' }] });
    expect(blocks[5]).toEqual({ kind: 'code', text: '<b>code</b>' });
  });

  it('reads bold, italic, code and links inside text', () => {
    expect(parseInline('Leave **two reps** in *the* tank, `always`, see [the feed](/athlete/feed).')).toEqual([
      { kind: 'text', text: 'Leave ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'two reps' }] },
      { kind: 'text', text: ' in ' },
      { kind: 'em', children: [{ kind: 'text', text: 'the' }] },
      { kind: 'text', text: ' tank, ' },
      { kind: 'code', text: 'always' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', href: '/athlete/feed', children: [{ kind: 'text', text: 'the feed' }] },
      { kind: 'text', text: '.' },
    ]);
    expect(parseInline('snake_case_name stays')).toEqual([{ kind: 'text', text: 'snake_case_name stays' }]);
  });

  it('keeps HTML as text and drops links that could run code or leave for another protocol', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] }]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ kind: 'text', text: 'click' }, { kind: 'text', text: ')' }]);
    expect(parseInline('[x](data:text/html;base64,AAA)')).toEqual([{ kind: 'text', text: 'x' }]);
    // Where a link may go is the URL policy's (src/domain/url-policy.test.ts); here, that the reader asks it.
    expect(parseInline('[x](//evil.test/x)')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(parseInline('[x](https://example.test/a)')).toEqual([{ kind: 'link', href: 'https://example.test/a', children: [{ kind: 'text', text: 'x' }] }]);
    expect(parseInline('[x](mailto:coach@example.test)')).toEqual([{ kind: 'link', href: 'mailto:coach@example.test', children: [{ kind: 'text', text: 'x' }] }]);
    expect(parseInline('[x](/blog?tag=strength)')).toEqual([{ kind: 'link', href: '/blog?tag=strength', children: [{ kind: 'text', text: 'x' }] }]);
  });

  it('renders no link for a path that a browser would read as another host', () => {
    for (const href of ['/\\evil.test', '/\\\\evil.test', '/%5Cevil.test', 'JaVaScRiPt:alert%281%29', 'vbscript:msgbox']) {
      expect(parseInline(`[x](${href})`), href).toEqual([{ kind: 'text', text: 'x' }]);
    }
    expect(parseMarkdown('See [the docs](/\\evil.test).')).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: 'See ' }, { kind: 'text', text: 'the docs' }, { kind: 'text', text: '.' }] }]);
  });
});
