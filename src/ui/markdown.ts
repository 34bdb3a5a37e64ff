/**
 * A small Markdown reader for what people write in posts and the CMS: headings, paragraphs, lists, quotes, code,
 * rules, and inline bold, italic, code and links. It builds a tree that Markdown.tsx renders as React elements, so
 * text is always text: HTML in the source is shown as typed, never run, and a link goes only where the URL policy lets
 * a Markdown link go (src/domain/url-policy.ts: http(s), mailto or a path of this site); any other is its text alone.
 */
import { safeLink } from '../domain/url-policy';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

const INLINE = [
  { kind: 'code', re: /`([^`\n]+)`/ },
  { kind: 'link', re: /\[([^\]\n]+)\]\(([^)\s]+)\)/ },
  { kind: 'strong', re: /\*\*(?=\S)([\s\S]*?\S)\*\*|__(?=\S)([\s\S]*?\S)__/ },
  { kind: 'em', re: /\*(?=\S)([^*]*?\S)\*|(?<![A-Za-z0-9])_(?=\S)([^_]*?\S)_(?![A-Za-z0-9])/ },
] as const;

/** Inline marks of one block's text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    let best: { kind: (typeof INLINE)[number]['kind']; m: RegExpExecArray } | null = null;
    for (const { kind, re } of INLINE) {
      const m = re.exec(rest);
      if (m && (!best || m.index < best.m.index)) best = { kind, m };
    }
    if (!best) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    const { kind, m } = best;
    if (m.index > 0) out.push({ kind: 'text', text: rest.slice(0, m.index) });
    if (kind === 'code') out.push({ kind: 'code', text: m[1] });
    else if (kind === 'link') {
      const href = safeLink(m[2], 'markdown');
      const children = parseInline(m[1]);
      if (href) out.push({ kind: 'link', href, children });
      else out.push(...children);
    } else out.push({ kind, children: parseInline(m[1] ?? m[2]) });
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

/** The blocks of a Markdown text. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  const isBlockStart = (line: string) => HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || QUOTE.test(line) || FENCE.test(line) || RULE.test(line);
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i].trim().startsWith(fence[1])) body.push(lines[i++]);
      i += 1;
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(heading[2]) });
      i += 1;
      continue;
    }
    if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      const re = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      while (i < lines.length && re.test(lines[i])) {
        let text = re.exec(lines[i])![1];
        i += 1;
        // A following indented line continues the item.
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]) && !BULLET.test(lines[i]) && !NUMBERED.test(lines[i])) text += ` ${lines[i++].trim()}`;
        items.push(parseInline(text));
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) body.push(QUOTE.exec(lines[i++])![1]);
      blocks.push({ kind: 'quote', children: parseInline(body.join(' ').trim()) });
      continue;
    }
    const body: string[] = [];
    while (i < lines.length && lines[i].trim() && !isBlockStart(lines[i])) body.push(lines[i++].trim());
    blocks.push({ kind: 'paragraph', children: parseInline(body.join(' ')) });
  }
  return blocks;
}
