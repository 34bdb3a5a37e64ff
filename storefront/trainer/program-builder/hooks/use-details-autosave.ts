/**
 * Saves the details a moment after the trainer stops typing (debounced), and once more when the builder
 * closes. The first save of a new program creates the draft and moves to its edit address.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TRAINER_PROGRAMS_KEY } from '../../common/programs/api/get-my-programs';
import { builderStore, isDirty, saveDetails, useBuilder, type SaveHooks } from '../stores/builder-store';

export const AUTOSAVE_DELAY_MS = 800;

/** The field being typed in when the new draft moved to its edit address, to carry the caret across. */
let carriedFocus: { id: string; at: number | null } | null = null;

function rememberFocus() {
  const el = document.activeElement as HTMLInputElement | null;
  carriedFocus = el?.id ? { id: el.id, at: typeof el.selectionStart === 'number' ? el.selectionStart : null } : null;
}

function restoreFocus() {
  const focus = carriedFocus;
  carriedFocus = null;
  const el = focus && (document.getElementById(focus.id) as HTMLInputElement | null);
  if (!el || !focus) return;
  el.focus();
  if (focus.at !== null) el.setSelectionRange?.(focus.at, focus.at);
}

export function useDetailsAutosave(): { flush: () => Promise<void> } {
  const navigate = useNavigate();
  const client = useQueryClient();
  const version = useBuilder((s) => s.version);
  const hooks = useRef<SaveHooks>({});
  hooks.current = {
    onCreated: (id) => {
      rememberFocus();
      void navigate(`/trainer/edit-program/${id}`, { replace: true });
    },
    onSaved: () => void client.invalidateQueries({ queryKey: [...TRAINER_PROGRAMS_KEY, 'list'] }),
  };

  useEffect(() => {
    if (!isDirty(builderStore.getState())) return undefined;
    const timer = setTimeout(() => saveDetails(hooks.current).catch(() => undefined), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [version]);

  // Arriving from the new program's address: back to the field being typed in. Leaving: save what is left.
  useEffect(() => {
    restoreFocus();
    return () => void saveDetails({ onSaved: hooks.current.onSaved }).catch(() => undefined);
  }, []);

  const flush = useCallback(() => saveDetails(hooks.current), []);
  return { flush };
}
