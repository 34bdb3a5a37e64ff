/**
 * /athlete/library: what the athlete saved — programs, exercises and videos — by kind (tabs with counts), searched
 * by title on the server (after a pause in typing), newest first. A program opens its page, an exercise its details,
 * a video its address; anything can be removed (with an undo). The tab and the search live in the address.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Container, IconButton, InputAdornment, Paper, Skeleton, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { showToast } from '../../../../src/ui/toasts';
import { libraryText } from '../../common/library/i18n/en';
import { commonText } from '../../../../src/ui/i18n/en';
import { textOf, useText } from '../../../../src/i18n/text';
import { useLibrary } from '../../common/library/api/get-library';
import { useLibraryPage, type LibraryEntry } from '../api/get-library-page';
import { useRemoveLibraryItem } from '../../common/library/api/remove-library-item';
import { useChangeLibrary } from '../../common/library/api/save-library-item';
import { LIBRARY, LIBRARY_TABS } from '../../common/library/library-config';
import { countByKind, parseKind, targetOf } from '../../common/library/library-logic';
import { useDebouncedValue } from '../use-debounced-value';
import { ExerciseDialog } from './ExerciseDialog';
import { LibraryItemCard } from './LibraryItemCard';

function EmptyLibrary() {
  const t = useText(libraryText);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="library-empty">
      <BookmarksOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {t.emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
        {t.emptyBody}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/" sx={{ mt: 2.5 }}>
        {t.browse}
      </Button>
    </Paper>
  );
}

export default function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const kind = parseKind(params.get('kind'));
  const [text, setText] = useState(() => params.get('q') ?? '');
  const search = useDebouncedValue(text, LIBRARY.searchDebounceMs).trim();
  const all = useLibrary();
  const page = useLibraryPage(kind, search);
  const remove = useRemoveLibraryItem();
  const change = useChangeLibrary();
  const [exercise, setExercise] = useState<LibraryEntry | null>(null);
  const t = useText(libraryText);
  const common = useText(commonText);

  const counts = countByKind(all.data);
  // An item removed a moment ago leaves at once: the shared library (changed before the server answers) decides,
  // unless this page was read after it.
  const known = all.data ? new Set(all.data.map((i) => i.id)) : null;
  const entries = (page.data?.pages.flatMap((p) => p.list) ?? []).filter((e) => !known || known.has(e.id) || all.dataUpdatedAt < page.dataUpdatedAt);
  const libraryEmpty = all.isSuccess && counts.all === 0;
  const searching = page.isFetching && !page.isFetchingNextPage;

  const setAddress = (nextKind: string, q: string) => {
    const next = new URLSearchParams();
    if (nextKind !== 'all') next.set('kind', nextKind);
    if (q) next.set('q', q);
    setParams(next, { replace: true });
  };
  // The address follows the settled search (not every key press).
  const addressQ = params.get('q') ?? '';
  useEffect(() => {
    if (addressQ !== search) setAddress(kind, search);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new settled search writes the address
  }, [search]);

  const clearAll = () => {
    setText('');
    setAddress('all', '');
  };

  const onRemove = (entry: LibraryEntry) =>
    remove.mutate(entry, {
      onSuccess: () => {
        const target = targetOf(entry);
        showToast({
          type: 'success',
          message: textOf(libraryText).removed(entry.title),
          actions: target ? [{ label: textOf(libraryText).undo, action: () => change.mutate({ target, save: true, ids: [] }, { onError: (err) => showToast({ type: 'error', message: err.message }) }) }] : undefined,
        });
      },
      onError: (err) => showToast({ type: 'error', message: err.message }),
    });

  return (
    <Container component="main" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1">
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.subtitle}
      </Typography>

      {libraryEmpty ? (
        <EmptyLibrary />
      ) : (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}>
            <Tabs value={kind} onChange={(_e, value: string) => setAddress(value, search)} variant="scrollable" scrollButtons={false} aria-label={t.kinds}>
              {LIBRARY_TABS.map((value) => (
                <Tab key={value} value={value} label={all.isSuccess ? t.tabCount(t.tabs[value], counts[value]) : t.tabs[value]} data-testid={`library-tab-${value}`} />
              ))}
            </Tabs>
            <TextField
              size="small"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t.search}
              sx={{ minWidth: { md: 320 } }}
              slotProps={{
                htmlInput: { 'aria-label': t.search, maxLength: LIBRARY.maxTitle },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      {searching ? <CircularProgress size={18} aria-label={t.searching} /> : <SearchIcon fontSize="small" />}
                    </InputAdornment>
                  ),
                  endAdornment: text ? (
                    <InputAdornment position="end">
                      <IconButton size="small" aria-label={t.clearSearch} onClick={() => setText('')}>
                        <ClearIcon fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ) : undefined,
                },
              }}
            />
          </Stack>

          {page.error && (
            <Alert severity="error" action={<Button onClick={() => void page.refetch()}>{common.retry}</Button>} sx={{ mb: 2 }}>
              {page.error.message}
            </Alert>
          )}

          {page.isPending ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }} aria-busy>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={120} />
              ))}
            </Box>
          ) : entries.length === 0 && !page.error ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="library-no-match">
              <Typography color="text.secondary">{search ? t.noMatch(search) : t.noneOfKind}</Typography>
              <Button onClick={clearAll} sx={{ mt: 1 }}>
                {t.showAll}
              </Button>
            </Paper>
          ) : (
            <Box
              component="ul"
              aria-label={t.title}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, opacity: searching ? 0.6 : 1, transition: 'opacity 120ms' }}
            >
              {entries.map((entry) => (
                <Box component="li" key={entry.id}>
                  <LibraryItemCard entry={entry} onOpenExercise={setExercise} onRemove={onRemove} removing={remove.isPending && remove.variables?.id === entry.id} />
                </Box>
              ))}
            </Box>
          )}

          {page.hasNextPage && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button variant="outlined" onClick={() => void page.fetchNextPage()} disabled={page.isFetchingNextPage}>
                {t.loadMore}
              </Button>
            </Box>
          )}
        </>
      )}

      {exercise && <ExerciseDialog open exercise={exercise.exercise} title={exercise.title} onClose={() => setExercise(null)} />}
    </Container>
  );
}
