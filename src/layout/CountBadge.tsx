/**
 * The headers' count badges (unread notifications on the bell, unread messages on Messages): a number, "99+" past
 * 99, nothing at zero. Hand-made: MUI's Badge would add about 1 kB to every page's first load. Hidden from assistive
 * technology: the entry it sits on names the count in words.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Past this, the badge says "99+". */
export const BADGE_MAX = 99;

export const badgeText = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

const badge = { minWidth: 20, height: 20, px: 0.75, borderRadius: 10, bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, fontWeight: 500, lineHeight: '20px', textAlign: 'center', boxSizing: 'border-box' } as const;

/** The count over the corner of `children` (an icon), or beside the entry's text without children. */
export function CountBadge({ count, testId, children }: { count: number | undefined; testId: string; children?: ReactNode }) {
  const shown = !!count && (
    <Box component="span" aria-hidden data-testid={testId} sx={children ? { ...badge, position: 'absolute', top: -6, right: -10 } : { ...badge, display: 'inline-block', ml: 0.5 }}>
      {badgeText(count)}
    </Box>
  );
  // Beside text, a space first: the entry's visible text reads "Messages 3", which its name ("Messages: 3 unread") holds.
  if (!children) return shown ? <>{' '}{shown}</> : null;
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {shown}
    </Box>
  );
}
