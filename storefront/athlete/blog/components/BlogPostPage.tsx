/**
 * /blog/{id} (open to everyone, athlete layout): one post — categories, title, author and date, cover, the body
 * (Markdown, shown safely), and its tags, each linking back to the list filtered by it. A draft shows to its author
 * and admins only (the server's rule); for anyone else the post is not found.
 */
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Avatar, Box, Button, Chip, Container, Divider, Link, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { isApiError } from '../../../../src/api/errors';
import { useBlogPost } from '../../../shared/blog/get-post';
import { blogText } from '../i18n/en';
import { useLocale } from '../../../../src/i18n/locale';
import { useText } from '../../../../src/i18n/text';
import { formatDate } from '../../../../src/ui/format';
import { Markdown } from '../../../../src/ui/Markdown';
import { INITIALS_AVATAR, personInitials, personName } from '../../../../src/ui/person-name';
import { categoryPath, tagPath } from '../blog-query';

function BackToBlog() {
  const t = useText(blogText);
  return (
    <Button component={RouterLink} to="/blog" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {t.allPosts}
    </Button>
  );
}

export default function BlogPostPage() {
  const { id } = useParams();
  const postId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : null;
  const { data: post, error, isPending } = useBlogPost(postId);
  const t = useText(blogText);
  const locale = useLocale();

  useEffect(() => {
    if (post) document.title = post.title;
  }, [post]);

  if (postId === null || (error && isApiError(error) && error.status === 404)) {
    return (
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <BackToBlog />
        <Typography variant="h4" component="h1" gutterBottom>
          {t.notFoundTitle}
        </Typography>
        <Typography color="text.secondary">{t.notFoundBody}</Typography>
      </Container>
    );
  }

  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <BackToBlog />
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && !error && (
        <Box aria-busy="true">
          <Skeleton variant="text" width="70%" height={56} />
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="rounded" height={240} sx={{ my: 2 }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Box>
      )}
      {post && (
        <Box component="article">
          {post.categories.length > 0 && (
            <Stack direction="row" sx={{ gap: 1.5, mb: 0.5, flexWrap: 'wrap' }}>
              {post.categories.map((c) => (
                <Link key={c.id} component={RouterLink} to={categoryPath(c.slug)} variant="overline" underline="hover">
                  {c.name}
                </Link>
              ))}
            </Stack>
          )}
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 700, mb: 2 }}>
            {post.title}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
            <Avatar src={post.author.photo ?? undefined} alt="" sx={{ ...INITIALS_AVATAR, width: 40, height: 40 }}>
              {personInitials(post.author)}
            </Avatar>
            <Box>
              <Typography variant="subtitle2">{personName(post.author)}</Typography>
              <Typography variant="body2" color="text.secondary" component="div">
                {post.published_at ? <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time> : <Chip size="small" color="warning" label={t.draft} />}
              </Typography>
            </Box>
          </Stack>
          {post.cover && <Box component="img" src={post.cover} alt="" sx={{ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 2, mb: 3 }} />}
          <Markdown source={post.body} />
          {post.tags.length > 0 && (
            <>
              <Divider sx={{ my: 3 }} />
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="subtitle2" component="h2" sx={{ mr: 0.5 }}>
                  {t.tags}
                </Typography>
                {post.tags.map((t) => (
                  <Chip key={t.id} label={`#${t.name}`} component={RouterLink} to={tagPath(t.slug)} clickable variant="outlined" />
                ))}
              </Stack>
            </>
          )}
        </Box>
      )}
    </Container>
  );
}
