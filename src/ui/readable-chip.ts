/**
 * MUI's warning and info chips write their label below the 4.5:1 contrast of WCAG AA in the light theme (white on
 * orange or light blue when filled, orange or light blue on white when outlined): chips of those colours write it in
 * a dark ink (filled) or the text colour (outlined), in both themes. Shared by the trainer studio and the storefront.
 */
import type { SxProps, Theme } from '@mui/material';

export function readableChip(color: string, variant: 'filled' | 'outlined' = 'filled'): SxProps<Theme> | undefined {
  if (color !== 'warning' && color !== 'info') return undefined;
  return variant === 'filled' ? { color: 'rgba(0, 0, 0, 0.87)' } : { color: 'text.primary' };
}
