/**
 * The admin's Ask box (on the dashboard): a question in plain words → the records query the AI proposes (table,
 * filters, order, size, joins), shown before anything runs → "Run query" lists it through the records API, under the
 * admin's policies, and shows the rows. When the server has no AI service it says so, and the box is disabled.
 */
import { useId, useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, CircularProgress, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useAiConfig } from '../../../src/api/ai-config';
import { AI_LIMITS, AI_MESSAGES } from '../../../src/config/ai';
import { TABLES, type FieldMeta } from '../../../src/generated/tables';
import { askText } from '../i18n/en';
import { useLocale } from '../../../src/i18n/locale';
import { useText } from '../../../src/i18n/text';
import { formatDateTime, formatMoney } from '../../../src/ui/format';
import { useProposeQuery, type ProposedQuery } from '../api/propose-query';
import { useRunQuery } from '../api/run-query';
import { filterLabel, orderLabel } from '../ask-text';

type Row = Record<string, unknown>;
const MAX_COLUMNS = 7;

function fieldsOf(table: string): Record<string, FieldMeta> {
  return (TABLES as Record<string, { fields: Record<string, FieldMeta> }>)[table]?.fields ?? {};
}

/** A query's fields by name (`status` of `status,eq,published`, `price` of `price,asc`). */
const fieldOf = (expr: string) => expr.split(',')[0];

/**
 * The columns to show, at most a few: the id, what names the record, the fields the query filters and orders by, what
 * it joins, then the rest in the table's order; plain values only (a join shows as its record's name).
 */
function columnsOf(query: ProposedQuery, rows: readonly Row[]): string[] {
  const fields = fieldsOf(query.table);
  const first = rows[0] ?? {};
  const joined = new Set(query.join.map((j) => j.split('.')[0]));
  const showable = (k: string) => {
    if (!(k in first)) return false;
    // A reference whose record is joined shows as that record's name, once.
    if (fields[k]?.references && joined.has(k.replace(/_id$/, '')) && k.endsWith('_id')) return false;
    if (k in fields) return fields[k].type !== 'array' && fields[k].type !== 'object';
    const v = first[k];
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  };
  const naming = ['title', 'name', 'first_name', 'last_name', 'email'];
  const wanted = ['id', ...naming, ...query.filter.map(fieldOf), ...query.order.map(fieldOf), ...query.join.map((j) => j.split('.')[0]), ...Object.keys(first)];
  return [...new Set(wanted)].filter(showable).slice(0, MAX_COLUMNS);
}

/** A joined record in a word: a person's name, a title, a name, or its id. */
function joinedLabel(value: Record<string, unknown>): string {
  const name = [value.first_name, value.last_name].filter(Boolean).join(' ');
  return String(name || value.title || value.name || (value.id !== undefined ? `#${value.id}` : ''));
}

function cellText(table: string, key: string, row: Row, locale: string): string {
  const value = row[key];
  if (value === null || value === undefined) return '—';
  const meta = fieldsOf(table)[key];
  if (meta?.money && typeof value === 'number' && typeof row.currency === 'string') return formatMoney(value, row.currency, locale);
  if (meta?.format === 'date-time' && typeof value === 'string') return formatDateTime(value, locale);
  if (typeof value === 'object') return joinedLabel(value as Record<string, unknown>);
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function QueryParts({ query }: { query: ProposedQuery }) {
  const t = useText(askText);
  const line = (label: string, parts: readonly string[], testId: string) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 64 }}>
        {label}
      </Typography>
      {parts.length ? (
        parts.map((p) => <Chip key={p} size="small" variant="outlined" label={p} data-testid={testId} />)
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t.none}
        </Typography>
      )}
    </Stack>
  );
  return (
    <Stack spacing={0.75}>
      {line(t.table, [query.table], 'query-table')}
      {line(t.filters, query.filter.map((f) => filterLabel(f, t)), 'query-filter')}
      {line(t.order, query.order.map(orderLabel), 'query-order')}
      {line(t.size, [String(query.size)], 'query-size')}
      {query.join.length > 0 && line(t.joins, query.join, 'query-join')}
    </Stack>
  );
}

