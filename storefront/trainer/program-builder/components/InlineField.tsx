/**
 * A text field that saves itself: it keeps what is typed and hands it over on blur (or Enter, on one
 * line) when it changed and passes `validate`. It follows the saved value when that changes. With
 * `normalize`, valid text is shown as it is stored once left ("45" becomes "0:45").
 */
import { useEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

export type InlineFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'onFocus'> & {
  value: string;
  onCommit: (text: string) => void;
  /** A message when the text cannot be saved (it is then kept, not saved). */
  validate?: (text: string) => string | null;
  /** Valid text as stored and shown once the field is left (the same text by default). */
  normalize?: (text: string) => string;
};

export function InlineField({ value, onCommit, validate, normalize, helperText, multiline, ...props }: InlineFieldProps) {
  const [text, setText] = useState(value);
  const editing = useRef(false);
  const saved = useRef(value);
  useEffect(() => {
    if (value === saved.current) return;
    saved.current = value;
    if (!editing.current) setText(value);
  }, [value]);
  const problem = validate?.(text) ?? null;
  return (
    <TextField
      {...props}
      multiline={multiline}
      value={text}
      error={!!problem}
      helperText={problem ?? helperText}
      onChange={(e) => setText(e.target.value)}
      onFocus={() => {
        editing.current = true;
      }}
      onBlur={() => {
        editing.current = false;
        if (problem) return;
        const normal = normalize ? normalize(text) : text;
        if (normal !== text) setText(normal);
        if (normal !== saved.current) onCommit(normal);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !multiline) (e.target as HTMLElement).blur();
      }}
    />
  );
}
