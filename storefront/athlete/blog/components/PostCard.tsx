/** A post in the blog's list: cover, title (the link), author and date, summary, and its tags linking to their lists. */
import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import type { BlogPostSummary } from '../../../shared/blog/types';
import { blogText } from '../i18n/en';
import { useLocale } from '../../../../src/i18n/locale';
import { useText } from '../../../../src/i18n/text';
import { formatDate } from '../../../../src/ui/format';
import { personName } from '../../../../src/ui/person-name';
import { tagPath } from '../blog-query';
import { blogPostPath } from '../../../shared/paths';

export function PostMeta({ post }: { post: BlogPostSummary }) {
  const locale = useLocale();
  return (
    <Typography variant="body2" color="text.secondary">
      {personName(post.author)}
      {post.published_at && (
        <>
          {' · '}
          <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
        </>
      )}
    </Typography>
  );
}

export function PostCard({ post }: { post: BlogPostSummary }) {
  const t = useText(blogText);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="blog-post-card" component="article">
      <CardActionArea component={RouterLink} to={blogPostPath(post.id)} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        {post.cover && <CardMedia component="img" image={post.cover} alt="" sx={{ height: 160, objectFit: 'cover' }} />}
        <CardContent>
          {post.categories.length > 0 && (
            <Typography variant="overline" color="primary" sx={{ lineHeight: 1.6 }}>
              {post.categories.map((c) => c.name).join(' · ')}
            </Typography>
          )}
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3, mb: 0.5 }}>
            {post.title}
          </Typography>
          <PostMeta post={post} />
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {post.summary}
          </Typography>
        </CardContent>
      </CardActionArea>
      {post.tags.length > 0 && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} component="ul" aria-label={t.tagsOf(post.title)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {post.tags.map((t) => (
              <li key={t.id}>
                <Chip size="small" variant="outlined" label={`#${t.name}`} component={RouterLink} to={tagPath(t.slug)} clickable />
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Card>
  );
}
