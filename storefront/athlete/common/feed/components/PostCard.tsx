/**
 * One post as athletes see it (the feed and a trainer's page): its author and program, text, image and time; likes
 * (one per person: like, unlike) and comments (read, write, delete one's own); signed-in readers may have it translated
 * into their language when the server has AI. A visitor who is not signed in sees the counts and comments and is asked
 * to sign in to take part.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Button, Card, CardContent, CardMedia, Chip, Divider, IconButton, Link, Stack, TextField, Typography } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PushPinIcon from '@mui/icons-material/PushPin';
import SendIcon from '@mui/icons-material/Send';
import { showToast } from '../../../../../src/ui/toasts';
import { feedText } from '../i18n/en';
import { useLocale } from '../../../../../src/i18n/locale';
import { useText } from '../../../../../src/i18n/text';
import { usePendingRecords, withPending, type Pending } from '../../../../../src/offline/pending-records';
import { useSession } from '../../../../../src/session/store';
import { INITIALS_AVATAR, personInitials, personName } from '../../../../../src/ui/person-name';
import { exactTime, relativeTime } from '../../../../../src/ui/relative-time';
import { useAddComment } from '../api/add-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useToggleLike } from '../api/toggle-like';
import { FEED } from '../feed-config';
import { likeState, optimisticLike, visibleComments, type Post, type PostComment } from '../feed-logic';
import { PostTranslation } from './PostTranslation';
import { programPath, trainerPath } from '../../../../shared/paths';


export interface PostCardProps {
  post: Post;
  /** The signed-in user's id; null for a visitor. */
  me: number | null;
  /** Whether the viewer may like and comment (a signed-in athlete or trainer). */
  canReact: boolean;
  /** For a visitor who tries to take part: off to sign in. */
  onSignIn: () => void;
  /** Hide the author line's link on the author's own page. */
  linkAuthor?: boolean;
}

const onError = (err: Error) => showToast({ type: 'error', message: err.message });

function Time({ iso }: { iso?: string | null }) {
  const locale = useLocale();
  if (!iso) return null;
  return (
    <Box component="time" dateTime={iso} title={exactTime(iso, locale)}>
      {relativeTime(iso, Date.now(), locale)}
    </Box>
  );
}

function CommentRow({ comment, mine, postId }: { comment: PostComment; mine: boolean; postId: number }) {
  const remove = useDeleteComment();
  const t = useText(feedText);
  // The author's public name ("Alex K." for an athlete); a trainer's row (and photo) comes with the join.
  const name = comment.author_name || personName(comment.author);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="comment">
      <Avatar src={comment.author?.photo ?? undefined} alt="" sx={{ ...INITIALS_AVATAR, width: 30, height: 30, fontSize: 13 }}>
        {personInitials(comment.author) || name.charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 0.75 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.body}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <Time iso={comment.created_at} />
        </Typography>
      </Box>
      {mine && (
        <IconButton
          size="small"
          aria-label={t.commentDelete}
          title={t.commentDelete}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              { commentId: Number(comment.id), postId },
              { onSuccess: () => showToast({ type: 'success', message: t.commentDeleted }), onError },
            )
          }
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

function CommentForm({ postId, inputId }: { postId: number; inputId: string }) {
  const [body, setBody] = useState('');
  const add = useAddComment();
  const t = useText(feedText);
  const text = body.trim();
  const tooLong = body.length > FEED.maxCommentLength;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text || tooLong || add.isPending) return;
    add.mutate({ postId, body: text }, { onSuccess: () => setBody(''), onError });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id={inputId}
        size="small"
        fullWidth
        multiline
        maxRows={6}
        label={t.commentLabel}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        error={tooLong}
        helperText={tooLong ? `${body.length} / ${FEED.maxCommentLength}` : undefined}
        disabled={add.isPending}
      />
      <IconButton type="submit" color="primary" aria-label={t.commentSend} title={t.commentSend} disabled={!text || tooLong || add.isPending} sx={{ mt: 0.25 }}>
        <SendIcon />
      </IconButton>
    </Box>
  );
}

/** The post's comments, with the viewer's comments written offline (src/offline) shown at once, as theirs. */
function useCommentsWithPending(postId: number, comments: readonly PostComment[] | undefined): Pending<PostComment>[] {
  const pending = usePendingRecords('comment');
  const me = useSession((s) => s.user);
  const details = useSession((s) => s.userDetails);
  return useMemo(() => {
    const mine = pending.filter((r) => Number(r.data.post_id) === postId);
    if (!mine.length) return [...(comments ?? [])];
    const author = { id: me ?? 0, first_name: details.firstName, last_name: details.lastName, photo: details.photo } as PostComment['author'];
    return withPending('comment', comments ?? [], mine).map((c) => (c._pending ? { ...c, author_id: me ?? 0, author, created_at: c.created_at ?? c._queuedAt } : c));
  }, [pending, comments, postId, me, details]);
}

