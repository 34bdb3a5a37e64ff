/**
 * Markdown shown safely, read by react-markdown (CommonMark through remark, built into React elements): never HTML
 * from the text (raw HTML is shown as the text it is), and a link goes only where the URL policy lets a Markdown link
 * go (src/domain/url-policy.ts: http(s), mailto or a path of this site); any other is its text alone. Headings keep
 * their level but never reach `headingBase` (a post's title is the page's h1: its "#" and "##" are h2s, "###" an h3).
 * Links to this site stay in the app; others open in a new tab. Images are not part of what posts may show.
 */
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import { Box, Divider, Link, Typography } from '@mui/material';
import { isSitePath, safeLink } from '../domain/url-policy';

const HEADING_VARIANT = { 2: 'h5', 3: 'h6', 4: 'subtitle1', 5: 'subtitle2', 6: 'subtitle2' } as const;

function heading(level: number, base: number) {
  const shown = Math.min(6, Math.max(base + 1, level)) as 2 | 3 | 4 | 5 | 6;
  return function Heading({ children }: { children?: ReactNode }) {
    return (
      <Typography component={`h${shown}`} variant={HEADING_VARIANT[shown]} sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        {children}
      </Typography>
    );
  };
}

function componentsFor(base: number): Components {
  return {
    h1: heading(1, base),
    h2: heading(2, base),
    h3: heading(3, base),
    h4: heading(4, base),
    h5: heading(5, base),
    h6: heading(6, base),
    p: ({ children }) => (
      <Typography component="p" sx={{ mb: 2, lineHeight: 1.7 }}>
        {children}
      </Typography>
    ),
    ul: ({ children }) => (
      <Box component="ul" sx={{ pl: 3, mb: 2, '& li': { mb: 0.5, lineHeight: 1.7 } }}>
        {children}
      </Box>
    ),
    ol: ({ children }) => (
      <Box component="ol" sx={{ pl: 3, mb: 2, '& li': { mb: 0.5, lineHeight: 1.7 } }}>
        {children}
      </Box>
    ),
    blockquote: ({ children }) => (
      <Box component="blockquote" sx={{ m: 0, mb: 2, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary', '& p': { mb: 0 } }}>
        {children}
      </Box>
    ),
    pre: ({ children }) => (
      <Box component="pre" sx={{ p: 2, mb: 2, overflowX: 'auto', borderRadius: 1, bgcolor: 'action.hover', fontSize: '0.875rem', '& code': { p: 0, bgcolor: 'transparent' } }}>
        {children}
      </Box>
    ),
    code: ({ children }) => (
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' }}>
        {children}
      </Box>
    ),
    hr: () => <Divider sx={{ my: 3 }} />,
    a: ({ href, children }) => {
      // urlTransform below already emptied a link the policy refuses: it is its text alone.
      if (!href) return <>{children}</>;
      return isSitePath(href) ? (
        <Link component={RouterLink} to={href}>
          {children}
        </Link>
      ) : (
        <Link href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </Link>
      );
    },
  };
}

const COMPONENTS = new Map<number, Components>();

/** Where a Markdown link may go (the URL policy's `markdown` use), or nowhere. */
const linkTarget = (url: string) => safeLink(url, 'markdown') ?? '';

export default function MarkdownView({ source, headingBase = 1 }: { source: string; headingBase?: number }) {
  let components = COMPONENTS.get(headingBase);
  if (!components) COMPONENTS.set(headingBase, (components = componentsFor(headingBase)));
  return (
    <Box data-markdown sx={{ wordBreak: 'break-word' }}>
      <ReactMarkdown components={components} urlTransform={linkTarget} disallowedElements={['img']} unwrapDisallowed>
        {source}
      </ReactMarkdown>
    </Box>
  );
}
