/**
 * A thin indeterminate bar while a screen's code loads: the Suspense fallback of every route. Drawn with one
 * keyframe animation instead of MUI's LinearProgress, so the first load carries none of it.
 */
import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { shellText } from '../layout/i18n/en';
import { useText } from '../i18n/text';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export function LoadingBar({ label }: { label?: string }) {
  const { loading } = useText(shellText);
  return (
    <Box role="progressbar" aria-label={label ?? loading} sx={{ position: 'relative', height: 4, overflow: 'hidden', bgcolor: 'action.hover' }}>
      <Box sx={{ position: 'absolute', inset: 0, width: '40%', bgcolor: 'primary.main', animation: `${slide} 1.1s ease-in-out infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.4 } }} />
    </Box>
  );
}
