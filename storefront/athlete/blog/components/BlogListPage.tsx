/**
 * /blog (open to everyone, athlete layout): the published posts, newest first, filtered by categories and tags (any
 * or all of them) and turned by pages, all in the URL (blog-query.ts).
 */
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Container, Grid, Skeleton, Typography } from '@mui/material';
import { LightPagination } from '../../../../src/ui/LightPagination';
import { useBlogCategories } from '../../../shared/blog/get-categories';
import { useBlogTags } from '../../../shared/blog/get-tags';
import { blogText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { useFilteredPosts } from '../api/filter-posts';
import { usePosts } from '../api/get-posts';
import { blogQueryParams, EMPTY_BLOG_QUERY, filterCount, parseBlogQuery, type BlogQuery } from '../blog-query';
import { BlogFilters } from './BlogFilters';
import { PostCard } from './PostCard';

const cardGrid = { xs: 12, sm: 6, md: 4 } as const;

export default function BlogListPage() {
  const [params, setParams] = useSearchParams();
  const t = useText(blogText);
  const query = parseBlogQuery(params);
  const filtered = filterCount(query) > 0;
  const all = usePosts(query.page, !filtered);
  const some = useFilteredPosts(query, filtered);
  const { data, error, isPending, isPlaceholderData } = filtered ? some : all;
  const categories = useBlogCategories();
  const tags = useBlogTags();
  // A filter replaces the history entry's list; a page is a step Back undoes.
  const go = (next: BlogQuery, push = false) => setParams(blogQueryParams(next), { replace: !push, preventScrollReset: !push });

  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.subtitle}
      </Typography>

      <BlogFilters query={query} categories={categories.data} tags={tags.data} onChange={(next) => go(next)} />

      {data && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1.5 }} data-testid="blog-count">
          {t.count(data.total)}
        </Typography>
      )}
      {error && <Alert severity="error">{error.message}</Alert>}
      <Grid container spacing={2} aria-busy={isPending || isPlaceholderData} sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {isPending && !error
          ? Array.from({ length: 3 }, (_, i) => (
              <Grid key={i} size={cardGrid}>
                <Skeleton variant="rounded" height={240} />
              </Grid>
            ))
          : data?.list.map((p) => (
              <Grid key={p.id} size={cardGrid}>
                <PostCard post={p} />
              </Grid>
            ))}
      </Grid>
      {data && data.total === 0 && (
        <Box sx={{ py: 6, textAlign: 'center' }} data-testid="blog-empty">
          <Typography variant="h6" component="p" gutterBottom>
            {filtered ? t.noMatch : t.empty}
          </Typography>
          {filtered && (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {query.rule === 'all' ? t.tryAny : t.tryFewer}
              </Typography>
              <Button variant="outlined" onClick={() => go(EMPTY_BLOG_QUERY)}>
                {t.clearFilters}
              </Button>
            </>
          )}
        </Box>
      )}
      {data && data.num_pages > 1 && (
        <LightPagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={data.num_pages}
          aria-label={t.pages}
          page={Math.min(query.page, data.num_pages)}
          onChange={(page) => {
            go({ ...query, page }, true);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Container>
  );
}
