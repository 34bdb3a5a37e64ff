/**
 * /athlete/trainer-details (open to everyone, athlete layout). With `?trainerId=N`: a trainer's public page — photo,
 * name, headline, bio, specialties, certifications, experience; their published programs; their posts (like and
 * comment as in the feed); Follow / Following. Without it: trainers to discover.
 */
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Alert, Avatar, Box, Button, Card, CardActionArea, CardContent, Chip, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { isApiError } from '../../../../src/api/errors';
import type { Row } from '../../../../src/api/records';
import { trainerDetailsText } from '../../common/trainer-details/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { useSession } from '../../../../src/session/store';
import { INITIALS_AVATAR, personInitials, personName } from '../../../../src/ui/person-name';
import { useSignInRedirect } from '../../../../src/ui/sign-in-redirect';
import { PostCard } from '../../common/feed/components/PostCard';
import { programPath } from '../../../shared/paths';
import { ProgramPrice } from '../../../shared/ProgramPrice';
import { mergePages } from '../../common/feed/feed-logic';
import { useFollowerCount } from '../api/get-follower-count';
import { useTrainer, type Trainer } from '../api/get-trainer';
import { useTrainerPosts } from '../api/get-trainer-posts';
import { useTrainerPrograms } from '../api/get-trainer-programs';
import { listOf, trainerIdFrom } from '../../common/trainer-details/trainer-details-config';
import { FollowButton } from './FollowButton';
import { TrainerList } from '../../common/trainer-details/components/TrainerList';
import { MessageButton } from '../../../shared/chat/MessageButton';

function Discover() {
  const [page, setPage] = useState(1);
  const t = useText(trainerDetailsText);
  return (
    <Container component="main" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.discoverTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.discoverBody}
      </Typography>
      <TrainerList page={page} onPage={setPage} />
    </Container>
  );
}

