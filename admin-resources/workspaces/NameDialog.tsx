/** A dialog asking for a name (and optionally a description), checked at the field before it is sent. */
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { PM } from '../../src/config/constants';
import { WORKSPACE_MESSAGES } from '../../src/config/messages';
import { commonText } from '../../src/i18n/en/common';
import { workspacesText } from '../../src/i18n/en/admin/workspaces';
import { useText } from '../../src/i18n/text';

export function NameDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  label?: string;
  initialName?: string;
  initialDescription?: string | null;
  withDescription?: boolean;
  /** Extra field: the columns of a new board, comma-separated. */
  withColumns?: boolean;
  pending?: boolean;
  onClose: () => void;
  onSubmit: (name: string, description: string, columns: string[]) => void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [columns, setColumns] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [columnsError, setColumnsError] = useState<string | null>(null);
  const t = useText(workspacesText).nameDialog;
  const common = useText(commonText);
  useEffect(() => {
    if (!props.open) return;
    setName(props.initialName ?? '');
    setDescription(props.initialDescription ?? '');
    setColumns('');
    setError(null);
    setColumnsError(null);
  }, [props.open, props.initialName, props.initialDescription]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(WORKSPACE_MESSAGES.nameRequired);
    const cols = columns
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    if (cols.length > PM.maxColumns) return setColumnsError(WORKSPACE_MESSAGES.tooManyColumns(PM.maxColumns));
    if (cols.some((c) => c.length > PM.columnNameMax)) return setColumnsError(t.columnTooLong(PM.columnNameMax));
    props.onSubmit(trimmed, description.trim(), cols);
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={props.label ?? t.name}
          value={name}
          required
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: PM.nameMax } }}
        />
        {props.withDescription && (
          <TextField fullWidth margin="dense" multiline minRows={2} label={t.description} value={description} onChange={(e) => setDescription(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        )}
        {props.withColumns && (
          <TextField
            fullWidth
            margin="dense"
            label={t.columns}
            placeholder={PM.defaultColumns.join(', ')}
            value={columns}
            onChange={(e) => {
              setColumns(e.target.value);
              setColumnsError(null);
            }}
            error={!!columnsError}
            helperText={columnsError ?? t.defaultColumns(PM.defaultColumns.join(', '))}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{common.cancel}</Button>
        <Button type="submit" variant="contained" disabled={props.pending}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
