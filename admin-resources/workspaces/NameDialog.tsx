/** A dialog asking for a name (and optionally a description), checked at the field before it is sent. */
import { useEffect, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { PM } from '../../src/config/constants';
import { WORKSPACE_MESSAGES } from '../../src/config/messages';
import { commonText } from '../../src/ui/i18n/en';
import { workspacesText } from './i18n/en';
import { useText } from '../../src/i18n/text';

interface NameValues {
  name: string;
  description: string;
  /** The columns of a new board, comma-separated. */
  columns: string;
}

/** The columns typed: comma-separated, trimmed, blanks left out. */
const columnNames = (text: string) =>
  text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

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
  const t = useText(workspacesText).nameDialog;
  const common = useText(commonText);
  const { control, handleSubmit, reset, clearErrors } = useForm<NameValues>({
    defaultValues: { name: '', description: '', columns: '' },
    // Checked when sent; a field's message goes as soon as it is typed in (see the fields' onChange).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useEffect(() => {
    if (!props.open) return;
    reset({ name: props.initialName ?? '', description: props.initialDescription ?? '', columns: '' });
  }, [props.open, props.initialName, props.initialDescription, reset]);

  const submit = handleSubmit((values) => props.onSubmit(values.name.trim(), values.description.trim(), columnNames(values.columns)));

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: (e: FormEvent) => void submit(e), noValidate: true } as object }}>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <Controller
          name="name"
          control={control}
          rules={{ validate: (name) => !!name.trim() || WORKSPACE_MESSAGES.nameRequired }}
          render={({ field, fieldState }) => (
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={props.label ?? t.name}
              value={field.value}
              inputRef={field.ref}
              required
              onChange={(e) => {
                field.onChange(e.target.value);
                clearErrors('name');
              }}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{ htmlInput: { maxLength: PM.nameMax } }}
            />
          )}
        />
        {props.withDescription && (
          <Controller
            name="description"
            control={control}
            render={({ field }) => (
              <TextField fullWidth margin="dense" multiline minRows={2} label={t.description} value={field.value} inputRef={field.ref} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            )}
          />
        )}
        {props.withColumns && (
          <Controller
            name="columns"
            control={control}
            rules={{
              validate: (columns, values) => {
                // As the name's message comes first, the columns are checked once there is a name.
                if (!values.name.trim()) return true;
                const cols = columnNames(columns);
                if (cols.length > PM.maxColumns) return WORKSPACE_MESSAGES.tooManyColumns(PM.maxColumns);
                if (cols.some((c) => c.length > PM.columnNameMax)) return t.columnTooLong(PM.columnNameMax);
                return true;
              },
            }}
            render={({ field, fieldState }) => (
              <TextField
                fullWidth
                margin="dense"
                label={t.columns}
                placeholder={PM.defaultColumns.join(', ')}
                value={field.value}
                inputRef={field.ref}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  clearErrors('columns');
                }}
                onBlur={field.onBlur}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? t.defaultColumns(PM.defaultColumns.join(', '))}
              />
            )}
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
