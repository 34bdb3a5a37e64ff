/**
 * "Preferences" on every role's profile page: the account's language, theme, units for weights and which
 * notifications are also mailed (lambda `preference`). Each change is saved as it is made, then applied on this
 * device; the account's other devices apply it when they next start (src/app/PreferenceSync.tsx).
 */
import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, FormControl, FormControlLabel, FormGroup, FormLabel, InputLabel, MenuItem, Radio, RadioGroup, Select, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { showToast } from '../../../../src/ui/toasts';
import type { PathRole } from '../../../../src/config/constants';
import { profileText } from '../i18n/en';
import { setLocale } from '../../../../src/i18n/load';
import { LOCALES } from '../../../../src/i18n/locale';
import { useText } from '../../../../src/i18n/text';
import { fetchPreferences, savePreferences, usePreferences, type PreferenceUpdate, type Preferences } from '../../../../src/session/preferences';
import { themeStore } from '../../../../src/ui/theme-store';
import { errorText } from '../../common/api-errors';

type MailKind = keyof Preferences['email_notifications'];

/** The kinds of notification each role gets (admins get none). */
const MAIL_KINDS: Record<PathRole, readonly MailKind[]> = {
  member: ['purchase', 'refund', 'access', 'chat', 'post', 'comment'],
  trainer: ['sale', 'refund', 'chat', 'comment'],
  admin: [],
};

export function PreferencesSection({ pathRole }: { pathRole: PathRole }) {
  const t = useText(profileText).preferences;
  const saved = usePreferences();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The choice shows at once, while it is being saved; a refusal puts the saved one back.
  const [choosing, setChoosing] = useState<PreferenceUpdate | null>(null);
  const prefs = saved && choosing ? { ...saved, ...choosing, email_notifications: { ...saved.email_notifications, ...choosing.email_notifications } } : saved;

  // Read once here too: the page may open before the app-start read answered.
  useEffect(() => {
    if (!saved) fetchPreferences(pathRole).catch((e: unknown) => setError(errorText(e)));
  }, [saved, pathRole]);

  const change = (patch: PreferenceUpdate) => {
    setSaving(true);
    setError(null);
    setChoosing(patch);
    savePreferences(pathRole, patch)
      .then((saved) => {
        // Applied here once kept (so that applying it is not taken for a new choice).
        if (saved.language) void setLocale(saved.language).catch(() => undefined);
        if (saved.theme) themeStore.getState().setMode(saved.theme);
        showToast({ type: 'success', message: t.saved });
      })
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => {
        setSaving(false);
        setChoosing(null);
      });
  };

  const kinds = MAIL_KINDS[pathRole];
  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="preferences-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="preferences-heading">
          {t.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.intro}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {!prefs ? (
          !error && <Skeleton variant="rounded" height={160} />
        ) : (
          <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
              <FormControl size="small" sx={{ minWidth: 220 }} disabled={saving}>
                <InputLabel id="preference-language" shrink>
                  {t.language}
                </InputLabel>
                <Select labelId="preference-language" label={t.language} notched displayEmpty value={prefs.language ?? ''} onChange={(e) => change({ language: (e.target.value || null) as Preferences['language'] })}>
                  <MenuItem value="">{t.device}</MenuItem>
                  {LOCALES.map((l) => (
                    <MenuItem key={l.code} value={l.code} lang={l.code}>
                      {l.label}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <FormControl disabled={saving}>
                <FormLabel id="preference-theme">{t.theme}</FormLabel>
                <RadioGroup row aria-labelledby="preference-theme" value={prefs.theme ?? ''} onChange={(e) => change({ theme: (e.target.value || null) as Preferences['theme'] })}>
                  <FormControlLabel value="light" control={<Radio />} label={t.light} />
                  <FormControlLabel value="dark" control={<Radio />} label={t.dark} />
                  <FormControlLabel value="" control={<Radio />} label={t.device} />
                </RadioGroup>
              </FormControl>
            </Stack>
            <FormControl disabled={saving}>
              <FormLabel id="preference-units">{t.units}</FormLabel>
              <RadioGroup row aria-labelledby="preference-units" value={prefs.units} onChange={(e) => change({ units: e.target.value as Preferences['units'] })}>
                <FormControlLabel value="kg" control={<Radio />} label={t.kg} />
                <FormControlLabel value="lb" control={<Radio />} label={t.lb} />
              </RadioGroup>
            </FormControl>
            {kinds.length > 0 && (
              <FormControl component="fieldset" disabled={saving}>
                <FormLabel component="legend">{t.mail}</FormLabel>
                <Typography variant="body2" color="text.secondary">
                  {t.mailIntro}
                </Typography>
                <FormGroup>
                  {kinds.map((kind) => (
                    <FormControlLabel
                      key={kind}
                      control={<Switch checked={prefs.email_notifications[kind]} onChange={(e) => change({ email_notifications: { [kind]: e.target.checked } })} />}
                      label={t.kinds[kind]}
                    />
                  ))}
                </FormGroup>
              </FormControl>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
