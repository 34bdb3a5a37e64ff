/**
 * The thread of a logged workout, for the athlete who logged it (under the workout in their history) and for the
 * program's trainer (in their view of the athlete): the comments oldest first, each with who wrote it and when, and a
 * box to add one (react-hook-form; the contract's length).
 */
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { TABLES } from '../../../src/generated/tables';
import { isPending, usePendingRecords, withPending, type Pending } from '../../../src/offline/pending-records';
import { useLocale } from '../../../src/i18n/locale';
import { useText } from '../../../src/i18n/text';
import { useSession } from '../../../src/session/store';
import { exactTime, relativeTime } from '../../../src/ui/relative-time';
import { showToast } from '../../../src/ui/toasts';
import { useAddLogComment, useThread, type LogComment } from './api';
import { logCommentsText } from './i18n/en';

const MAX = TABLES.log_comment.fields.body.schema.maxLength;

export function LogThread({ logId, workout, viewer, otherName }: {
  logId: number;
  /** The workout's name, for the thread's label. */
  workout: string;
  /** Who reads it: the athlete who logged it, or their coach. */
  viewer: 'athlete' | 'coach';
  /** The other side's name as the viewer calls them (the coach sees the athlete's name). */
  otherName?: string;
}) {
  const t = useText(logCommentsText);
  const locale = useLocale();
  const me = useSession((s) => s.user);
  const { data: stored, error } = useThread(logId);
  // The viewer's comments written offline (src/offline) show at once, marked as not sent yet.
  const pending = usePendingRecords('log_comment');
  const data = useMemo((): Pending<LogComment>[] | undefined => {
    const mine = pending.filter((r) => Number(r.data.log_id) === logId);
    if (!mine.length) return stored;
    return withPending('log_comment', stored ?? [], mine).map((c) => (c._pending ? { ...c, author_id: me ?? 0, created_at: c.created_at ?? c._queuedAt } : c));
  }, [pending, stored, logId, me]);
  const add = useAddLogComment(logId);
  const { control, handleSubmit, reset, formState } = useForm({ defaultValues: { body: '' }, shouldFocusError: false });
  const send = handleSubmit(async ({ body }) => {
    try {
      const id = await add.mutateAsync(body.trim());
      reset({ body: '' });
      // Queued offline: the offline layer has said so.
      if (!isPending('log_comment', id)) showToast({ type: 'success', message: t.sent });
    } catch {
      // The error shows under the box (add.error).
    }
  });
  const who = (authorId: number) => (authorId === me ? t.you : viewer === 'athlete' ? t.coach : (otherName ?? ''));
  return (
    <Box component="section" aria-label={t.thread(workout)} sx={{ mt: 1.5 }} data-testid="log-thread">
      <Typography variant="subtitle2" component="h4">
        {t.heading}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && !data.length && (
        <Typography variant="body2" color="text.secondary">
          {t.empty}
        </Typography>
      )}
      <Stack spacing={1} sx={{ my: 1 }} component="ol" style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
        {(data ?? []).map((c) => (
          <Box key={c.id} component="li" data-testid="log-comment" sx={{ bgcolor: c.author_id === me ? 'action.hover' : 'transparent', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {who(c.author_id!)}
              </Box>{' '}
              · <time dateTime={c.created_at ?? undefined} title={c.created_at ? exactTime(c.created_at, locale) : undefined}>{relativeTime(c.created_at, Date.now(), locale)}</time>
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.body}
            </Typography>
            {c._pending && (
              <Typography variant="caption" color="text.secondary" component="p" data-testid="log-comment-waiting">
                {t.waiting}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
      <Box component="form" noValidate onSubmit={send}>
        <Controller
          name="body"
          control={control}
          rules={{ validate: (v) => (!v.trim() ? t.required : v.length > MAX ? t.tooLong(MAX) : true) }}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label={t.label}
              placeholder={viewer === 'athlete' ? t.placeholderAthlete : t.placeholderCoach}
              multiline
              minRows={1}
              fullWidth
              size="small"
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? add.error?.message}
              slotProps={{ htmlInput: { maxLength: MAX } }}
            />
          )}
        />
        <Button type="submit" size="small" variant="contained" startIcon={<SendIcon />} loading={formState.isSubmitting} sx={{ mt: 1 }}>
          {t.send}
        </Button>
      </Box>
    </Box>
  );
}
