/**
 * /athlete/feed (athletes): posts from the trainers the athlete follows and about the programs the athlete holds,
 * newest first, ten at a time with "Load more"; like, unlike and comment on each. With nothing followed, it says so
 * and offers trainers to follow.
 */
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Container, Skeleton, Stack, Typography } from '@mui/material';
import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { feedText } from '../../common/feed/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { useSession } from '../../../../src/session/store';
import { useSignInRedirect } from '../../../../src/ui/sign-in-redirect';
import { TrainerList } from '../../common/trainer-details/components/TrainerList';
import { useFeed } from '../api/get-feed';
import { useFeedSources } from '../../common/feed/api/get-feed-sources';
import { feedAnyFilters, mergePages } from '../../common/feed/feed-logic';
import { PostCard } from '../../common/feed/components/PostCard';

const DISCOVER_PATH = '/athlete/trainer-details';

function Empty({ followsSomeone }: { followsSomeone: boolean }) {
  const t = useText(feedText);
  return (
    <Stack spacing={3} data-testid="feed-empty">
      <Card variant="outlined">
        <CardContent sx={{ textAlign: 'center', py: 4 }}>
          <DynamicFeedIcon color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="h2" gutterBottom>
            {followsSomeone ? t.quietTitle : t.emptyTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {followsSomeone ? t.quietBody : t.emptyBody}
          </Typography>
          <Button variant="contained" component={RouterLink} to={DISCOVER_PATH}>
            {t.discover}
          </Button>
        </CardContent>
      </Card>
      <Box component="section" aria-labelledby="suggested-heading">
        <Typography variant="h6" component="h2" id="suggested-heading" gutterBottom>
          {t.suggested}
        </Typography>
        <TrainerList size={4} />
      </Box>
    </Stack>
  );
}

export default function AthleteFeedPage() {
  const me = useSession((s) => s.user);
  const t = useText(feedText);
  const signIn = useSignInRedirect();
  const sources = useFeedSources();
  const any = sources.data ? feedAnyFilters(sources.data.trainerIds, sources.data.programIds) : undefined;
  const feed = useFeed(any);
  const posts = mergePages(feed.data);
  const loading = sources.isPending || (!!any?.length && feed.isPending);
  const error = sources.error ?? feed.error;

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t.title}
          </Typography>
          <Typography color="text.secondary">{t.subtitle}</Typography>
        </Box>
        <Button component={RouterLink} to={DISCOVER_PATH}>
          {t.discover}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {loading && (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      )}
      {sources.data && !loading && !error && !posts.length && <Empty followsSomeone={sources.data.trainerIds.length > 0 || sources.data.programIds.length > 0} />}
      <Stack spacing={2}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} me={me} canReact onSignIn={signIn} />
        ))}
      </Stack>
      {posts.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          {feed.hasNextPage ? (
            <Button variant="outlined" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
              {feed.isFetchingNextPage ? t.loading : t.loadMore}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t.end}
            </Typography>
          )}
        </Box>
      )}
    </Container>
  );
}
