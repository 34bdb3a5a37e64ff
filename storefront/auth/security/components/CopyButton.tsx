/** Copies text to the clipboard and says so for 2 s (spec §9 copy confirmation). */
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';

export const COPY_CONFIRMATION_MS = 2000;

export function CopyButton({ text, label = 'Copy', ...props }: { text: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed'); // no clipboard permission: the text is on screen to copy by hand
    }
  };

  return (
    <Button size="small" startIcon={state === 'copied' ? <CheckIcon /> : <ContentCopyIcon />} {...props} onClick={() => void copy()}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy by hand' : label}
    </Button>
  );
}
