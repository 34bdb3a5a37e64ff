/**
 * "Payout schedule", from the admin's payouts list (ADR 027): when available balances are paid out (every week on a
 * day, every day, or only on demand) and the least a trainer may ask for. A super admin changes them; any admin reads
 * them and may run the payout check now (what the server does every few minutes: once per trainer and day).
 */
import { useState } from 'react';
import { Button, useNotify, usePermissions, useRefresh } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, InputLabel, LinearProgress, MenuItem, Select, TextField, Typography } from '@mui/material';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { api, unwrap } from '../../src/api/client';
import { onPath } from '../../src/api/lambda';
import { PAYOUT_SCHEDULES, type PayoutSchedule } from '../../src/domain/earnings';
import { useText } from '../../src/i18n/text';
import { useLocale } from '../../src/i18n/locale';
import { formatMoney, weekdayName } from '../../src/ui/format';
import { readMinor } from '../lib/typed-amounts';
import { adminPayoutsText } from './i18n/en';
import { DialogButton, FormDialog } from '../lib/dialogs';

const settingsKey = ['admin', 'payout-settings'] as const;

function PayoutScheduleDialog({ onClose }: { onClose: () => void }) {
  const t = useText(adminPayoutsText);
  const locale = useLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useQueryClient();
  const { permissions } = usePermissions<string>();
  const superAdmin = permissions === 'super_admin';
  const { data, error, isPending } = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => unwrap(api.GET('/v1/api/{project}/{role}/lambda/settings/payouts', { params: { path: onPath('admin') }, signal })) });
  const [draft, setDraft] = useState<{ schedule: PayoutSchedule; weekday: number; minimum: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settings = data?.settings;
  const shown = draft ?? (settings ? { schedule: settings.schedule, weekday: settings.weekday, minimum: (settings.minimum / 100).toFixed(2) } : null);
  const money = (minor: number) => formatMoney(minor, 'USD', locale);
  const weekday = (n: number) => weekdayName(n, locale);
  const save = () => {
    if (!shown) return;
    const minimum = readMinor(shown.minimum);
    if (minimum === null) return setProblem(t.invalidMinimum);
    setProblem(null);
    setBusy(true);
    unwrap(api.PUT('/v1/api/{project}/{role}/lambda/settings/payouts', { params: { path: onPath('admin') }, body: { schedule: shown.schedule, weekday: shown.weekday, minimum } }))
      .then(() => {
        notify(t.saved, { type: 'success' });
        setDraft(null);
        void client.invalidateQueries({ queryKey: settingsKey });
      })
      .catch((err: Error) => setProblem(err.message))
      .finally(() => setBusy(false));
  };
  const run = () => {
    setBusy(true);
    unwrap(api.POST('/v1/api/{project}/{role}/lambda/settings/payouts/run', { params: { path: onPath('admin') } }))
      .then((res) => {
        notify(t.ran(res.data.length), { type: 'info' });
        refresh();
      })
      .catch((err: Error) => notify(err.message, { type: 'error' }))
      .finally(() => setBusy(false));
  };
  return (
    <FormDialog busy={busy} onClose={onClose} onSubmit={() => superAdmin && save()}>
      <DialogTitle>{t.title}</DialogTitle>
      <DialogContent>
        {isPending && <LinearProgress aria-label={t.title} />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {settings && shown && (
          <>
            <DialogContentText data-testid="payout-schedule">
              {t.current(settings.schedule === 'weekly' ? `${t.schedules.weekly} (${weekday(settings.weekday)})` : t.schedules[settings.schedule], money(settings.minimum))}
            </DialogContentText>
            <DialogContentText sx={{ mb: 2 }}>{t.help}</DialogContentText>
            {superAdmin ? (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <FormControl size="small" sx={{ minWidth: 170 }}>
                  <InputLabel id="payout-schedule-kind">{t.schedule}</InputLabel>
                  <Select labelId="payout-schedule-kind" label={t.schedule} value={shown.schedule} onChange={(e) => setDraft({ ...shown, schedule: e.target.value as PayoutSchedule })}>
                    {PAYOUT_SCHEDULES.map((s) => (
                      <MenuItem key={s} value={s}>
                        {t.schedules[s]}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                {shown.schedule === 'weekly' && (
                  <FormControl size="small" sx={{ minWidth: 150 }}>
                    <InputLabel id="payout-schedule-day">{t.weekday}</InputLabel>
                    <Select labelId="payout-schedule-day" label={t.weekday} value={shown.weekday} onChange={(e) => setDraft({ ...shown, weekday: Number(e.target.value) })}>
                      {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                        <MenuItem key={d} value={d}>
                          {weekday(d)}
                        </MenuItem>
                      ))}
                    </Select>
                  </FormControl>
                )}
                <TextField label={t.minimum} value={shown.minimum} onChange={(e) => setDraft({ ...shown, minimum: e.target.value })} error={!!problem} helperText={problem} slotProps={{ htmlInput: { inputMode: 'decimal' } }} size="small" sx={{ width: 170 }} />
                <Button type="submit" variant="contained" label={t.save} disabled={busy} />
              </Box>
            ) : (
              <Typography color="text.secondary">{t.superOnly}</Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={run} label={t.run} disabled={busy} />
        <Button onClick={onClose} label={t.close} />
      </DialogActions>
    </FormDialog>
  );
}

export function PayoutScheduleButton() {
  const t = useText(adminPayoutsText);
  return <DialogButton label={t.open} icon={<EventRepeatIcon />} dialog={(close) => <PayoutScheduleDialog onClose={close} />} />;
}