function Header({ trainer, trainerId }: { trainer: Trainer; trainerId: number }) {
  const me = useSession((s) => s.user);
  const role = useSession((s) => s.role);
  const name = personName(trainer.user);
  const p = trainer.profile;
  const ownPage = role === 'trainer' && me === trainerId;
  const t = useText(trainerDetailsText);
  const followers = useFollowerCount(trainerId, ownPage);
  return (
    <Card variant="outlined">
      <Box sx={{ height: { xs: 72, md: 96 }, background: 'linear-gradient(135deg, #0d47a1 0%, #1565c0 45%, #26a69a 100%)' }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
          {/* Only the photo overlaps the banner; the name stays on the card, readable in both themes. */}
          <Avatar src={trainer.user.photo ?? undefined} alt={name} sx={{ ...INITIALS_AVATAR, width: { xs: 88, md: 112 }, height: { xs: 88, md: 112 }, fontSize: 36, border: 4, borderColor: 'background.paper', mt: { xs: -5, md: -6 }, alignSelf: 'flex-start' }}>
            {personInitials(trainer.user)}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 0, pt: { sm: 1.5 } }}>
            <Typography variant="h4" component="h1">
              {name}
            </Typography>
            {p?.headline && (
              <Typography color="text.secondary" data-testid="trainer-headline">
                {p.headline}
              </Typography>
            )}
            <Stack direction="row" spacing={2} sx={{ mt: 0.5, color: 'text.secondary', flexWrap: 'wrap' }}>
              {p?.years_experience != null && (
                <Typography variant="body2" data-testid="trainer-experience">
                  {t.years(p.years_experience)}
                </Typography>
              )}
              {followers.data !== undefined && (
                <Typography variant="body2" data-testid="trainer-followers">
                  {t.followers(followers.data)}
                </Typography>
              )}
            </Stack>
          </Box>
          <Stack direction="row" spacing={1}>
            <FollowButton trainerId={trainerId} name={name} />
            <MessageButton userId={trainerId} name={name} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function About({ profile }: { profile: Row<'trainer_profile'> | null }) {
  const specialties = listOf(profile?.specialties);
  const certifications = listOf(profile?.certifications);
  const t = useText(trainerDetailsText);
  if (!profile?.bio && !specialties.length && !certifications.length) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="about-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="about-heading" gutterBottom>
          {t.about}
        </Typography>
        {profile?.bio && (
          <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="trainer-bio">
            {profile.bio}
          </Typography>
        )}
        {specialties.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="overline" color="text.secondary" component="h3">
              {t.specialties}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} data-testid="trainer-specialties">
              {specialties.map((s) => (
                <Chip key={s} label={s} size="small" />
              ))}
            </Stack>
          </Box>
        )}
        {certifications.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="overline" color="text.secondary" component="h3">
              {t.certifications}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} data-testid="trainer-certifications">
              {certifications.map((c) => (
                <Chip key={c} label={c} size="small" variant="outlined" color="primary" />
              ))}
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function ProgramCard({ program: p }: { program: Row<'program'> }) {
  const t = useText(trainerDetailsText);
  return (
    <Card variant="outlined" data-testid="trainer-program">
      <CardActionArea component={RouterLink} to={programPath(Number(p.id))}>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {p.title}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
            {p.sport && <Chip size="small" variant="outlined" label={p.sport} />}
            <Chip size="small" label={t.levels[p.level] ?? p.level} />
            <Chip size="small" variant="outlined" label={t.weeks(p.duration_weeks)} />
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <ProgramPrice program={p} />
            {p.rating_avg != null && (
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
                <StarIcon fontSize="inherit" sx={{ color: 'warning.main' }} />
                {p.rating_avg.toFixed(1)} ({p.rating_count})
              </Typography>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Programs({ trainerId }: { trainerId: number }) {
  const programs = useTrainerPrograms(trainerId);
  const t = useText(trainerDetailsText);
  return (
    <Box component="section" aria-labelledby="programs-heading">
      <Typography variant="h5" component="h2" id="programs-heading" gutterBottom>
        {t.programs}
      </Typography>
      {programs.error && <Alert severity="error">{programs.error.message}</Alert>}
      {programs.isPending && <Skeleton variant="rounded" height={120} />}
      {programs.data && !programs.data.length && <Typography color="text.secondary">{t.noPrograms}</Typography>}
      {programs.data && programs.data.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {programs.data.map((p) => (
            <ProgramCard key={p.id} program={p} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function Posts({ trainerId }: { trainerId: number }) {
  const me = useSession((s) => s.user);
  const role = useSession((s) => s.role);
  const signedIn = useSession((s) => s.isAuthenticated);
  const canReact = signedIn && (role === 'athlete' || role === 'trainer');
  const signIn = useSignInRedirect();
  const posts = useTrainerPosts(trainerId);
  const t = useText(trainerDetailsText);
  const list = mergePages(posts.data);
  return (
    <Box component="section" aria-labelledby="posts-heading">
      <Typography variant="h5" component="h2" id="posts-heading" gutterBottom>
        {t.posts}
      </Typography>
      {posts.error && <Alert severity="error">{posts.error.message}</Alert>}
      {posts.isPending && <Skeleton variant="rounded" height={160} />}
      {posts.data && !list.length && <Typography color="text.secondary">{t.noPosts}</Typography>}
      <Stack spacing={2}>
        {list.map((post) => (
          <PostCard key={post.id} post={post} me={me} canReact={canReact} onSignIn={signIn} linkAuthor={false} />
        ))}
        {posts.hasNextPage && (
          <Button variant="outlined" onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
            {t.loadMorePosts}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function TrainerPage({ trainerId }: { trainerId: number }) {
  const trainer = useTrainer(trainerId);
  const t = useText(trainerDetailsText);
  if (isApiError(trainer.error) && trainer.error.status === 404) {
    return (
      <Container component="main" sx={{ py: 4 }}>
        <Alert severity="warning" action={<Button component={RouterLink} to="/athlete/trainer-details">{t.allTrainers}</Button>}>
          {t.notFound}
        </Alert>
      </Container>
    );
  }
  return (
    <Container component="main" sx={{ py: { xs: 2, md: 4 } }}>
      {trainer.error && <Alert severity="error">{trainer.error.message}</Alert>}
      {trainer.isPending && (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      )}
      {trainer.data && (
        <Stack spacing={3}>
          <Header trainer={trainer.data} trainerId={trainerId} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
            }}
          >
            <Stack spacing={3}>
              <About profile={trainer.data.profile} />
            </Stack>
            <Stack spacing={3} divider={<Divider flexItem />}>
              <Programs trainerId={trainerId} />
              <Posts trainerId={trainerId} />
            </Stack>
          </Box>
        </Stack>
      )}
    </Container>
  );
}

export default function TrainerDetailsPage() {
  const trainerId = trainerIdFrom(useLocation().search);
  return trainerId === null ? <Discover /> : <TrainerPage key={trainerId} trainerId={trainerId} />;
}
