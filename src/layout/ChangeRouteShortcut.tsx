/**
 * The Change Route dialog's key chord (spec §2): Ctrl or Cmd + Shift + Alt + R. Always listening, and tiny: the
 * dialog (ChangeRouteDialog.tsx) is loaded the first time the chord is pressed, so the first load carries none of it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const ChangeRouteDialog = lazy(() => import('./ChangeRouteDialog'));

/** True for the dialog's key chord. */
export function isChangeRouteChord(e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'code' | 'key'>): boolean {
  return (e.ctrlKey || e.metaKey) && e.shiftKey && e.altKey && (e.code === 'KeyR' || e.key.toLowerCase() === 'r');
}


export function ChangeRouteShortcut() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isChangeRouteChord(e)) {
        e.preventDefault();
        setWanted(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ChangeRouteDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
