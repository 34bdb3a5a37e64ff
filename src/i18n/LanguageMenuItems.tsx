/**
 * Choosing the app's language as items of a menu (the header's user menu); the footer and the sign-in pages have it
 * as a select (LanguageSelect.tsx). The choice is kept in this browser (src/i18n/locale.ts).
 */
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { shellText } from '../layout/i18n/en';
import { chooseLocale } from './choose-locale';
import { LOCALES, useLocale } from './locale';
import { useText } from './text';

export function LanguageMenuItems({ onChosen }: { onChosen?: () => void }) {
  const locale = useLocale();
  const { userMenu } = useText(shellText);
  return (
    <>
      <MenuItem disabled dense>
        <ListItemIcon>
          <TranslateIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{userMenu.language}</ListItemText>
      </MenuItem>
      {LOCALES.map((l) => (
        <MenuItem key={l.code} lang={l.code} selected={l.code === locale} onClick={() => void chooseLocale(l.code, onChosen)} aria-current={l.code === locale ? 'true' : undefined}>
          <ListItemIcon>{l.code === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{l.label}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}
