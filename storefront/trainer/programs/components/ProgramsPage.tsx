/**
 * /trainer/programs: the trainer's own programs in every status, with a status filter, a title search,
 * sales per program (lambda programs/stats), and the actions: edit, view, duplicate, submit for review /
 * withdraw / unpublish / archive, and "New program". The filter, search and page live in the address.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Alert,
  Avatar,
  Box,
  Button,
  IconButton,
  InputAdornment,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityIcon from '@mui/icons-material/Visibility';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { RECORDS } from '../../../../src/config/constants';
import { programsText } from '../../common/programs/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { useStudioFormat } from '../../common/format';
import { actionErrorText } from '../../common/programs/action-errors';
import { useMyPrograms, type MyProgramsQuery } from '../../common/programs/api/get-my-programs';
import { useProgramStats } from '../api/get-program-stats';
import { formatPrice, formatRevenue, programSummary } from '../../common/programs/format-program';
import { searchParamsNow } from '../../../../src/routing/address';
import { PROGRAM_STATUSES, type ProgramStatus } from '../../common/programs/program-status';
import { ProgramActionsMenu } from './ProgramActionsMenu';
import { ProgramStatusChip } from '../../common/programs/components/ProgramStatusChip';

const SEARCH_DEBOUNCE_MS = 300;

/** The list's status, search and page, as the address's parameters hold them. */
function parseListQuery(params: URLSearchParams): MyProgramsQuery {
  const raw = params.get('status');
  const status = PROGRAM_STATUSES.includes(raw as ProgramStatus) ? (raw as ProgramStatus) : 'all';
  return { status, search: params.get('q') ?? '', page: Math.max(1, Number(params.get('page')) || 1) };
}

function useListQuery(): [MyProgramsQuery, (patch: Partial<MyProgramsQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: Partial<MyProgramsQuery>) => {
      // Built on what the address holds now (searchParamsNow), not on the last render: a search typed right after
      // choosing a status keeps the status.
      const next = { ...parseListQuery(searchParamsNow()), page: 1, ...patch };
      const out = new URLSearchParams();
      if (next.status !== 'all') out.set('status', next.status);
      if (next.search) out.set('q', next.search);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { replace: true });
    },
    [setParams],
  );
  return [parseListQuery(params), update];
}

export default function ProgramsPage() {
  const [query, setQuery] = useListQuery();
  const [search, setSearch] = useState(query.search);
  useEffect(() => {
    if (search === query.search) return undefined;
    const timer = setTimeout(() => setQuery({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query.search, setQuery]);

  const programs = useMyPrograms(query);
  const list = programs.data?.list ?? [];
  const stats = useProgramStats(list.map((p) => p.id!));
  const filtered = query.status !== 'all' || query.search !== '';
  const t = useText(programsText);
  const f = useStudioFormat();

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {t.title}
          </Typography>
          <Typography color="text.secondary">{t.intro}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/trainer/add-program">
          {t.newProgram}
        </Button>
      </Stack>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t.statusFilter}
          value={query.status}
          onChange={(_, value: ProgramStatus | 'all' | null) => value && setQuery({ status: value })}
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value="all">{t.all}</ToggleButton>
          {PROGRAM_STATUSES.map((s) => (
            <ToggleButton key={s} value={s}>
              {t.status[s]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="search"
          label={t.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          sx={{ minWidth: { md: 280 } }}
        />
      </Stack>

      {programs.error && <Alert severity="error" sx={{ mb: 2 }}>{actionErrorText(programs.error)}</Alert>}
      {stats.error && <Alert severity="warning" sx={{ mb: 2 }}>{t.statsUnavailable(actionErrorText(stats.error) ?? '')}</Alert>}

      <TableContainer component={Paper} variant="outlined">
        {programs.isFetching && <LinearProgress aria-label={t.loading} />}
        <Table aria-label={t.table} size="medium">
          <TableHead>
            <TableRow>
              <TableCell>{t.columns.program}</TableCell>
              <TableCell>{t.columns.status}</TableCell>
              <TableCell align="right">{t.columns.price}</TableCell>
              <TableCell align="right">{t.columns.sales}</TableCell>
              <TableCell align="right">{t.columns.revenue}</TableCell>
              <TableCell>{t.columns.updated}</TableCell>
              <TableCell align="right">{t.columns.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((p) => {
              const s = stats.data?.get(p.id!);
              return (
                <TableRow key={p.id} hover data-testid="program-row">
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Avatar variant="rounded" src={p.cover ?? undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'action.selected' }}>
                        <FitnessCenterIcon color="action" />
                      </Avatar>
                      <Box>
                        <Link component={RouterLink} to={`/trainer/edit-program/${p.id}`} underline="hover" sx={{ fontWeight: 600 }}>
                          {p.title}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {programSummary(p, t)}
                        </Typography>
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <ProgramStatusChip status={p.status!} />
                  </TableCell>
                  <TableCell align="right">{formatPrice(p, t, f)}</TableCell>
                  <TableCell align="right" data-testid="program-sales">
                    {s ? f.number(s.sales) : '…'}
                  </TableCell>
                  <TableCell align="right">{s ? formatRevenue(s.revenue, f) : '…'}</TableCell>
                  <TableCell>{p.updated_at ? f.date(p.updated_at) : ''}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t.edit}>
                      <IconButton aria-label={t.editProgram(p.title)} component={RouterLink} to={`/trainer/edit-program/${p.id}`}>
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t.view}>
                      <IconButton aria-label={t.viewProgram(p.title)} component={RouterLink} to={`/trainer/view-program/${p.id}`}>
                        <VisibilityIcon />
                      </IconButton>
                    </Tooltip>
                    <ProgramActionsMenu program={{ id: p.id!, title: p.title, status: p.status! }} />
                  </TableCell>
                </TableRow>
              );
            })}
            {programs.data && list.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {filtered ? t.noMatch : t.empty}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {programs.data && programs.data.total > RECORDS.paginateSize && (
          <TablePagination
            component="div"
            count={programs.data.total}
            page={query.page - 1}
            rowsPerPage={RECORDS.paginateSize}
            rowsPerPageOptions={[RECORDS.paginateSize]}
            onPageChange={(_, page) => setQuery({ page: page + 1 })}
            labelRowsPerPage={t.rowsPerPage}
            labelDisplayedRows={({ from, to, count }) => t.displayedRows(from, to, count)}
          />
        )}
      </TableContainer>
    </Box>
  );
}
