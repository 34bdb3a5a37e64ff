/**
 * The Change Route dialog's key chord (requirements §2): Ctrl or Cmd + Shift + Alt + R. Always listening, and tiny: the
 * dialog (ChangeRouteDialog.tsx) is loaded the first time the chord is pressed, so the first load carries none of it.
 *
 * The listener is installed when this module loads, before the first screen is drawn: the first render runs in a
 * transition (src/main.tsx), so a listener added in an effect would miss a chord pressed while the app is still
 * drawing. The component reads the chord through a tiny store.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

const ChangeRouteDialog = lazy(() => import('./ChangeRouteDialog'));

/** True for the dialog's key chord. */
export function isChangeRouteChord(e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'code' | 'key'>): boolean {
  return (e.ctrlKey || e.metaKey) && e.shiftKey && e.altKey && (e.code === 'KeyR' || e.key.toLowerCase() === 'r');
}

/** Whether the dialog is open; `null` until the chord is first pressed (the dialog's chunk is not loaded before). */
let open: boolean | null = null;
const listeners = new Set<() => void>();
function setOpen(next: boolean) {
  open = next;
  for (const l of listeners) l();
}
function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', (e) => {
    if (isChangeRouteChord(e)) {
      e.preventDefault();
      setOpen(true);
    }
  });
}

export function ChangeRouteShortcut() {
  const state = useSyncExternalStore(subscribe, () => open, () => null);
  if (state === null) return null;
  return (
    <Suspense fallback={null}>
      <ChangeRouteDialog open={state} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
