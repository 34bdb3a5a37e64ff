/** A dialog asking for a name (and optionally a description), checked at the field before it is sent. */
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { PM } from '../../src/config/constants';
import { WORKSPACE_MESSAGES } from '../../src/config/messages';

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
    if (cols.some((c) => c.length > PM.columnNameMax)) return setColumnsError(`A column name has at most ${PM.columnNameMax} characters`);
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
          label={props.label ?? 'Name'}
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
          <TextField fullWidth margin="dense" multiline minRows={2} label="Description (optional)" value={description} onChange={(e) => setDescription(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        )}
        {props.withColumns && (
          <TextField
            fullWidth
            margin="dense"
            label="Columns (optional, comma-separated)"
            placeholder={PM.defaultColumns.join(', ')}
            value={columns}
            onChange={(e) => {
              setColumns(e.target.value);
              setColumnsError(null);
            }}
            error={!!columnsError}
            helperText={columnsError ?? `Empty: ${PM.defaultColumns.join(', ')}`}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={props.pending}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
