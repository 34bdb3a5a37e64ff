/**
 * A blog post's categories and tags on its admin page: shown, and changed in place (lambda `blog/edit/{id}`, which
 * creates names not yet known and replaces the post's own), e.g. to tidy a tag a trainer misspelt.
 */
import { useEffect, useState } from 'react';
import { Labeled, useRecordContext, useRefresh } from 'react-admin';
import { Alert, Autocomplete, Box, Button, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../src/api/client';
import { isApiError } from '../../src/api/errors';
import { onPath } from '../../src/api/lambda';
import { showToast } from '../../src/ui/toasts';
import { useBlogCategories } from '../../storefront/shared/blog/get-categories';
import { useBlogPost } from '../../storefront/shared/blog/get-post';
import { useBlogTags } from '../../storefront/shared/blog/get-tags';
import { BLOG_KEY } from '../../storefront/shared/blog/types';
import { BLOG, BLOG_MESSAGES } from '../../src/config/blog';
import { adminBlogText } from './i18n/en';
import { useText } from '../../src/i18n/text';

function Names({ label, options, value, onChange, max }: { label: string; options: string[]; value: string[]; onChange: (v: string[]) => void; max: number }) {
  const t = useText(adminBlogText);
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      fullWidth
      size="small"
      options={options}
      value={value}
      onChange={(_, next) => onChange([...new Set(next.map((n) => n.trim()).filter(Boolean))])}
      renderInput={(params) => <TextField {...params} label={label} helperText={t.pickHelp(max)} />}
    />
  );
}

export function PostTerms() {
  const record = useRecordContext<{ id: number }>();
  const post = useBlogPost(record ? Number(record.id) : null);
  const categories = useBlogCategories();
  const tags = useBlogTags();
  const client = useQueryClient();
  const refresh = useRefresh();
  const t = useText(adminBlogText);
  const [chosen, setChosen] = useState<{ categories: string[]; tags: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (post.data) setChosen({ categories: post.data.categories.map((c) => c.name), tags: post.data.tags.map((t) => t.name) });
  }, [post.data]);
  if (!record || !chosen) return null;

  const save = () => {
    setSaving(true);
    setError(null);
    unwrap(api.PUT('/v1/api/{project}/{role}/lambda/blog/edit/{id}', { params: { path: { ...onPath('admin'), id: record.id } }, body: chosen }))
      .then(async () => {
        await client.invalidateQueries({ queryKey: BLOG_KEY });
        refresh();
        showToast({ type: 'success', message: BLOG_MESSAGES.updated });
      })
      .catch((err: Error) => setError(isApiError(err) && err.validation ? Object.values(err.validation).join('; ') : err.message))
      .finally(() => setSaving(false));
  };

  return (
    <Labeled label={t.terms} sx={{ px: 2, pb: 2 }}>
      <Box sx={{ width: { xs: '100%', sm: 560 }, pt: 1 }}>
        <Stack spacing={2}>
          <Names label={t.categories} options={(categories.data ?? []).map((c) => c.name)} value={chosen.categories} max={BLOG.maxCategories} onChange={(v) => setChosen({ ...chosen, categories: v })} />
          <Names label={t.tags} options={(tags.data ?? []).map((t) => t.name)} value={chosen.tags} max={BLOG.maxTags} onChange={(v) => setChosen({ ...chosen, tags: v })} />
          {error && <Alert severity="error">{error}</Alert>}
          <Box>
            <Button variant="outlined" onClick={save} disabled={saving}>
              {saving ? t.saving : t.saveTerms}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Labeled>
  );
}
