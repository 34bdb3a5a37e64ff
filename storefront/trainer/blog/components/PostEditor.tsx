/**
 * The blog post editor (a dialog of /trainer/blog): title, excerpt, body in Markdown with a preview, a cover image
 * (an address or an upload), categories and tags (pick one or type a new one), and draft or published. Checked at
 * the fields before sending; the server's refusals show at their fields too.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { isApiError } from '../../../../src/api/errors';
import { uploadFile } from '../../../../src/api/upload';
import { showToast } from '../../../../src/ui/toasts';
import { useBlogCategories } from '../../../shared/blog/get-categories';
import { useBlogPost } from '../../../shared/blog/get-post';
import { useBlogTags } from '../../../shared/blog/get-tags';
import { BLOG, type BlogStatus } from '../../../../src/config/blog';
import { commonText } from '../../../../src/ui/i18n/en';
import { trainerBlogText } from '../i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { Markdown } from '../../../../src/ui/Markdown';
import { useSavePost } from '../api/save-post';
import { EMPTY_POST_FORM, formOf, inputOf, serverErrors, validatePost, type PostForm, type PostFormErrors } from '../post-form';

interface Props {
  /** The post to change, or null for a new one. */
  postId: number | null;
  onClose: () => void;
}

function NamesInput({ label, options, value, error, helper, onChange }: { label: string; options: string[]; value: string[]; error?: string; helper: string; onChange: (v: string[]) => void }) {
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={options}
      value={value}
      onChange={(_, next) => onChange([...new Set(next.map((n) => n.trim()).filter(Boolean))])}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error ?? helper} />}
    />
  );
}

