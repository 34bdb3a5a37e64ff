/**
 * The toasts themselves (src/ui/toasts.ts), top-right, newest at the bottom: its own chunk, loaded by ToastHost
 * when the first toast shows (and on idle before that), so the first page load carries no Alert or transition.
 */
import { Alert, AlertTitle, Box, Button, Stack, type SxProps, type Theme } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useStore } from 'zustand';
import { commonText } from './i18n/en';
import { useText } from '../i18n/text';
import type { ToastStore } from './toasts';

/**
 * A new toast grows in as MUI's `Grow` shows it (from three quarters of its width and half its height, fading in), in
 * CSS: no transition component to load, and nothing to animate for whoever asks the system for less motion.
 */
const fadeIn = keyframes`from { opacity: 0; }`;
const growIn = keyframes`from { transform: scale(0.75, 0.5625); }`;
const ENTER = {
  animation: `${fadeIn} 200ms cubic-bezier(0.4, 0, 0.2, 1), ${growIn} 133ms cubic-bezier(0.4, 0, 0.2, 1)`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
};

const FILLED_CONTRAST: Partial<Record<string, SxProps<Theme>>> = {
  info: { bgcolor: 'info.dark' },
  warning: { color: 'rgba(0, 0, 0, 0.87)', '& .MuiAlert-icon, & .MuiIconButton-root': { color: 'inherit' } },
};

export default function ToastList({ store }: { store: ToastStore }) {
  const toasts = useStore(store, (s) => s.toasts);
  const dismiss = store.getState().dismiss;
  const { close } = useText(commonText);
  return (
    <Box
      aria-live="polite"
      sx={{ position: 'fixed', top: 16, right: 16, zIndex: (theme) => theme.zIndex.snackbar, width: 'min(400px, calc(100vw - 32px))', pointerEvents: 'none' }}
    >
      <Stack spacing={1}>
        {toasts.map((toast) => (
          <Alert
            key={toast.id}
            data-testid="toast"
            severity={toast.type}
            variant="filled"
            elevation={6}
            onClose={() => dismiss(toast.id)}
            closeText={close}
            // MUI's filled info and warning alerts write white below WCAG AA's 4.5:1: a darker blue, dark ink on orange.
            sx={{ pointerEvents: 'auto', ...ENTER, ...FILLED_CONTRAST[toast.type] }}
            action={
              toast.actions?.length ? (
                <>
                  {toast.actions.map((a) => (
                    <Button key={a.label} color="inherit" size="small" onClick={() => { a.action(); dismiss(toast.id); }}>
                      {a.label}
                    </Button>
                  ))}
                </>
              ) : undefined
            }
          >
            {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
            {toast.message}
          </Alert>
        ))}
      </Stack>
    </Box>
  );
}

