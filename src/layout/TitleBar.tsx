/**
 * The title bar (requirements §2): the first path segment after the role, title-cased, and a back button below
 * a section root. Back goes back in the browser history when the user got here inside the app (the
 * router's location key is not 'default', the key of the page the app was opened on), else up to the
 * section root.
 */
import { IconButton, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useLocation, useNavigate, type Location } from 'react-router';
import { hasBackButton, sectionRoot, sectionTitle } from '../routing/title';
import { shellText } from './i18n/en';
import { useLocale } from '../i18n/locale';
import { useText } from '../i18n/text';

/** Where Back goes: -1 (one step back in history) after an in-app navigation, else the section root. */
export function backTarget({ key, pathname }: Pick<Location, 'key' | 'pathname'>): -1 | string {
  return key !== 'default' ? -1 : sectionRoot(pathname);
}

export function TitleBar() {
  const text = useText(shellText);
  useLocale(); // the title follows the language
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  return (
    <Paper square elevation={0} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {hasBackButton(pathname) && (
        <IconButton
          aria-label={text.back}
          edge="start"
          onClick={() => {
            const target = backTarget(location);
            void (target === -1 ? navigate(-1) : navigate(target));
          }}
        >
          <ArrowBackIcon />
        </IconButton>
      )}
      <Typography variant="h6" component="h2" data-testid="title-bar">
        {sectionTitle(pathname)}
      </Typography>
    </Paper>
  );
}
