/**
 * The blog post editor (a dialog of /trainer/blog): title, excerpt, body in Markdown with a preview, a cover image
 * (an address or an upload), categories and tags (pick one or type a new one), and draft or published. Checked at
 * the fields before sending; the server's refusals show at their fields too.
 */
import { useRef, useState } from 'react';
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
import { commonText } from '../../../../src/i18n/en/common';
import { trainerBlogText } from '../../../../src/i18n/en/trainer/blog';
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

function EditorForm({ initial, postId, onClose }: { initial: PostForm; postId: number | null; onClose: () => void }) {
  const [form, setForm] = useState<PostForm>(initial);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const categories = useBlogCategories();
  const tags = useBlogTags();
  const save = useSavePost();
  const words = useText(trainerBlogText);
  const t = words.editor;
  const common = useText(commonText);
  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const upload = (file?: File) => {
    if (!file) return;
    setUploading(true);
    uploadFile(file, 'trainer')
      .then((res) => set('cover', res.url))
      .catch((err: Error) => setErrors((e) => ({ ...e, cover: err.message })))
      .finally(() => {
        setUploading(false);
        if (picker.current) picker.current.value = '';
      });
  };

  const submit = () => {
    const found = validatePost(form, textOf(trainerBlogText).messages);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(
      { id: postId, input: inputOf(form) },
      {
        onSuccess: () => {
          const m = textOf(trainerBlogText).messages;
          showToast({ type: 'success', message: form.status === 'published' && initial.status !== 'published' ? m.published : postId === null ? m.created : m.updated });
          onClose();
        },
        onError: (err) => {
          const atFields = isApiError(err) ? serverErrors(err.validation) : {};
          if (Object.keys(atFields).length) setErrors(atFields);
          else showToast({ type: 'error', message: err.message });
        },
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" id="blog-post-form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
          <TextField
            label={t.title}
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            required
            autoFocus
            error={!!errors.title}
            helperText={errors.title ?? `${form.title.trim().length}/${BLOG.titleMax}`}
            slotProps={{ htmlInput: { maxLength: BLOG.titleMax + 20 } }}
          />
          <TextField
            label={t.excerpt}
            value={form.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
            multiline
            minRows={2}
            error={!!errors.excerpt}
            helperText={errors.excerpt ?? t.excerptHelp(form.excerpt.trim().length, BLOG.excerptMax)}
          />
          <Box>
            <Tabs value={tab} onChange={(_, t: 'write' | 'preview') => setTab(t)} aria-label={t.body} sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36 } }}>
              <Tab value="write" label={t.write} id="body-tab-write" aria-controls="body-panel" />
              <Tab value="preview" label={t.preview} id="body-tab-preview" aria-controls="body-panel" />
            </Tabs>
            <Box id="body-panel" role="tabpanel" aria-labelledby={`body-tab-${tab}`} sx={{ pt: 1.5 }}>
              {tab === 'write' ? (
                <TextField
                  label={t.body}
                  value={form.body}
                  onChange={(e) => set('body', e.target.value)}
                  required
                  fullWidth
                  multiline
                  minRows={10}
                  error={!!errors.body}
                  helperText={errors.body ?? t.bodyHelp}
                />
              ) : (
                <Box sx={{ minHeight: 240, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="body-preview">
                  {form.body.trim() ? <Markdown source={form.body} /> : <Box sx={{ color: 'text.secondary' }}>{t.nothingToPreview}</Box>}
                </Box>
              )}
            </Box>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={t.cover}
              value={form.cover}
              onChange={(e) => set('cover', e.target.value)}
              fullWidth
              error={!!errors.cover}
              helperText={errors.cover ?? t.coverHelp}
            />
            <input ref={picker} type="file" accept="image/jpeg,image/png,image/webp,image/gif" hidden onChange={(e) => upload(e.target.files?.[0])} aria-label={t.coverFile} />
            <Button variant="outlined" startIcon={uploading ? <CircularProgress size={16} /> : <ImageIcon />} onClick={() => picker.current?.click()} disabled={uploading} sx={{ whiteSpace: 'nowrap', mt: { sm: 1 } }}>
              {t.upload}
            </Button>
          </Stack>
          {form.cover && !errors.cover && <Box component="img" src={form.cover} alt={t.coverPreview} sx={{ maxHeight: 160, maxWidth: '100%', objectFit: 'cover', borderRadius: 1, alignSelf: 'flex-start' }} />}
          <NamesInput
            label={t.categories}
            options={(categories.data ?? []).map((c) => c.name)}
            value={form.categories}
            error={errors.categories}
            helper={t.pickOrType(BLOG.maxCategories)}
            onChange={(v) => set('categories', v)}
          />
          <NamesInput label={t.tags} options={(tags.data ?? []).map((tag) => tag.name)} value={form.tags} error={errors.tags} helper={t.pickOrType(BLOG.maxTags)} onChange={(v) => set('tags', v)} />
          <FormControl>
            <FormLabel id="post-status-label">{t.status}</FormLabel>
            <RadioGroup row aria-labelledby="post-status-label" value={form.status} onChange={(e) => set('status', e.target.value as BlogStatus)}>
              <FormControlLabel value="draft" control={<Radio />} label={t.draft} />
              <FormControlLabel value="published" control={<Radio />} label={t.published} />
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {common.cancel}
        </Button>
        <Button type="submit" form="blog-post-form" variant="contained" disabled={save.isPending || uploading}>
          {save.isPending ? t.saving : t.save}
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
