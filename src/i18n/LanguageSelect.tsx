/**
 * Choosing the app's language: as items of a menu (the header's user menu) or as a small select (the footer, for
 * visitors). The choice is kept in this browser (src/i18n/locale.ts) and every screen, the admin included, follows.
 */
import { ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { showToast } from '../ui/toasts';
import { shellText } from '../layout/i18n/en';
import { setLocale } from './load';
import { LOCALES, useLocale, type Locale } from './locale';
import { useText } from './text';

const choose = (code: Locale, after?: () => void) =>
  setLocale(code).then(after, (err: unknown) => showToast({ type: 'error', message: err instanceof Error ? err.message : String(err) }));

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
        <MenuItem key={l.code} lang={l.code} selected={l.code === locale} onClick={() => void choose(l.code, onChosen)} aria-current={l.code === locale ? 'true' : undefined}>
          <ListItemIcon>{l.code === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{l.label}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}

export function LanguageSelect() {
  const locale = useLocale();
  const { userMenu } = useText(shellText);
  return (
    <TextField
      select
      size="small"
      label={userMenu.language}
      value={locale}
      onChange={(e) => void choose(e.target.value as Locale)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 140 }}
      data-testid="language-select"
    >
      {LOCALES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </TextField>
  );
}
