/**
 * An outlined text box and an outlined native select that look and behave as MUI's `TextField` (label, notch,
 * adornments, sizes) without its weight: `TextField` always brings MUI's `Select`, and with it the menu, the popover,
 * the modal and the focus trap, even when every select of the page is native. The open pages' filters (the home
 * page's catalogue) use these, so a phone's first load of `/` carries none of that (docs/performance.md, "Storefront:
 * the home page's own chunk").
 */
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput, type SxProps, type Theme } from '@mui/material';

/** What the outlined fields share: their label, value and size, and the attributes of the element that takes input. */
interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The label stays above the box even when it is empty (as `InputLabel`'s `shrink`). */
  shrink?: boolean;
  /** Attributes of the `<input>` or `<select>` itself (a test id, an input mode, a length limit). */
  inputProps?: InputHTMLAttributes<HTMLElement> & Record<`data-${string}`, string>;
}

/** An outlined, full-width, small text box: a `TextField` with `fullWidth size="small"`. */
export function OutlinedTextField({
  label,
  value,
  onChange,
  shrink,
  inputProps,
  type,
  placeholder,
  startAdornment,
  onKeyDown,
}: FieldProps & { type?: string; placeholder?: string; startAdornment?: ReactNode; onKeyDown?: (event: React.KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void }) {
  const id = useId();
  return (
    <FormControl fullWidth size="small" variant="outlined">
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrink}
        type={type}
        placeholder={placeholder}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        startAdornment={startAdornment}
        inputProps={inputProps}
      />
    </FormControl>
  );
}

/**
 * An outlined, small native select, its label always above: a `TextField select` with `native: true`. Full width
 * unless `fullWidth` is false; `sx` and `data-testid` go to the outer element, as on a `TextField`.
 */
export function OutlinedNativeSelect({
  label,
  value,
  onChange,
  inputProps,
  children,
  fullWidth = true,
  sx,
  'data-testid': testId,
}: FieldProps & { children: ReactNode; fullWidth?: boolean; sx?: SxProps<Theme>; 'data-testid'?: string }) {
  const id = useId();
  return (
    <FormControl fullWidth={fullWidth} size="small" variant="outlined" sx={sx} data-testid={testId}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ ...inputProps, id }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
