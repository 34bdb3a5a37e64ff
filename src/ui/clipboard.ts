/**
 * Copying to the clipboard, with the requirements §9 copy confirmation: a "Copied to clipboard" toast for
 * 2 s (TOASTS.copyConfirmationMs). Where the async Clipboard API is missing (a page served over plain
 * http from another host is not a secure context) or refuses, the text goes through a hidden text
 * area and the old copy command; when that fails too, an error toast says to copy by hand.
 */
import { showToast } from './toasts';
import { TOASTS } from '../config/constants';
import { messagesText } from '../config/i18n/en';
import { textOf } from '../i18n/text';

/** The old way: select the text in a hidden text area and run the copy command. */
function copyWithCommand(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const focused = document.activeElement as HTMLElement | null;
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus?.();
  }
}

/** Writes `text` to the clipboard; answers whether it worked. No toast (see copyToClipboard). */
export async function writeToClipboard(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // refused (no permission, page not focused): try the old way
    }
  }
  return copyWithCommand(text);
}

/** Copies `text` and confirms with a success toast for 2 s, or says it could not. Answers whether it worked. */
export async function copyToClipboard(text: string): Promise<boolean> {
  const copied = await writeToClipboard(text);
  const words = textOf(messagesText);
  if (copied) showToast({ type: 'success', message: words.copiedToClipboard, durationMs: TOASTS.copyConfirmationMs });
  else showToast({ type: 'error', message: words.copyFailed });
  return copied;
}
