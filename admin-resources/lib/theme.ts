/**
 * The admin's theme: the app's (src/ui/app-theme.ts), and one repair of react-admin's lists. Their row checkboxes are
 * named with `aria-label` on MUI's Checkbox, which puts it on the decorative wrapper (a span, where the attribute is
 * not allowed) and leaves the input itself unnamed (axe: aria-prohibited-attr, label). Here a checkbox's `aria-label`
 * names its input, where assistive technology looks for it; an input named by `inputProps` keeps its own name.
 */
import type { CheckboxProps, ThemeOptions } from '@mui/material';
import { themeOptions } from '../../src/ui/app-theme';
import type { ThemeMode } from '../../src/ui/theme-store';

type Named = CheckboxProps & { 'aria-label'?: string };

export function adminThemeOptions(mode: ThemeMode): ThemeOptions {
  return {
    ...themeOptions(mode),
    components: {
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: { 'aria-label': undefined } as object,
            input: (props: Named) => ({ ...props.inputProps, 'aria-label': props.inputProps?.['aria-label'] ?? props['aria-label'] }),
          },
        },
      },
    },
  };
}