function Results({ query }: { query: ProposedQuery }) {
  const run = useRunQuery(query);
  const t = useText(askText);
  const locale = useLocale();
  if (run.isPending) return <LinearProgress aria-label={t.running} />;
  if (run.error) return <Alert severity="error">{run.error.message}</Alert>;
  const rows = run.data.list as unknown as Row[];
  if (!rows.length) return <Typography color="text.secondary">{t.empty}</Typography>;
  const columns = columnsOf(query, rows);
  const fields = fieldsOf(query.table);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" data-testid="ask-count">
        {t.counted(rows.length, run.data.total, query.table)}
      </Typography>
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label={t.results}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c}>{fields[c]?.title ?? c.charAt(0).toUpperCase() + c.slice(1).replace(/_/g, ' ')}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={String(row.id ?? i)} hover>
                {columns.map((c) => (
                  <TableCell key={c} title={typeof row[c] === 'string' ? String(row[c]) : undefined}>
                    {cellText(query.table, c, row, locale)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

export function AskBox() {
  const config = useAiConfig();
  const propose = useProposeQuery();
  const [prompt, setPrompt] = useState('');
  const [ran, setRan] = useState<ProposedQuery | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputId = useId();
  const t = useText(askText);
  const off = config.data ? !config.data.configured : false;
  const answer = propose.data;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const text = prompt.trim();
    if (!text) return setFieldError(t.emptyPrompt);
    setFieldError(null);
    setRan(null);
    propose.mutate(text);
  };
  const clear = () => {
    propose.reset();
    setRan(null);
    setPrompt('');
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${inputId}-title`} data-testid="ask-box">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <AutoAwesomeIcon color="primary" fontSize="small" />
          <Typography variant="h6" component="h3" id={`${inputId}-title`}>
            {t.title}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.intro}
        </Typography>
        {config.isPending && <LinearProgress sx={{ mb: 2 }} aria-label={t.checking} />}
        {off && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="ask-off">
            <AlertTitle>{t.offTitle}</AlertTitle>
            {AI_MESSAGES.notConfiguredHint}
          </Alert>
        )}
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            id={inputId}
            label={t.label}
            placeholder={t.placeholder}
            value={prompt}
            onChange={(e) => {
              setPrompt(e.target.value);
              if (fieldError) setFieldError(null);
            }}
            fullWidth
            size="small"
            disabled={off || config.isPending || propose.isPending}
            error={!!fieldError}
            helperText={fieldError ?? (prompt.length > AI_LIMITS.promptMaxChars * 0.9 ? `${prompt.length} / ${AI_LIMITS.promptMaxChars}` : ' ')}
            slotProps={{ htmlInput: { maxLength: AI_LIMITS.promptMaxChars } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={off || config.isPending || propose.isPending}
            startIcon={propose.isPending ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
            sx={{ whiteSpace: 'nowrap', mt: 0.25 }}
          >
            {propose.isPending ? t.proposing : t.propose}
          </Button>
        </Box>
        {propose.error && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="ask-error">
            {propose.error.message}
          </Alert>
        )}
        {answer && (
          <Box component="section" aria-label={t.proposed} data-testid="proposed-query" sx={{ mt: 1, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="subtitle2" component="h4" gutterBottom>
              {t.proposed}
            </Typography>
            {answer.explanation && (
              <Typography variant="body2" sx={{ mb: 1.5, fontStyle: 'italic' }}>
                {answer.explanation}
              </Typography>
            )}
            <QueryParts query={answer.query} />
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => setRan(answer.query)}>
                {t.run}
              </Button>
              <Button onClick={clear}>{t.clear}</Button>
            </Stack>
          </Box>
        )}
        {ran && (
          <Box sx={{ mt: 2 }}>
            <Results query={ran} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
