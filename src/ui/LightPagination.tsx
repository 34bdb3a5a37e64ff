/**
 * Pages to turn, on every list of the storefront and the studio that has pages, as MUI's `Pagination` with its default props: MUI's own `usePagination` decides which pages, arrows
 * and ellipses show; each is drawn as its `PaginationItem` draws it (measures and colours copied from @mui/material 7)
 * by one styled list on `ButtonBase`, without `PaginationItem`'s slots and palette variants (8 kB minified of the home
 * page's first load, docs/performance.md, "Storefront: the landing pages' own chunks").
 */
import ButtonBase from '@mui/material/ButtonBase';
import usePagination from '@mui/material/usePagination';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { useText } from '../i18n/text';
import { commonText } from './i18n/en';

const Root = styled('nav')(({ theme }) => ({
  '& > ul': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', padding: 0, margin: 0, listStyle: 'none' },
  '& .item': {
    ...theme.typography.body2,
    borderRadius: 16,
    textAlign: 'center',
    boxSizing: 'border-box',
    minWidth: 32,
    height: 32,
    padding: '0 6px',
    margin: '0 3px',
    color: theme.palette.text.primary,
  },
  '& .ellipsis': { height: 'auto' },
  '& button.item': {
    transition: theme.transitions.create(['color', 'background-color'], { duration: theme.transitions.duration.short }),
    '&:hover': { backgroundColor: theme.palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&.Mui-focusVisible': { backgroundColor: theme.palette.action.focus },
    '&.Mui-disabled': { opacity: theme.palette.action.disabledOpacity },
    '&[aria-current]': {
      backgroundColor: theme.palette.action.selected,
      '&:hover': {
        backgroundColor: theme.alpha(theme.palette.action.selected, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: theme.palette.action.selected },
      },
      '&.Mui-focusVisible': { backgroundColor: theme.alpha(theme.palette.action.selected, theme.palette.action.selectedOpacity + theme.palette.action.focusOpacity) },
    },
    '& svg': { fontSize: theme.typography.pxToRem(20), margin: '0 -8px' },
  },
}));

/** A list's pages: `label` names them for a screen reader ("Blog pages"); each button says its page in the app's language. */
export function LightPagination({ count, page, onChange, 'aria-label': label, sx }: { count: number; page: number; onChange: (page: number) => void; 'aria-label': string; sx?: SxProps<Theme> }) {
  const { items } = usePagination({ count, page, onChange: (_, next) => onChange(next) });
  const { pageButton } = useText(commonText);
  return (
    <Root aria-label={label} sx={sx}>
      <ul>
        {items.map(({ type, page: itemPage, selected, disabled, onClick }, i) => (
          <li key={i}>
            {type === 'start-ellipsis' || type === 'end-ellipsis' ? (
              <div className="item ellipsis">…</div>
            ) : (
              <ButtonBase
                className="item"
                disabled={disabled}
                onClick={onClick}
                aria-current={selected ? 'page' : undefined}
                aria-label={pageButton(type, itemPage, selected)}
              >
                {type === 'page' && itemPage}
                {type === 'previous' && <NavigateBefore />}
                {type === 'next' && <NavigateNext />}
              </ButtonBase>
            )}
          </li>
        ))}
      </ul>
    </Root>
  );
}
