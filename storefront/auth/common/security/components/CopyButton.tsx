/** Copies text to the clipboard and says so for 2 s (requirements §9 copy confirmation). */
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { TOASTS } from '../../../../../src/config/constants';
import { securityText } from '../i18n/en';
import { useText } from '../../../../../src/i18n/text';
import { writeToClipboard } from '../../../../../src/ui/clipboard';

export function CopyButton({ text, label, ...props }: { text: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const t = useText(securityText).copy;
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), TOASTS.copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [state]);

  // No clipboard (or no permission): the text is on screen to copy by hand.
  const copy = async () => setState((await writeToClipboard(text)) ? 'copied' : 'failed');

  return (
    <Button size="small" startIcon={state === 'copied' ? <CheckIcon /> : <ContentCopyIcon />} {...props} onClick={() => void copy()}>
      {state === 'copied' ? t.copied : state === 'failed' ? t.failed : (label ?? t.copy)}
    </Button>
  );
}