/** The form's rule (validatePost) as the form's resolver, in the user's words. */
const postResolver: Resolver<PostForm> = (values) => {
  const errors: FieldErrors<PostForm> = {};
  for (const [field, message] of Object.entries(validatePost(values, textOf(trainerBlogText).messages))) {
    if (message) errors[field as keyof PostFormErrors] = { type: 'validate', message };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function EditorForm({ initial, postId, onClose }: { initial: PostForm; postId: number | null; onClose: () => void }) {
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<PostForm>({
    defaultValues: initial,
    resolver: postResolver,
    // Checked when sent; a field's message goes as soon as the field changes (clearErrors in its onChange).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [body, cover] = useWatch({ control, name: ['body', 'cover'] });
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const categories = useBlogCategories();
  const tags = useBlogTags();
  const save = useSavePost();
  const words = useText(trainerBlogText);
  const t = words.editor;
  const common = useText(commonText);
  const upload = (file?: File) => {
    if (!file) return;
    setUploading(true);
    uploadFile(file, 'trainer')
      .then((res) => {
        setValue('cover', res.url, { shouldDirty: true });
        clearErrors('cover');
      })
      .catch((err: Error) => setError('cover', { type: 'upload', message: err.message }))
      .finally(() => {
        setUploading(false);
        if (picker.current) picker.current.value = '';
      });
  };

  const submit = handleSubmit(async (form) => {
    try {
      await save.mutateAsync({ id: postId, input: inputOf(form) });
      const m = textOf(trainerBlogText).messages;
      showToast({ type: 'success', message: form.status === 'published' && initial.status !== 'published' ? m.published : postId === null ? m.created : m.updated });
      onClose();
    } catch (err) {
      const atFields = isApiError(err) ? serverErrors(err.validation) : {};
      if (Object.keys(atFields).length) {
        for (const [field, message] of Object.entries(atFields)) if (message) setError(field as keyof PostFormErrors, { type: 'server', message });
      } else showToast({ type: 'error', message: (err as Error).message });
    }
  });

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" id="blog-post-form" noValidate onSubmit={(e: FormEvent) => void submit(e)}>
          <Controller
            name="title"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <TextField
                label={t.title}
                value={field.value}
                inputRef={field.ref}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  clearErrors('title');
                }}
                onBlur={field.onBlur}
                required
                autoFocus
                error={!!error}
                helperText={error?.message ?? `${field.value.trim().length}/${BLOG.titleMax}`}
                slotProps={{ htmlInput: { maxLength: BLOG.titleMax + 20 } }}
              />
            )}
          />
          <Controller
            name="excerpt"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <TextField
                label={t.excerpt}
                value={field.value}
                inputRef={field.ref}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  clearErrors('excerpt');
                }}
                onBlur={field.onBlur}
                multiline
                minRows={2}
                error={!!error}
                helperText={error?.message ?? t.excerptHelp(field.value.trim().length, BLOG.excerptMax)}
              />
            )}
          />
          <Box>
            <Tabs value={tab} onChange={(_, t: 'write' | 'preview') => setTab(t)} aria-label={t.body} sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36 } }}>
              <Tab value="write" label={t.write} id="body-tab-write" aria-controls="body-panel" />
              <Tab value="preview" label={t.preview} id="body-tab-preview" aria-controls="body-panel" />
            </Tabs>
            <Box id="body-panel" role="tabpanel" aria-labelledby={`body-tab-${tab}`} sx={{ pt: 1.5 }}>
              {tab === 'write' ? (
                <Controller
                  name="body"
                  control={control}
                  render={({ field, fieldState: { error } }) => (
                    <TextField
                      label={t.body}
                      value={field.value}
                      inputRef={field.ref}
                      onChange={(e) => {
                        field.onChange(e.target.value);
                        clearErrors('body');
                      }}
                      onBlur={field.onBlur}
                      required
                      fullWidth
                      multiline
                      minRows={10}
                      error={!!error}
                      helperText={error?.message ?? t.bodyHelp}
                    />
                  )}
                />
              ) : (
                <Box sx={{ minHeight: 240, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="body-preview">
                  {body.trim() ? <Markdown source={body} /> : <Box sx={{ color: 'text.secondary' }}>{t.nothingToPreview}</Box>}
                </Box>
              )}
            </Box>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <Controller
              name="cover"
              control={control}
              render={({ field, fieldState: { error } }) => (
                <TextField
                  label={t.cover}
                  value={field.value}
                  inputRef={field.ref}
                  onChange={(e) => {
                    field.onChange(e.target.value);
                    clearErrors('cover');
                  }}
                  onBlur={field.onBlur}
                  fullWidth
                  error={!!error}
                  helperText={error?.message ?? t.coverHelp}
                />
              )}
            />
            <input ref={picker} type="file" accept="image/jpeg,image/png,image/webp,image/gif" hidden onChange={(e) => upload(e.target.files?.[0])} aria-label={t.coverFile} />
            <Button variant="outlined" startIcon={uploading ? <CircularProgress size={16} /> : <ImageIcon />} onClick={() => picker.current?.click()} disabled={uploading} sx={{ whiteSpace: 'nowrap', mt: { sm: 1 } }}>
              {t.upload}
            </Button>
          </Stack>
          {cover && !errors.cover && <Box component="img" src={cover} alt={t.coverPreview} sx={{ maxHeight: 160, maxWidth: '100%', objectFit: 'cover', borderRadius: 1, alignSelf: 'flex-start' }} />}
          <Controller
            name="categories"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <NamesInput
                label={t.categories}
                options={(categories.data ?? []).map((c) => c.name)}
                value={field.value}
                error={error?.message}
                helper={t.pickOrType(BLOG.maxCategories)}
                onChange={(v) => {
                  field.onChange(v);
                  clearErrors('categories');
                }}
              />
            )}
          />
          <Controller
            name="tags"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <NamesInput
                label={t.tags}
                options={(tags.data ?? []).map((tag) => tag.name)}
                value={field.value}
                error={error?.message}
                helper={t.pickOrType(BLOG.maxTags)}
                onChange={(v) => {
                  field.onChange(v);
                  clearErrors('tags');
                }}
              />
            )}
          />
          <Controller
            name="status"
            control={control}
            render={({ field }) => (
              <FormControl>
                <FormLabel id="post-status-label">{t.status}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="post-status-label"
                  value={field.value}
                  onChange={(e) => {
                    field.onChange(e.target.value as BlogStatus);
                    clearErrors('status');
                  }}
                >
                  <FormControlLabel value="draft" control={<Radio />} label={t.draft} />
                  <FormControlLabel value="published" control={<Radio />} label={t.published} />
                </RadioGroup>
              </FormControl>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          {common.cancel}
        </Button>
        <Button type="submit" form="blog-post-form" variant="contained" disabled={isSubmitting || uploading}>
          {isSubmitting ? t.saving : t.save}
        </Button>
      </DialogActions>
    </>
  );
}

export function PostEditor({ postId, onClose }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const existing = useBlogPost(postId);
  const t = useText(trainerBlogText).editor;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="post-editor-title">
      <DialogTitle id="post-editor-title">{postId === null ? t.newTitle : t.editTitle}</DialogTitle>
      {postId === null ? (
        <EditorForm initial={EMPTY_POST_FORM} postId={null} onClose={onClose} />
      ) : existing.data ? (
        <EditorForm initial={formOf(existing.data)} postId={postId} onClose={onClose} />
      ) : existing.error ? (
        <DialogContent>
          <Alert severity="error">{existing.error.message}</Alert>
        </DialogContent>
      ) : (
        <DialogContent aria-busy="true">
          <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={240} />
        </DialogContent>
      )}
    </Dialog>
  );
}
