/**
 * "Fee rates", from the earnings ledger (ADR 026): the platform's rate and the trainers who have their own (lambda
 * settings/fees). A super admin changes the platform's rate and gives a trainer the platform's rate again; an admin
 * reads them. A rate applies to sales made from then on.
 */
import { useState } from 'react';
import { Button, useNotify, usePermissions } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, LinearProgress, List, ListItem, ListItemText, TextField, Tooltip, Typography } from '@mui/material';
import PercentIcon from '@mui/icons-material/Percent';
import UndoIcon from '@mui/icons-material/Undo';
import { api, unwrap } from '../../src/api/client';
import { onPath } from '../../src/api/lambda';
import { bpsToPercent } from '../../src/domain/earnings';
import { readPercent } from '../lib/typed-amounts';
import { useText } from '../../src/i18n/text';
import { adminFeesText } from './i18n/en';
import { DialogButton, FormDialog } from '../lib/dialogs';

const feesKey = ['admin', 'fee-settings'] as const;

function FeeRatesDialog({ onClose }: { onClose: () => void }) {
  const t = useText(adminFeesText);
  const notify = useNotify();
  const client = useQueryClient();
  const { permissions } = usePermissions<string>();
  const superAdmin = permissions === 'super_admin';
  const { data, error, isPending } = useQuery({ queryKey: feesKey, queryFn: ({ signal }) => unwrap(api.GET('/v1/api/{project}/{role}/lambda/settings/fees', { params: { path: onPath('admin') }, signal })) });
  const [rate, setRate] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = rate ?? (data ? String(bpsToPercent(data.fee_bps)) : '');
  const done = (promise: Promise<unknown>, message: string) => {
    setBusy(true);
    promise
      .then(() => {
        notify(message, { type: 'success' });
        setRate(null);
        void client.invalidateQueries({ queryKey: feesKey });
      })
      .catch((err: Error) => setProblem(err.message))
      .finally(() => setBusy(false));
  };
  const save = () => {
    const bps = readPercent(shown);
    if (bps === null) return setProblem(t.invalid);
    setProblem(null);
    done(unwrap(api.PUT('/v1/api/{project}/{role}/lambda/settings/fees', { params: { path: onPath('admin') }, body: { fee_bps: bps } })), t.saved(String(bpsToPercent(bps))));
  };
  return (
    <FormDialog busy={busy} onClose={onClose} onSubmit={() => superAdmin && save()}>
      <DialogTitle>{t.title}</DialogTitle>
      <DialogContent>
        {isPending && <LinearProgress aria-label={t.title} />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && (
          <>
            <DialogContentText data-testid="fee-platform">{t.platform(String(bpsToPercent(data.fee_bps)))}</DialogContentText>
            <DialogContentText sx={{ mb: 2 }}>{t.help}</DialogContentText>
            {superAdmin ? (
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <TextField label={t.rate} value={shown} onChange={(e) => setRate(e.target.value)} error={!!problem} helperText={problem} slotProps={{ htmlInput: { inputMode: 'decimal' } }} size="small" />
                <Button type="submit" variant="contained" label={t.save} disabled={busy} />
              </Box>
            ) : (
              <Typography color="text.secondary">{t.superOnly}</Typography>
            )}
            <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
              {t.own}
            </Typography>
            {!data.trainers.length && <Typography color="text.secondary">{t.noOwn}</Typography>}
            <List dense aria-label={t.own}>
              {data.trainers.map((tr) => (
                <ListItem
                  key={tr.trainer_id}
                  secondaryAction={
                    superAdmin && (
                      <Tooltip title={t.removeOwn(tr.trainer_name)}>
                        <IconButton
                          aria-label={t.removeOwn(tr.trainer_name)}
                          disabled={busy}
                          onClick={() =>
                            done(
                              unwrap(api.PUT('/v1/api/{project}/{role}/lambda/settings/fees/trainers/{trainerId}', { params: { path: { ...onPath('admin'), trainerId: tr.trainer_id } }, body: { fee_bps: null } })),
                              t.platform(String(bpsToPercent(data.fee_bps))),
                            )
                          }
                        >
                          <UndoIcon />
                        </IconButton>
                      </Tooltip>
                    )
                  }
                >
                  <ListItemText primary={t.ownRate(tr.trainer_name, String(bpsToPercent(tr.fee_bps)))} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} label={t.close} />
      </DialogActions>
    </FormDialog>
  );
}

export function FeeRatesButton() {
  const t = useText(adminFeesText);
  return <DialogButton label={t.open} icon={<PercentIcon />} dialog={(close) => <FeeRatesDialog onClose={close} />} />;
}
