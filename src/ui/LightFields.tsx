/**
 * An outlined text box and an outlined native select that look as MUI's small outlined `TextField` with its label
 * shrunk (the label on the box's top edge, in its notch), drawn by one styled element and plain HTML: a `<label>`, the
 * `<input>` or `<select>`, and the `<fieldset>`/`<legend>` that draws the notched outline, MUI's own technique and
 * measures (its `InputBase`, `OutlinedInput`, `InputLabel`, `NativeSelect` and `InputAdornment`, copied as they are
 * in @mui/material 7). Why not MUI's: `TextField` always brings `Select` (the menu, the popover, the modal, the focus
 * trap), and even `FormControl` + `OutlinedInput` + `NativeSelect` are ten styled components and their state machinery
 * (28 kB minified) for boxes that need none of it; each one also computes its styles while the page hydrates. The
 * open pages' fields use these: the catalogue's filters and the footer's language select, on every visitor's first
 * load (docs/performance.md, "Storefront: the landing pages' own chunks"; ADR 010).
 */
import { useId, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

/** The field: the label above the box, the box, its notched outline, an adornment before the value, a select's arrow. */
const Field = styled('div')(({ theme }) => {
  const light = theme.palette.mode === 'light';
  const outline = light ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  const ease = theme.transitions.easing.easeOut;
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    padding: 0,
    margin: 0,
    border: 0,
    verticalAlign: 'top',
    '&[data-full-width]': { width: '100%' },
    '& > label': {
      ...theme.typography.body1,
      color: theme.palette.text.secondary,
      lineHeight: '1.4375em',
      padding: 0,
      display: 'block',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      userSelect: 'none',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      maxWidth: 'calc(133% - 32px)',
      transformOrigin: 'top left',
      transform: 'translate(14px, -9px) scale(0.75)',
      transition: theme.transitions.create(['color', 'transform', 'max-width'], { duration: theme.transitions.duration.shorter, easing: ease }),
    },
    '&:focus-within > label': { color: theme.palette.primary.main },
    '& .box': {
      ...theme.typography.body1,
      color: theme.palette.text.primary,
      lineHeight: '1.4375em',
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'flex',
      alignItems: 'center',
      width: '100%',
      borderRadius: theme.shape.borderRadius,
      '&[data-adorned]': { paddingLeft: 14 },
    },
    '& .box:hover > fieldset': { borderColor: theme.palette.text.primary },
    '@media (hover: none)': { '& .box:hover > fieldset': { borderColor: outline } },
    '& .box:focus-within > fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
    '& input, & select': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '8.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&:-webkit-autofill': light ? { borderRadius: 'inherit' } : { WebkitBoxShadow: '0 0 0 100px #266798 inset', WebkitTextFillColor: '#fff', caretColor: '#fff', borderRadius: 'inherit' },
    },
    '& .box[data-adorned] input': { paddingLeft: 0 },
    '& input::placeholder': {
      color: 'currentColor',
      opacity: light ? 0.42 : 0.5,
      transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
    },
    '& input[type=search]': { MozAppearance: 'textfield', '&::-webkit-search-decoration': { WebkitAppearance: 'none' } },
    '& select': {
      MozAppearance: 'none',
      WebkitAppearance: 'none',
      userSelect: 'none',
      cursor: 'pointer',
      borderRadius: theme.shape.borderRadius,
      paddingRight: 32,
      '& option, & optgroup': { backgroundColor: theme.palette.background.paper },
    },
    '& .arrow': {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      pointerEvents: 'none',
      width: '1em',
      height: '1em',
      fontSize: '1.5rem',
      fill: 'currentColor',
      color: theme.palette.action.active,
      flexShrink: 0,
      userSelect: 'none',
    },
    '& .adornment': {
      display: 'flex',
      height: '0.01em',
      maxHeight: '2em',
      alignItems: 'center',
      whiteSpace: 'nowrap',
      color: theme.palette.action.active,
      marginRight: 8,
      '& > span': { ...theme.typography.body1, color: theme.palette.text.secondary },
    },
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      bottom: 0,
      right: 0,
      top: -5,
      left: 0,
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: outline,
      overflow: 'hidden',
      minWidth: '0%',
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: '100%',
      whiteSpace: 'nowrap',
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    },
  };
});

/** What the outlined fields share: their label, value and size, and the attributes of the element that takes input. */
interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Attributes of the `<input>` or `<select>` itself (a test id, an input mode, a length limit). */
  inputProps?: InputHTMLAttributes<HTMLElement> & Record<`data-${string}`, string>;
}

/** The notched outline: its legend, as wide as the shrunk label, leaves the gap the label sits in. */
function Outline({ label }: { label: string }) {
  return (
    <fieldset aria-hidden>
      <legend>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}

/**
 * An outlined, full-width, small text box, its label above: a `TextField` with `fullWidth size="small"` and a shrunk
 * label. `start` goes before the value (an icon, or a unit such as "$", written as MUI's `InputAdornment` writes text).
 */
export function OutlinedTextField({
  label,
  value,
  onChange,
  inputProps,
  type,
  placeholder,
  start,
  onKeyDown,
}: FieldProps & { type?: string; placeholder?: string; start?: ReactNode; onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void }) {
  const id = useId();
  return (
    <Field data-full-width="">
      <label htmlFor={id}>{label}</label>
      <div className="box" data-adorned={start == null ? undefined : ''}>
        {start != null && <div className="adornment">{typeof start === 'string' ? <span>{start}</span> : start}</div>}
        <input
          {...inputProps}
          id={id}
          type={type}
          placeholder={placeholder}
          value={value}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Outline label={label} />
      </div>
    </Field>
  );
}

/**
 * An outlined, small native select, its label above: a `TextField select` with `native: true`. Full width unless
 * `fullWidth` is false; `sx` and `data-testid` go to the outer element, as on a `TextField`.
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
    <Field data-full-width={fullWidth ? '' : undefined} data-testid={testId} sx={sx}>
      <label htmlFor={id}>{label}</label>
      <div className="box">
        <select {...inputProps} id={id} value={value} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}>
          {children}
        </select>
        <svg className="arrow" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <Outline label={label} />
      </div>
    </Field>
  );
}
