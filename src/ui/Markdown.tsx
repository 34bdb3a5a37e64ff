/**
 * Markdown shown safely (src/ui/markdown.ts reads it): React elements only, never HTML from the text. Headings keep
 * their level but never reach `headingBase` (a post's title is the page's h1: its "#" and "##" are h2s, "###" an h3).
 * Links to this site stay in the app; others open in a new tab.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Divider, Link, Typography } from '@mui/material';
import { parseMarkdown, type Block, type Inline } from './markdown';

function inline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.kind) {
      case 'text':
        return n.text;
      case 'code':
        return (
          <Box key={i} component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' }}>
            {n.text}
          </Box>
        );
      case 'strong':
        return <strong key={i}>{inline(n.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(n.children)}</em>;
      case 'link':
        return n.href.startsWith('/') ? (
          <Link key={i} component={RouterLink} to={n.href}>
            {inline(n.children)}
          </Link>
        ) : (
          <Link key={i} href={n.href} target="_blank" rel="noopener noreferrer nofollow">
            {inline(n.children)}
          </Link>
        );
    }
  });
}

const HEADING_VARIANT = { 2: 'h5', 3: 'h6', 4: 'subtitle1', 5: 'subtitle2', 6: 'subtitle2' } as const;

function block(b: Block, i: number, base: number): ReactNode {
  switch (b.kind) {
    case 'heading': {
      const level = Math.min(6, Math.max(base + 1, b.level)) as 2 | 3 | 4 | 5 | 6;
      return (
        <Typography key={i} component={`h${level}`} variant={HEADING_VARIANT[level]} sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
          {inline(b.children)}
        </Typography>
      );
    }
    case 'paragraph':
      return (
        <Typography key={i} component="p" sx={{ mb: 2, lineHeight: 1.7 }}>
          {inline(b.children)}
        </Typography>
      );
    case 'list':
      return (
        <Box key={i} component={b.ordered ? 'ol' : 'ul'} sx={{ pl: 3, mb: 2, '& li': { mb: 0.5, lineHeight: 1.7 } }}>
          {b.items.map((item, j) => (
            <li key={j}>{inline(item)}</li>
          ))}
        </Box>
      );
    case 'quote':
      return (
        <Box key={i} component="blockquote" sx={{ m: 0, mb: 2, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' }}>
          <Typography component="p" sx={{ lineHeight: 1.7 }}>
            {inline(b.children)}
          </Typography>
        </Box>
      );
    case 'code':
      return (
        <Box key={i} component="pre" sx={{ p: 2, mb: 2, overflowX: 'auto', borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.875rem' }}>
          <code>{b.text}</code>
        </Box>
      );
    case 'rule':
      return <Divider key={i} sx={{ my: 3 }} />;
  }
}

export function Markdown({ source, headingBase = 1 }: { source: string; headingBase?: number }) {
  return <Box sx={{ wordBreak: 'break-word' }}>{parseMarkdown(source).map((b, i) => block(b, i, headingBase))}</Box>;
}
