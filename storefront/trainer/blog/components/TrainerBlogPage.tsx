/**
 * /trainer/blog: the trainer's own blog posts, drafts included, newest first — write a new one, change or delete one,
 * open a published one on the public blog.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { LightPagination } from '../../../../src/ui/LightPagination';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { showToast } from '../../../../src/ui/toasts';
import type { BlogPostSummary } from '../../../shared/blog/types';
import { commonText } from '../../../../src/ui/i18n/en';
import { trainerBlogText } from '../i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { useStudioFormat } from '../../common/format';
import { useDeletePost } from '../api/delete-post';
import { useMyPosts } from '../api/get-my-posts';
import { PostEditor } from './PostEditor';
import { blogPostPath } from '../../../shared/paths';

function PostRow({ post, onEdit, onDelete }: { post: BlogPostSummary; onEdit: () => void; onDelete: () => void }) {
  const published = post.status === 'published';
  const t = useText(trainerBlogText);
  const f = useStudioFormat();
  return (
    <Card variant="outlined" component="article" data-testid="my-blog-post">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
        {post.cover ? (
          <Box component="img" src={post.cover} alt="" sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0, display: { xs: 'none', sm: 'block' } }} />
        ) : null}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {post.title}
            </Typography>
            <Chip size="small" label={published ? t.published : t.draft} color={published ? 'success' : 'default'} variant={published ? 'filled' : 'outlined'} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {published && post.published_at ? t.publishedOn(f.date(post.published_at)) : t.changedOn(f.date(post.updated_at))}
            {post.categories.length > 0 && ` · ${post.categories.map((c) => c.name).join(', ')}`}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }} noWrap>
            {post.summary}
          </Typography>
          {post.tags.length > 0 && (
            <Stack direction="row" sx={{ gap: 0.5, mt: 1, flexWrap: 'wrap' }}>
              {post.tags.map((t) => (
                <Chip key={t.id} size="small" variant="outlined" label={`#${t.name}`} />
              ))}
            </Stack>
          )}
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          {published && (
            <Tooltip title={t.viewTip}>
              <IconButton component={RouterLink} to={blogPostPath(post.id)} aria-label={t.view(post.title)}>
                <OpenInNewIcon />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t.edit}>
            <IconButton onClick={onEdit} aria-label={t.editPost(post.title)}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t.delete}>
            <IconButton onClick={onDelete} aria-label={t.deletePost(post.title)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function TrainerBlogPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<BlogPostSummary | null>(null);
  const { data, error, isPending, isPlaceholderData } = useMyPosts(page);
  const remove = useDeletePost();
  const t = useText(trainerBlogText);
  const common = useText(commonText);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showToast({ type: 'success', message: textOf(trainerBlogText).messages.deleted });
        setDeleting(null);
      },
      onError: (err) => {
        showToast({ type: 'error', message: err.message });
        setDeleting(null);
      },
    });
  };

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1000 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {t.heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.introBefore}
            <Box component={RouterLink} to="/blog" sx={{ color: 'primary.main' }}>
              {t.publicBlog}
            </Box>
            {t.introAfter}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
          {t.newPost}
        </Button>
      </Stack>

      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && !error && (
        <Stack spacing={1.5} aria-busy="true" aria-label={t.loading}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      )}
      {data && data.total === 0 && (
        <Box sx={{ py: 6, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }} data-testid="my-blog-empty">
          <Typography variant="h6" component="p" gutterBottom>
            {t.emptyTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.emptyBody}
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
            {t.writeFirst}
          </Button>
        </Box>
      )}
      {data && data.total > 0 && (
        <Stack spacing={1.5} sx={{ opacity: isPlaceholderData ? 0.6 : 1 }} aria-busy={isPlaceholderData}>
          {data.list.map((p) => (
            <PostRow key={p.id} post={p} onEdit={() => setEditing({ id: p.id })} onDelete={() => setDeleting(p)} />
          ))}
        </Stack>
      )}
      {data && data.num_pages > 1 && <LightPagination aria-label={t.pages} sx={{ mt: 3, display: 'flex', justifyContent: 'center' }} count={data.num_pages} page={Math.min(page, data.num_pages)} onChange={setPage} />}

      {editing && <PostEditor postId={editing.id} onClose={() => setEditing(null)} />}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} aria-labelledby="delete-post-title">
        <DialogTitle id="delete-post-title">{t.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.deleteBody(deleting?.title ?? '')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={remove.isPending}>
            {common.cancel}
          </Button>
          <Button color="error" variant="contained" onClick={confirmDelete} disabled={remove.isPending}>
            {common.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
