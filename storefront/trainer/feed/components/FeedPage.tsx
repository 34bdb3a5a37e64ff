/** /trainer/feed: write posts (text, an image, a program), edit and delete them, pin one, read athletes' comments and likes. */
import { useRef, useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControl,
  IconButton,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { LightPagination } from '../../../../src/ui/LightPagination';
import ImageIcon from '@mui/icons-material/Image';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { uploadFile } from '../../../../src/api/upload';
import { showToast } from '../../../../src/ui/toasts';
import { DictateButton } from '../../../shared/ai/DictateButton';
import { commonText } from '../../../../src/ui/i18n/en';
import { trainerFeedText } from '../i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { useStudioFormat } from '../../common/format';
import { useOwnProgramOptions } from '../../common/api/own-programs';
import { useOwnPosts, usePostMutation, type FeedPost } from '../api/posts';

const MAX_BODY = 5000;

function Composer() {
  const [body, setBody] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [programId, setProgramId] = useState<number | ''>('');
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const programs = useOwnProgramOptions();
  const save = usePostMutation();
  const t = useText(trainerFeedText);
  const pick = (file?: File) => {
    if (!file) return;
    setUploading(true);
    uploadFile(file, 'trainer')
      .then((res) => setImage(res.url))
      .catch((err: Error) => showToast({ type: 'error', message: err.message }))
      .finally(() => {
        setUploading(false);
        if (picker.current) picker.current.value = '';
      });
  };
  const submit = () =>
    save.mutate(
      { kind: 'create', input: { body: body.trim(), image, program_id: programId === '' ? null : programId } },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: textOf(trainerFeedText).posted });
          setBody('');
          setImage(null);
          setProgramId('');
        },
        onError: (err) => showToast({ type: 'error', message: err.message }),
      },
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={t.composer}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          helperText={`${body.length} / ${MAX_BODY}`}
          error={body.length > MAX_BODY}
        />
        {image && (
          <Box sx={{ mt: 1, position: 'relative', display: 'inline-block' }}>
            <Box component="img" src={image} alt={t.attached} sx={{ maxHeight: 160, borderRadius: 1 }} />
            <Button size="small" onClick={() => setImage(null)}>
              {t.removeImage}
            </Button>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={uploading ? <CircularProgress size={16} /> : <ImageIcon />} onClick={() => picker.current?.click()} disabled={uploading}>
          {t.addImage}
        </Button>
        <input ref={picker} hidden type="file" accept="image/jpeg,image/png,image/webp,image/gif" data-testid="post-image-input" aria-label={t.imageFile} onChange={(e) => pick(e.target.files?.[0])} />
        <DictateButton onText={(said) => setBody((text) => (text.trim() ? `${text.trimEnd()} ${said}` : said))} disabled={save.isPending} />
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="post-program">{t.aboutProgram}</InputLabel>
          <Select labelId="post-program" label={t.aboutProgram} value={programId} onChange={(e) => setProgramId(e.target.value as number | '')}>
            <MenuItem value="">{t.none}</MenuItem>
            {(programs.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.title}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={submit} disabled={!body.trim() || body.length > MAX_BODY || save.isPending || uploading}>
          {t.post}
        </Button>
      </CardActions>
    </Card>
  );
}

function PostCard({ post, programTitle }: { post: FeedPost; programTitle?: string }) {
  const mutate = usePostMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const id = Number(post.id);
  const pinned = post.pinned === 1;
  const t = useText(trainerFeedText);
  const common = useText(commonText);
  const f = useStudioFormat();
  const onError = (err: Error) => showToast({ type: 'error', message: err.message });
  return (
    <Card variant="outlined" data-testid="post" sx={pinned ? { borderColor: 'primary.main' } : undefined}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          {pinned && <Chip size="small" color="primary" icon={<PushPinIcon />} label={t.pinned} />}
          {programTitle && <Chip size="small" variant="outlined" label={programTitle} />}
          <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
            {post.created_at ? f.dateTime(post.created_at) : ''}
          </Typography>
          <Tooltip title={pinned ? t.unpin : t.pinTip}>
            <IconButton aria-label={pinned ? t.unpinPost : t.pinPost} onClick={() => mutate.mutate({ kind: 'update', id, input: { pinned: pinned ? 0 : 1 } }, { onError })}>
              {pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t.edit}>
            <IconButton aria-label={t.editPost} onClick={() => setEditing(post.body)}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t.delete}>
            <IconButton aria-label={t.deletePost} onClick={() => setConfirm(true)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{post.body}</Typography>
      </CardContent>
      {post.image && <CardMedia component="img" image={post.image} alt="" sx={{ maxHeight: 320, objectFit: 'cover' }} />}
      <CardContent sx={{ pt: 1 }}>
        <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', mb: 1 }}>
          <Stack direction="row" spacing={0.5} alignItems="center" aria-label={t.likes(post.reaction.length)} role="img">
            <FavoriteIcon fontSize="small" color={post.reaction.length ? 'error' : 'inherit'} />
            <span>{post.reaction.length}</span>
          </Stack>
          <Stack direction="row" spacing={0.5} alignItems="center" aria-label={t.comments(post.comment.length)} role="img">
            <ChatBubbleOutlineIcon fontSize="small" />
            <span>{post.comment.length}</span>
          </Stack>
        </Stack>
        {post.comment.length > 0 && <Divider sx={{ mb: 1 }} />}
        <Stack spacing={1}>
          {post.comment.map((c) => (
            <Stack key={c.id} direction="row" spacing={1} alignItems="flex-start">
              <Avatar src={c.author?.photo ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
                {c.author_name?.charAt(0) ?? '?'}
              </Avatar>
              <Box>
                <Typography variant="body2">
                  <strong>{c.author_name || t.someone}</strong> {c.body}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {c.created_at ? f.dateTime(c.created_at) : ''}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="sm" aria-labelledby={`edit-post-${id}`}>
        <DialogTitle id={`edit-post-${id}`}>{t.editTitle}</DialogTitle>
        <DialogContent>
          <TextField fullWidth multiline minRows={3} sx={{ mt: 1 }} label={t.text} value={editing ?? ''} onChange={(e) => setEditing(e.target.value)} error={(editing ?? '').length > MAX_BODY} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{common.cancel}</Button>
          <Button
            variant="contained"
            disabled={!editing?.trim() || editing.length > MAX_BODY}
            onClick={() => mutate.mutate({ kind: 'update', id, input: { body: editing!.trim() } }, { onSuccess: () => setEditing(null), onError })}
          >
            {common.save}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby={`delete-post-${id}`}>
        <DialogTitle id={`delete-post-${id}`}>{t.deleteTitle}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{common.cancel}</Button>
          <Button color="error" variant="contained" onClick={() => mutate.mutate({ kind: 'delete', id }, { onSuccess: () => showToast({ type: 'success', message: textOf(trainerFeedText).deleted }), onError, onSettled: () => setConfirm(false) })}>
            {common.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

export default function FeedPage() {
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useOwnPosts(page);
  const programs = useOwnProgramOptions();
  const t = useText(trainerFeedText);
  const titles = new Map((programs.data ?? []).map((p) => [Number(p.id), p.title]));
  return (
    <Box component="main" sx={{ p: 2, maxWidth: 760, display: 'grid', gap: 2 }}>
      <Composer />
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <LinearProgress aria-label={t.loading} />}
      {data?.list.map((post) => <PostCard key={post.id} post={post} programTitle={post.program_id ? titles.get(post.program_id) : undefined} />)}
      {data && !data.list.length && <Typography color="text.secondary">{t.empty}</Typography>}
      {data && data.num_pages > 1 && <LightPagination aria-label={t.pages} count={data.num_pages} page={page} onChange={setPage} />}
    </Box>
  );
}
