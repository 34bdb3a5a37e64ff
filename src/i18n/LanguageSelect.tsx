/**
 * Choosing the app's language as a small select (the footer, for visitors, and the sign-in pages); the header's user
 * menu has it as menu items (LanguageMenuItems.tsx). The choice is kept in this browser (src/i18n/locale.ts) and every
 * screen, the admin included, follows. A light native select (src/ui/LightFields.tsx): the footer is on every open page.
 */
import { OutlinedNativeSelect } from '../ui/LightFields';
import { shellText } from '../layout/i18n/en';
import { chooseLocale } from './choose-locale';
import { LOCALES, useLocale, type Locale } from './locale';
import { useText } from './text';

export function LanguageSelect() {
  const locale = useLocale();
  const { userMenu } = useText(shellText);
  return (
    <OutlinedNativeSelect
      fullWidth={false}
      label={userMenu.language}
      value={locale}
      onChange={(code) => void chooseLocale(code as Locale)}
      sx={{ minWidth: 140 }}
      data-testid="language-select"
    >
      {LOCALES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </OutlinedNativeSelect>
  );
}
