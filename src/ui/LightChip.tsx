/**
 * A small chip that only shows a label, drawn as MUI's small `Chip` draws it (its measures and colours, copied from
 * @mui/material 7) by one styled element: MUI's `Chip` carries its delete icon, avatar, icon, click and keyboard
 * handling and every palette's variants (9 kB minified) for a label. The catalogue's cards use it: they are on every
 * visitor's first load (docs/performance.md, "Storefront: the landing pages' own chunks"). A chip that is clicked,
 * deleted or carries an icon is MUI's.
 */
import { styled } from '@mui/material/styles';

const Root = styled('div')(({ theme }) => ({
  maxWidth: '100%',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 24,
  lineHeight: 1.5,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.action.selected,
  borderRadius: 16,
  whiteSpace: 'nowrap',
  outline: 0,
  textDecoration: 'none',
  border: 0,
  padding: 0,
  verticalAlign: 'middle',
  boxSizing: 'border-box',
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', paddingLeft: 8, paddingRight: 8 },
  '&[data-color=primary]': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  '&[data-variant=outlined]': {
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    '& > span': { paddingLeft: 7, paddingRight: 7 },
  },
}));

/** A small chip: the default grey or the primary colour, filled or outlined (the outlined one in the default colour). */
export function LightChip({ label, color, variant }: { label: string; color?: 'primary'; variant?: 'outlined' }) {
  return (
    <Root data-color={color} data-variant={variant}>
      <span>{label}</span>
    </Root>
  );
}
