/**
 * What an admin does to an account (trainers and athletes): activate or deactivate, verify, reset the
 * password and change the email, through the records face (status) and the admin lambda endpoints.
 */
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VerifiedIcon from '@mui/icons-material/Verified';
import KeyIcon from '@mui/icons-material/Key';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import { api, unwrap } from '../../src/api/client';
import { onPath } from '../../src/api/lambda';
import { commonText } from '../../src/ui/i18n/en';
import { accountsText } from './i18n/en';
import { useText } from '../../src/i18n/text';
import { BulkSetFieldsButton, SetFieldsButton } from './set-fields';

type UserRecord = { id: number; status: number; verify: number; email: string; first_name: string; last_name: string };

/** Deactivate an active account, activate a deactivated one. */
export function ToggleActiveButton() {
  const record = useRecordContext<UserRecord>();
  const t = useText(accountsText);
  if (!record) return null;
  const name = `${record.first_name} ${record.last_name}`;
  return record.status === 1 ? (
    <SetFieldsButton label={t.deactivate} data={{ status: 0 }} done={t.deactivated(name)} icon={<BlockIcon />} />
  ) : (
    <SetFieldsButton label={t.activate} data={{ status: 1 }} done={t.activeAgain(name)} icon={<CheckCircleIcon />} />
  );
}

/** Bulk: set every selected account active or deactivated. */
export function BulkStatusButtons() {
  const t = useText(accountsText);
  return (
    <>
      <BulkSetFieldsButton label={t.activate} data={{ status: 1 }} done={t.bulkActivated} icon={<CheckCircleIcon />} />
      <BulkSetFieldsButton label={t.deactivate} data={{ status: 0 }} done={t.bulkDeactivated} icon={<BlockIcon />} />
    </>
  );
}

/** A button opening a one-field dialog that calls an admin endpoint. */
function PromptButton(props: {
  label: string;
  icon: React.ReactElement;
  field: { label: string; type: string; autoComplete?: string };
  run: (value: string, record: UserRecord) => Promise<unknown>;
  done: (record: UserRecord) => string;
}) {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useText(accountsText);
  const common = useText(commonText);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setValue('');
    setError(null);
  };
  return (
    <>
      <Button label={props.label} onClick={() => setOpen(true)}>
        {props.icon}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setBusy(true);
            props
              .run(value, record)
              .then(() => {
                notify(props.done(record), { type: 'success' });
                refresh();
                close();
              })
              .catch((err: Error) => setError(err.message))
              .finally(() => setBusy(false));
          }}
        >
          <DialogTitle>{t.dialogTitle(props.label, `${record.first_name} ${record.last_name}`)}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              required
              label={props.field.label}
              type={props.field.type}
              autoComplete={props.field.autoComplete}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={!!error}
              helperText={error ?? ' '}
            />
          </DialogContent>
          <DialogActions>
            <Button label={common.cancel} onClick={close} />
            <Button label={props.label} type="submit" variant="contained" disabled={busy || !value} />
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

export function VerifyButton() {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useText(accountsText);
  if (!record || record.verify === 1) return null;
  return (
    <Button
      label={t.verify}
      onClick={() =>
        unwrap(api.POST('/v1/api/{project}/{role}/lambda/verify/user', { params: { path: onPath('admin') }, body: { user_id: record.id } }))
          .then(() => {
            notify(t.verified(record.email), { type: 'success' });
            refresh();
          })
          .catch((err: Error) => notify(err.message, { type: 'error' }))
      }
    >
      <VerifiedIcon />
    </Button>
  );
}

export function ResetPasswordButton() {
  const t = useText(accountsText);
  return (
    <PromptButton
      label={t.resetPassword}
      icon={<KeyIcon />}
      field={{ label: t.newPassword, type: 'password', autoComplete: 'new-password' }}
      run={(password, r) => unwrap(api.POST('/v1/api/{project}/{role}/lambda/admin/update/password', { params: { path: onPath('admin') }, body: { id: r.id, password } }))}
      done={(r) => t.passwordSet(r.email)}
    />
  );
}

export function ChangeEmailButton() {
  const t = useText(accountsText);
  return (
    <PromptButton
      label={t.changeEmail}
      icon={<AlternateEmailIcon />}
      field={{ label: t.newEmail, type: 'email', autoComplete: 'off' }}
      run={(email, r) => unwrap(api.POST('/v1/api/{project}/{role}/lambda/admin/update/email', { params: { path: onPath('admin') }, body: { id: r.id, email } }))}
      done={() => t.emailChanged}
    />
  );
}

/** The account actions of a show page. */
export function AccountActions() {
  return (
    <>
      <ToggleActiveButton />
      <VerifyButton />
      <ResetPasswordButton />
      <ChangeEmailButton />
    </>
  );
}

/**
 * An account resource (trainers, athletes): accounts are added on the Add user page and never deleted
 * (deactivated instead); email and password change through their own audited endpoints.
 */
export const ACCOUNT_OVERRIDES = {
  canCreate: false,
  canDelete: false,
  omitInputs: ['email', 'password'],
  rowActions: ToggleActiveButton,
  bulkActions: <BulkStatusButtons />,
  showActions: <AccountActions />,
} as const;