export function PostCard({ post, me, canReact, onSignIn, linkAuthor = true }: PostCardProps) {
  const id = Number(post.id);
  const toggle = useToggleLike();
  const t = useText(feedText);
  const [expanded, setExpanded] = useState(false);
  const inputId = useId();
  const { count: storedCount, mine } = likeState(post, me);
  const pending = toggle.isPending && toggle.variables?.postId === id ? toggle.variables.like : undefined;
  const { count, liked } = optimisticLike({ count: storedCount, liked: mine !== null }, pending);
  const comments = useCommentsWithPending(id, post.comment);
  const shown = visibleComments(comments, expanded);
  const author = post.author;
  const name = personName(author, t.post.someTrainer);

  const like = () => {
    if (!canReact) return onSignIn();
    if (toggle.isPending) return;
    toggle.mutate({ postId: id, like: !liked, reactionId: mine?.id ?? undefined }, { onError });
  };

  return (
    <Card variant="outlined" component="article" aria-label={t.post.label(name)} data-testid="post">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar src={author?.photo ?? undefined} alt="" sx={{ ...INITIALS_AVATAR, width: 44, height: 44 }}>
            {personInitials(author) || '?'}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {linkAuthor && author ? (
              <Link component={RouterLink} to={trainerPath(Number(author.id))} underline="hover" color="inherit" sx={{ fontWeight: 600 }} data-testid="post-author">
                {name}
              </Link>
            ) : (
              <Typography sx={{ fontWeight: 600 }} data-testid="post-author">
                {name}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
              <Time iso={post.created_at} />
              {post.program && (
                <>
                  <span aria-hidden>·</span>
                  <Link component={RouterLink} to={programPath(Number(post.program.id))} underline="hover" data-testid="post-program">
                    {post.program.title}
                  </Link>
                </>
              )}
            </Typography>
          </Box>
          {post.pinned === 1 && <Chip size="small" color="primary" variant="outlined" icon={<PushPinIcon />} label={t.post.pinned} />}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1.5 }} data-testid="post-body">
          {post.body}
        </Typography>
        {canReact && <PostTranslation postId={id} text={post.body ?? ''} />}
      </CardContent>
      {post.image && <CardMedia component="img" image={post.image} alt={t.post.image(name)} loading="lazy" sx={{ maxHeight: 420, objectFit: 'cover' }} />}
      <CardContent sx={{ pt: 1, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            color={liked ? 'error' : 'inherit'}
            startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
            aria-pressed={liked}
            onClick={like}
            sx={{ textTransform: 'none' }}
          >
            {liked ? t.unlike : t.like}
          </Button>
          {/* The count beside the button, not in it: the button's name is what it does (WCAG 2.5.3, label in name). */}
          <Typography variant="body2" color="text.secondary" data-testid="like-count" sx={{ pr: 1 }}>
            {t.likes(count)}
          </Typography>
          <Button
            size="small"
            color="inherit"
            startIcon={<ChatBubbleOutlineIcon />}
            onClick={() => (canReact ? document.getElementById(inputId)?.focus() : onSignIn())}
            sx={{ textTransform: 'none' }}
          >
            <span data-testid="comment-count">{t.comments(comments.length)}</span>
          </Button>
        </Stack>
        {(comments.length > 0 || canReact) && <Divider sx={{ my: 1 }} />}
        <Stack spacing={1}>
          {comments.length > shown.length && (
            <Link component="button" type="button" variant="body2" underline="hover" onClick={() => setExpanded(true)} sx={{ alignSelf: 'flex-start' }}>
              {t.viewAllComments(comments.length)}
            </Link>
          )}
          {expanded && comments.length > FEED.commentsShown && (
            <Link component="button" type="button" variant="body2" underline="hover" onClick={() => setExpanded(false)} sx={{ alignSelf: 'flex-start' }}>
              {t.hideComments}
            </Link>
          )}
          {shown.map((c) => (
            <CommentRow key={c.id} comment={c} postId={id} mine={me !== null && c.author_id === me && !(c as Pending<PostComment>)._pending} />
          ))}
          {canReact ? (
            <CommentForm postId={id} inputId={inputId} />
          ) : (
            <Link component="button" type="button" variant="body2" onClick={onSignIn} sx={{ alignSelf: 'flex-start' }}>
              {t.signInToReact}
            </Link>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
