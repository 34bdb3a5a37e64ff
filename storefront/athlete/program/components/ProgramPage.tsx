/**
 * /athlete/program/{programId} (open to everyone, athlete layout): what a program is — cover, description, sport,
 * level and length, its trainer, its calendar (each phase's weeks and days; the days of a phase the visitor may not
 * open stay hidden), its structure (splits in order with their workouts; a free-preview split marked, the rest open
 * once bought) — and its price today with the discount that applies (the server's quote). An athlete
 * buys it here (the checkout dialog) or, owning it, continues it; a signed-out visitor is sent to sign in first.
 * Athletes save the program, and the exercises of the workouts they may open, to their library. Under the structure:
 * the reviews (an owner writes one, then edits or deletes it), with the average beside the title.
 */
import { lazy, memo, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import LockIcon from '@mui/icons-material/Lock';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { isApiError } from '../../../../src/api/errors';
import { LOGIN_PATH } from '../../../../src/config/constants';
import { programText } from '../i18n/en';
import { programFactsText } from '../../../shared/i18n/en';
import { useLocale } from '../../../../src/i18n/locale';
import { useText } from '../../../../src/i18n/text';
import { profileCompletionPath } from '../../../../src/config/pages';
import { useProfileQueryKey, type Profile } from '../../../shared/profile-completion/profile-cache';
import { useSession } from '../../../../src/session/store';
import { formatDate, formatMoney } from '../../../../src/ui/format';
import { readableChip } from '../../../../src/ui/readable-chip';
import { LightChip } from '../../../../src/ui/LightChip';
import { styled } from '@mui/material/styles';
import { averageText } from '../../../../src/ui/review-format';
import { RatingSummary } from '../../../../src/ui/StarRating';
import { usePriceQuote } from '../../common/checkout/api/get-price-quote';
import { afterFirstPeriod, discountLabel, perInterval, usePriceWords } from '../../common/checkout/price-text';
import { useProgramEnrollment } from '../api/get-enrollment';
import { useProgram, type ProgramDetail, type SplitWithWorkouts, type WorkoutExerciseWithExercise } from '../api/get-program';
import { useTrainerProfile } from '../api/get-trainer-profile';
import { SaveToLibraryButton } from '../../common/library/components/SaveToLibraryButton';
import { trainerPath } from '../../../shared/paths';
import { workoutTitle } from '../../../../src/ui/workout-title';
import { ProgramCalendar } from '../../../shared/program-calendar/ProgramCalendar';
import { BELOW_THE_FOLD } from '../../../../src/ui/app-theme';
import { imageSrcSet } from '../../../../src/domain/images';
import { exercisesWithGroups } from '../exercise-groups';

const CheckoutDialog = lazy(() => import('../../common/checkout/components/CheckoutDialog'));
// Below the fold, with its form and dialogs: its own chunk, so the program shows without waiting for it.
const ProgramReviews = lazy(() => import('./ProgramReviews').then((m) => ({ default: m.ProgramReviews })));

function Cover({ program }: { program: ProgramDetail }) {
  const t = useText(programText);
  if (program.cover) {
    return (
      <Box
        component="img"
        src={program.cover}
        srcSet={imageSrcSet(program.cover)}
        sizes="(min-width: 900px) 760px, 100vw"
        alt={t.coverOf(program.title)}
        sx={{ width: '100%', height: { xs: 180, md: 260 }, objectFit: 'cover', borderRadius: 2, display: 'block' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={t.coverOf(program.title)}
      sx={{
        height: { xs: 160, md: 220 },
        borderRadius: 2,
        display: 'flex',
        alignItems: 'flex-end',
        p: 3,
        color: '#fff',
        background: 'linear-gradient(135deg, #0d47a1 0%, #1565c0 45%, #26a69a 100%)',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <FitnessCenterIcon sx={{ fontSize: 40, opacity: 0.9 }} />
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, opacity: 0.95 }}>
          {program.sport ?? t.coverFallback}
        </Typography>
      </Stack>
    </Box>
  );
}

/**
 * An open split's workouts and their exercises, drawn as MUI's dense `List` of `ListItem`s (an icon, the title in
 * `body2`) draws them, by one styled element and plain HTML: a program page lists dozens of rows, and each MUI part
 * computes its own styles while the page is taken over (docs/performance.md, "Storefront: light parts").
 */
const Workouts = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  marginTop: theme.spacing(1),
  padding: 0,
  position: 'relative',
  '& > li': { display: 'block', position: 'relative', textDecoration: 'none', width: '100%', boxSizing: 'border-box', textAlign: 'left', paddingTop: 4, paddingBottom: 4 },
  '& .workout': { display: 'flex', alignItems: 'center' },
  '& .workout-icon': { minWidth: 32, color: theme.palette.action.active, flexShrink: 0, display: 'inline-flex' },
  '& .workout-title': { flex: '1 1 auto', minWidth: 0, marginTop: 4, marginBottom: 4, '& > span': { ...theme.typography.body2, margin: 0, display: 'block' } },
  '& ol': { margin: 0, marginBottom: theme.spacing(0.5), paddingLeft: theme.spacing(4), listStyle: 'none' },
  '& ol > li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), minHeight: 34 },
  '& .exercise': { flex: 1, minWidth: 0 },
  '& .exercise-name': { ...theme.typography.body2, margin: 0 },
  '& .exercise-detail': { ...theme.typography.caption, margin: 0, marginLeft: theme.spacing(1), color: theme.palette.text.secondary },
}));

/** One exercise of an open workout: its name, its group, what it works, and the bookmark that saves it to the library. */
function ExerciseRow({ we, group }: { we: WorkoutExerciseWithExercise; group: string | null }) {
  const t = useText(programText);
  const name = we.exercise?.name ?? t.exerciseNumber(we.exercise_id);
  const detail = [we.exercise?.muscle_group, we.exercise?.equipment].filter(Boolean).join(' · ');
  return (
    <li data-testid="program-exercise">
      <div className="exercise">
        <span className="exercise-name">{name}</span>
        {group && <LightChip variant="outlined" color="primary" label={group} data-testid="program-exercise-group" sx={{ ml: 1, height: 20, verticalAlign: 'middle', '& > span': { px: 0.75 } }} />}
        {detail && <span className="exercise-detail">{detail}</span>}
      </div>
      {we.exercise?.id != null && <SaveToLibraryButton variant="icon" size="small" target={{ kind: 'exercise', exercise_id: we.exercise.id, title: name }} />}
    </li>
  );
}

function SplitCard({ split, index, owned }: { split: SplitWithWorkouts; index: number; owned: boolean }) {
  const open = owned || split.is_preview === 1;
  // The split's own page (videos, full details) is an athlete page.
  const isAthlete = useSession((s) => s.isAuthenticated && s.role === 'athlete');
  const t = useText(programText);
  return (
    <Card variant="outlined" data-testid="program-split">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3">
            {index + 1}. {split.title}
          </Typography>
          {split.is_preview === 1 && <LightChip color="info" icon={<VisibilityIcon />} label={t.freePreview} sx={readableChip('info')} />}
          {open && isAthlete && (
            <Button size="small" component={RouterLink} to={`/athlete/program-preview/${split.id}`} sx={{ ml: 'auto' }}>
              {owned ? t.openSplit : t.openPreview}
            </Button>
          )}
        </Stack>
        {split.description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {split.description}
          </Typography>
        )}
        {open ? (
          split.workout.length ? (
            <Workouts>
              {split.workout.map((w) => (
                <li key={w.id} data-testid="program-workout">
                  <div className="workout">
                    <div className="workout-icon">
                      <FitnessCenterIcon fontSize="small" color="action" />
                    </div>
                    {/* A workout named just after its day ("Day 3", in English) is named so in the user’s language. */}
                    <div className="workout-title">
                      <span>{workoutTitle(w, { day: t.day, titled: t.dayWithTitle })}</span>
                    </div>
                  </div>
                  {w.workout_exercise.length > 0 && (
                    <ol aria-label={t.exercisesOf(w.title)}>
                      {exercisesWithGroups(w.workout_exercise, t).map(({ we, group }) => (
                        <ExerciseRow key={we.id} we={we} group={group} />
                      ))}
                    </ol>
                  )}
                </li>
              ))}
            </Workouts>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t.noWorkouts}
            </Typography>
          )
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <LockIcon fontSize="inherit" /> {t.locked}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function TrainerCard({ program }: { program: ProgramDetail }) {
  const t = program.trainer;
  const profile = useTrainerProfile(t?.id);
  const words = useText(programText);
  if (!t) return null;
  const name = `${t.first_name} ${t.last_name}`.trim();
  return (
    <Card variant="outlined" data-testid="trainer-card">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {words.yourTrainer}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 0.5 }}>
          <Avatar src={t.photo ?? undefined} alt={name} sx={{ width: 48, height: 48, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {`${t.first_name.charAt(0)}${t.last_name.charAt(0)}`}
          </Avatar>
          <Box>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              <Link component={RouterLink} to={trainerPath(t.id!)} color="inherit" underline="hover">
                {name}
              </Link>
            </Typography>
            {profile.data?.headline && (
              <Typography variant="body2" color="text.secondary">
                {profile.data.headline}
              </Typography>
            )}
          </Box>
        </Stack>
        {profile.data?.specialties && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {words.specialties(profile.data.specialties)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The calendar, then the splits in order, each with its workouts: the largest part of the page, drawn again only
 * when the structure or what the caller may open changes (not when the price, the ownership check or the trainer's
 * card arrive).
 */
const ProgramStructure = memo(function ProgramStructure({ splits, canOpenAll }: { splits: SplitWithWorkouts[]; canOpenAll: boolean }) {
  const t = useText(programText);
  return (
    <Stack spacing={3} sx={{ gridArea: 'structure', minWidth: 0, ...BELOW_THE_FOLD }}>
      {splits.length > 0 && (
        <Box component="section" aria-labelledby="calendar-heading" data-testid="program-calendar">
          <Typography variant="h5" component="h2" id="calendar-heading" gutterBottom>
            {t.calendar}
          </Typography>
          {/* The server sends a split's workouts only to who may open it: the others show their weeks alone. */}
          <ProgramCalendar phases={splits} isOpen={(s) => canOpenAll || s.is_preview === 1} />
        </Box>
      )}
      <Box component="section" aria-labelledby="structure-heading">
        <Typography variant="h5" component="h2" id="structure-heading" gutterBottom>
          {t.structure}
        </Typography>
        {splits.length ? (
          <Stack spacing={2}>
            {splits.map((s, i) => (
              <SplitCard key={s.id} split={s} index={i} owned={canOpenAll} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t.noParts}</Typography>
        )}
      </Box>
    </Stack>
  );
});

export default function ProgramPage() {
  const id = Number(useParams().programId);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.role);
  const me = useSession((s) => s.user);
  const isAthlete = signedIn && role === 'athlete';
  const queryClient = useQueryClient();
  const profileKey = useProfileQueryKey();
  const program = useProgram(valid ? id : null);
  const quote = usePriceQuote(valid ? id : null);
  const enrollment = useProgramEnrollment(valid && isAthlete ? id : null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const actionRef = useRef<HTMLDivElement>(null);
  const checkoutUsed = useRef(false);
  const t = useText(programText);
  const facts = useText(programFactsText);
  const locale = useLocale();
  const priceWords = usePriceWords();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);

  // The page's answer arrives as an urgent update (the query store); drawing the whole program from it is not: a
  // deferred value renders it in slices the browser can interrupt, instead of one long task on arrival.
  const shown = useDeferredValue(program.data);
  // Never the previous program's answer for a moment after the address moved to another program.
  const p = shown?.id === id ? shown : undefined;
  const q = quote.data;
  const owned = !!enrollment.data;
  // The server shows every workout to the program's buyers, its trainer and admins; the page only labels them.
  const canOpenAll = owned || (role === 'trainer' && p?.trainer_id === me) || role === 'admin' || role === 'super_admin';
  const notFound = !valid || (isApiError(program.error) && program.error.status === 404);

  // Closing the checkout gives the focus back to Buy; once bought, Buy has become Continue, which takes it instead.
  useEffect(() => {
    if (checkoutUsed.current && owned && !checkoutOpen && document.activeElement === document.body) actionRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [owned, checkoutOpen]);

  const buy = () => {
    if (!signedIn) {
      void navigate(`${LOGIN_PATH}?redirect_uri=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    // A pending athlete browses, and buys once the profile is complete (the server refuses before, ADR 018).
    if (queryClient.getQueryData<Profile>(profileKey)?.profile_complete === 0) {
      void navigate(profileCompletionPath(role)!);
      return;
    }
    checkoutUsed.current = true;
    setCheckoutOpen(true);
  };

  if (notFound) {
    return (
      <Container component="main" sx={{ py: 4 }}>
        <Alert severity="warning" action={<Button component={RouterLink} to="/">{facts.browse}</Button>}>
          {t.notFound}
        </Alert>
      </Container>
    );
  }

  return (
    <Container component="main" sx={{ py: { xs: 2, md: 4 } }}>
      {program.error && <Alert severity="error">{program.error.message}</Alert>}
      {!p && !program.error && (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="text" height={48} width="60%" />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      )}
      {p && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            // On a phone the price and the Buy button come right after what the program is, before its structure.
            gridTemplateAreas: { xs: '"about" "buy" "structure" "reviews"', md: '"about buy" "structure buy" "reviews buy"' },
            gridTemplateRows: { md: 'auto auto 1fr' },
          }}
        >
          <Stack spacing={3} sx={{ gridArea: 'about' }}>
            <Cover program={p} />
            <Box>
              <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
                {p.sport && <LightChip variant="outlined" label={p.sport} />}
                <LightChip label={facts.levels[p.level as keyof typeof facts.levels] ?? p.level} />
                <LightChip variant="outlined" label={facts.weeks(p.duration_weeks)} />
                {p.pricing === 'subscription' && <LightChip color="secondary" label={t.subscription(p.interval ?? 'month')} />}
              </Stack>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                <Typography variant="h4" component="h1" gutterBottom sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {p.title}
                </Typography>
                <Box sx={{ pt: 0.5 }}>
                  <SaveToLibraryButton target={{ kind: 'program', program_id: p.id!, title: p.title }} />
                </Box>
              </Stack>
              {p.trainer && (
                <Typography color="text.secondary" gutterBottom>
                  <Link component={RouterLink} to={trainerPath(p.trainer.id!)} color="inherit" underline="hover" data-testid="program-trainer-link">
                    {facts.by(`${p.trainer.first_name} ${p.trainer.last_name}`)}
                  </Link>
                </Typography>
              )}
              <Link href="#reviews" underline="none" color="inherit" aria-label={t.reviewsLink(averageText(p.rating_avg, p.rating_count))} data-testid="program-rating-link">
                <RatingSummary avg={p.rating_avg} count={p.rating_count} />
              </Link>
              {p.description && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 2 }}>{p.description}</Typography>}
            </Box>
          </Stack>
          {/* Before the structure in the page's order too: what a keyboard or a screen reader meets right after what the program is. */}
          <Box sx={{ gridArea: 'buy' }}>
            <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
              <Card variant="outlined" data-testid="program-price-card">
                <CardContent>
                  {q ? (
                    <Box data-testid="program-price">
                      {q.amount_off > 0 && (
                        <Typography color="text.secondary" sx={{ textDecoration: 'line-through' }} data-testid="program-price-original">
                          {money(q.price, q.currency)}
                        </Typography>
                      )}
                      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="program-price-final">
                        {p.pricing === 'subscription' && q.amount_off > 0 ? money(q.final_price, q.currency) : perInterval(money(q.final_price, q.currency), p, facts)}
                      </Typography>
                      {p.pricing === 'subscription' && q.amount_off > 0 && (
                        <Typography variant="body2" color="text.secondary">
                          {afterFirstPeriod(q, p, priceWords)}
                        </Typography>
                      )}
                      {q.amount_off > 0 && <LightChip color="success" label={discountLabel(q, priceWords)} sx={{ mt: 1 }} data-testid="program-discount" />}
                    </Box>
                  ) : quote.error ? (
                    <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                      {perInterval(money(p.price, p.currency ?? 'USD'), p, facts)}
                    </Typography>
                  ) : (
                    <Skeleton variant="text" height={56} />
                  )}
                  <Box sx={{ mt: 2 }} ref={actionRef}>
                    {owned ? (
                      <Stack spacing={1}>
                        <LightChip size="medium" color="success" icon={<CheckCircleIcon />} label={enrollment.data?.ends_at ? t.ownedUntil(formatDate(enrollment.data.ends_at, locale)) : t.owned} />
                        <Button variant="contained" size="large" fullWidth startIcon={<PlayArrowIcon />} component={RouterLink} to={`/athlete/programs/enrolled/access?programId=${p.id}`}>
                          {facts.continue}
                        </Button>
                      </Stack>
                    ) : signedIn && !isAthlete ? (
                      <Alert severity="info">{t.athletesOnly}</Alert>
                    ) : (
                      <Button variant="contained" size="large" fullWidth startIcon={<ShoppingCartIcon />} onClick={buy} disabled={isAthlete && enrollment.isPending}>
                        {t.buy}
                      </Button>
                    )}
                  </Box>
                  {!owned && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                      {p.pricing === 'subscription' ? t.billedEvery(p.interval ?? 'month') : t.onePayment} {t.refundable}
                    </Typography>
                  )}
                </CardContent>
              </Card>
              <TrainerCard program={p} />
            </Stack>
          </Box>
          <ProgramStructure splits={p.split} canOpenAll={canOpenAll} />
          <Box sx={{ gridArea: 'reviews' }}>
            <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
              <ProgramReviews program={p} owned={owned} checkingOwnership={isAthlete && enrollment.isPending} />
            </Suspense>
          </Box>
        </Box>
      )}
      {p && isAthlete && checkoutOpen && (
        <Suspense fallback={null}>
          <CheckoutDialog program={{ id: p.id!, title: p.title, pricing: p.pricing, interval: p.interval }} open={checkoutOpen} onClose={() => setCheckoutOpen(false)} />
        </Suspense>
      )}
    </Container>
  );
}
