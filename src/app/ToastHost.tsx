/**
 * Renders the app's toasts (src/app/toasts.ts) in the top-right corner, newest at the bottom. The app
 * root mounts one; `SpareToastHost` shows them where that one is gone (the root error boundary's
 * fallback screen replaces the whole app, its toast host included).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Box, Button, Grow, Stack } from '@mui/material';
import { useStore } from 'zustand';
import { toastStore, type ToastStore } from './toasts';

// How many counted hosts are mounted, for SpareToastHost.
let mountedHosts = 0;
const hostListeners = new Set<() => void>();
const subscribeHosts = (listener: () => void) => {
  hostListeners.add(listener);
  return () => void hostListeners.delete(listener);
};
const hostShown = () => mountedHosts > 0;

function useCountedHost(counted: boolean) {
  useEffect(() => {
    if (!counted) return undefined;
    mountedHosts++;
    hostListeners.forEach((l) => l());
    return () => {
      mountedHosts--;
      hostListeners.forEach((l) => l());
    };
  }, [counted]);
}

export function ToastHost({ store = toastStore, counted = true }: { store?: ToastStore; counted?: boolean }) {
  useCountedHost(counted);
  const toasts = useStore(store, (s) => s.toasts);
  const dismiss = store.getState().dismiss;
  return (
    <Box
      aria-live="polite"
      sx={{ position: 'fixed', top: 16, right: 16, zIndex: (theme) => theme.zIndex.snackbar, width: 'min(400px, calc(100vw - 32px))', pointerEvents: 'none' }}
    >
      <Stack spacing={1}>
        {toasts.map((toast) => (
          <Grow in key={toast.id}>
            <Alert
              data-testid="toast"
              severity={toast.type}
              variant="filled"
              elevation={6}
              onClose={() => dismiss(toast.id)}
              sx={{ pointerEvents: 'auto' }}
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
          </Grow>
        ))}
      </Stack>
    </Box>
  );
}

/** The app's toasts, only while no other ToastHost is mounted. */
export function SpareToastHost() {
  const shown = useSyncExternalStore(subscribeHosts, hostShown, () => false);
  return shown ? null : <ToastHost counted={false} />;
}
