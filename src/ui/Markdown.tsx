/**
 * Markdown shown safely (the reader and its rules: MarkdownView.tsx). The reader is its own chunk, fetched by the
 * pages that show Markdown (a post, the FAQ, the post editor's preview) and by no other.
 */
import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';

const MarkdownView = lazy(() => import('./MarkdownView'));

export function Markdown({ source, headingBase = 1 }: { source: string; headingBase?: number }) {
  return (
    // While the reader loads: the text as it is written, so nothing jumps when it is read.
    <Suspense fallback={<Box sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.7 }}>{source}</Box>}>
      <MarkdownView source={source} headingBase={headingBase} />
    </Suspense>
  );
}
