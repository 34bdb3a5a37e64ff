/**
 * A chip that shows a label (and an icon before it), drawn as MUI's `Chip` draws it (its measures and colours for
 * every palette colour, filled or outlined, small or medium, copied from @mui/material 7) by one styled element: MUI's
 * `Chip` carries its delete icon, avatar, click and keyboard handling (9 kB minified) for what the open pages use as a
 * label. The catalogue's cards and the program page use it: they are on most visitors' first load (docs/performance.md,
 * "Storefront: light parts for the landing chunk"). A chip that is clicked or deleted is MUI's.
 */
import type { ReactElement, ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

interface Look {
  chipColor: ChipColor;
  chipVariant: 'filled' | 'outlined';
  chipSize: 'small' | 'medium';
}

// The look's styles are the class's own declarations (as MUI's variants are), so that a caller's `sx` wins over them.
const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'chipColor' && prop !== 'chipVariant' && prop !== 'chipSize' && prop !== 'sx' })<Look>(
  ({ theme, chipColor, chipVariant, chipSize }) => {
    const light = theme.palette.mode === 'light';
    const small = chipSize === 'small';
    const outlined = chipVariant === 'outlined';
    const palette = chipColor === 'default' ? null : theme.palette[chipColor];
    return {
      maxWidth: '100%',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: small ? 24 : 32,
      lineHeight: 1.5,
      color: palette ? (outlined ? palette.main : palette.contrastText) : theme.palette.text.primary,
      backgroundColor: outlined ? 'transparent' : (palette?.main ?? theme.palette.action.selected),
      borderRadius: 16,
      whiteSpace: 'nowrap',
      outline: 0,
      textDecoration: 'none',
      border: outlined ? `1px solid ${palette ? theme.alpha(palette.main, 0.7) : light ? theme.palette.grey[400] : theme.palette.grey[700]}` : 0,
      padding: 0,
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', paddingLeft: (small ? 8 : 12) - (outlined ? 1 : 0), paddingRight: (small ? 8 : 12) - (outlined ? 1 : 0) },
      '& > svg': {
        marginLeft: (small ? 4 : 5) - (outlined ? (small ? 2 : 1) : 0),
        marginRight: small ? -4 : -6,
        ...(small && { fontSize: 18 }),
        color: palette ? 'inherit' : light ? theme.palette.grey[700] : theme.palette.grey[300],
      },
    };
  },
);

/** A chip: MUI's `Chip` props for a label, an icon before it, a colour, a variant and a size (small by default here). */
export function LightChip({
  label,
  color = 'default',
  variant = 'filled',
  size = 'small',
  icon,
  sx,
  'data-testid': testId,
}: {
  label: ReactNode;
  color?: ChipColor;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  /** An icon (a MUI `SvgIcon`), drawn before the label in the label's colour. */
  icon?: ReactElement;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}) {
  return (
    <Root chipColor={color} chipVariant={variant} chipSize={size} sx={sx} data-testid={testId}>
      {icon}
      <span>{label}</span>
    </Root>
  );
}
