/**
 * The catalogue's search box, filters and sort. Native selects (light, and the phone's own picker on mobile), and
 * the light outlined fields rather than `TextField` (src/ui/LightFields.tsx: the home page is most visitors' first load);
 * the search and the price bounds apply after a short pause in typing, the rest at once.
 */
import { useEffect, useState } from 'react';
import { Box, Button } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { activeFilterCount, DURATIONS, EMPTY_CATALOG, LEVELS, MAX_SEARCH, SORTS, withChange, type Catalog, type DurationKey, type Level, type SortKey } from '../catalog-query';
import type { TrainerCardData } from '../api/get-trainers';
import { homeText } from '../i18n/en';
import { programFactsText } from '../../../shared/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { OutlinedNativeSelect, OutlinedTextField } from '../../../../src/ui/LightFields';

const TYPING_PAUSE_MS = 350;

/** A value that follows `value` once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * Where a field sits, in twelfths of the row from each breakpoint on (as MUI's `Grid` `size`), drawn on a CSS grid of 24
 * columns so that the price boxes can take one and a half twelfths each from `md`.
 */
const cell = (size: { xs: number; sm?: number; md?: number }) => ({
  gridColumn: Object.fromEntries(Object.entries(size).map(([breakpoint, twelfths]) => [breakpoint, `span ${twelfths * 2}`])),
});

const priceText = (n: number | null) => (n === null ? '' : String(n));
const priceValue = (raw: string): number | null => (/^\d{1,7}$/.test(raw.trim()) ? Number(raw.trim()) : null);

/**
 * `onChange` is given the change as a function of the catalogue it applies to: the page applies it to the latest one
 * (two quick changes, the second made before the first re-rendered, both hold), not to the one this render shows.
 */
export function CatalogFilters({ catalog, onChange, sports, trainers }: { catalog: Catalog; onChange: (change: (current: Catalog) => Catalog) => void; sports: readonly string[]; trainers: readonly TrainerCardData[] }) {
  const [q, setQ] = useState(catalog.q);
  const [min, setMin] = useState(priceText(catalog.minPrice));
  const [max, setMax] = useState(priceText(catalog.maxPrice));
  // Back/forward or "Clear all" change the URL: the boxes follow.
  useEffect(() => setQ(catalog.q), [catalog.q]);
  useEffect(() => setMin(priceText(catalog.minPrice)), [catalog.minPrice]);
  useEffect(() => setMax(priceText(catalog.maxPrice)), [catalog.maxPrice]);

  const settledQ = useSettled(q, TYPING_PAUSE_MS);
  const settledMin = useSettled(min, TYPING_PAUSE_MS);
  const settledMax = useSettled(max, TYPING_PAUSE_MS);
  useEffect(() => {
    const next = { q: settledQ.trim(), minPrice: priceValue(settledMin), maxPrice: priceValue(settledMax) };
    if (next.q !== catalog.q || next.minPrice !== catalog.minPrice || next.maxPrice !== catalog.maxPrice) onChange((current) => withChange(current, next));
    // Only the settled typing starts a change; the catalogue itself moving is not one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledQ, settledMin, settledMax]);

  const t = useText(homeText);
  const f = t.filters;
  const levels = useText(programFactsText).levels;
  const set = (change: Partial<Omit<Catalog, 'page'>>) => onChange((current) => withChange(current, change));
  const sportOptions = catalog.sport && !sports.includes(catalog.sport) ? [...sports, catalog.sport] : sports;
  const trainerOptions = trainers.map((tr) => ({ id: tr.id, name: `${tr.first_name} ${tr.last_name}` }));
  if (catalog.trainer !== null && !trainers.some((tr) => tr.id === catalog.trainer)) trainerOptions.push({ id: catalog.trainer, name: f.unknownTrainer(catalog.trainer) });

  return (
    <Box
      component="form"
      role="search"
      aria-label={f.form}
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(24, minmax(0, 1fr))', gap: 1.5, mb: 2 }}
    >
      <Box sx={cell({ xs: 12, md: 6 })}>
        <OutlinedTextField
          type="search"
          label={f.search}
          placeholder={f.placeholder}
          value={q}
          onChange={setQ}
          onKeyDown={(e) => {
            if (e.key === 'Enter') set({ q: q.trim() });
          }}
          inputProps={{ maxLength: MAX_SEARCH, 'data-testid': 'catalog-search' }}
          start={<SearchIcon fontSize="small" />}
        />
      </Box>
      <Box sx={cell({ xs: 6, md: 3 })}>
        <OutlinedNativeSelect label={f.sortBy} value={catalog.sort} onChange={(v) => set({ sort: v as SortKey })} inputProps={{ 'data-testid': 'catalog-sort' }}>
          {(Object.keys(SORTS) as SortKey[]).map((key) => (
            <option key={key} value={key}>
              {t.sorts[key]}
            </option>
          ))}
        </OutlinedNativeSelect>
      </Box>
      <Box sx={cell({ xs: 6, md: 3 })}>
        <OutlinedNativeSelect label={f.sport} value={catalog.sport ?? ''} onChange={(v) => set({ sport: v || null })} inputProps={{ 'data-testid': 'catalog-sport' }}>
          <option value="">{f.anySport}</option>
          {sportOptions.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </OutlinedNativeSelect>
      </Box>
      <Box sx={cell({ xs: 6, sm: 4, md: 2 })}>
        <OutlinedNativeSelect label={f.level} value={catalog.level ?? ''} onChange={(v) => set({ level: (v || null) as Level | null })} inputProps={{ 'data-testid': 'catalog-level' }}>
          <option value="">{f.anyLevel}</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {levels[l]}
            </option>
          ))}
        </OutlinedNativeSelect>
      </Box>
      <Box sx={cell({ xs: 6, sm: 4, md: 2 })}>
        <OutlinedNativeSelect label={f.length} value={catalog.duration ?? ''} onChange={(v) => set({ duration: (v || null) as DurationKey | null })} inputProps={{ 'data-testid': 'catalog-duration' }}>
          <option value="">{f.anyLength}</option>
          {(Object.keys(DURATIONS) as DurationKey[]).map((key) => (
            <option key={key} value={key}>
              {t.durations[key]}
            </option>
          ))}
        </OutlinedNativeSelect>
      </Box>
      <Box sx={cell({ xs: 12, sm: 4, md: 3 })}>
        <OutlinedNativeSelect label={f.trainer} value={catalog.trainer === null ? '' : String(catalog.trainer)} onChange={(v) => set({ trainer: v ? Number(v) : null })} inputProps={{ 'data-testid': 'catalog-trainer' }}>
          <option value="">{f.anyTrainer}</option>
          {trainerOptions.map((tr) => (
            <option key={tr.id} value={tr.id}>
              {tr.name}
            </option>
          ))}
        </OutlinedNativeSelect>
      </Box>
      <Box sx={cell({ xs: 6, md: 1.5 })}>
        <OutlinedTextField
          label={f.minPrice}
          value={min}
          onChange={(v) => setMin(v.replace(/\D/g, ''))}
          inputProps={{ inputMode: 'numeric', maxLength: 7, 'data-testid': 'catalog-min' }}
          start="$"
        />
      </Box>
      <Box sx={cell({ xs: 6, md: 1.5 })}>
        <OutlinedTextField
          label={f.maxPrice}
          value={max}
          onChange={(v) => setMax(v.replace(/\D/g, ''))}
          inputProps={{ inputMode: 'numeric', maxLength: 7, 'data-testid': 'catalog-max' }}
          start="$"
        />
      </Box>
      <Box sx={{ ...cell({ xs: 12, md: 2 }), display: 'flex', alignItems: 'center' }}>
        {activeFilterCount(catalog) > 0 && (
          <Button fullWidth onClick={() => onChange((current) => ({ ...EMPTY_CATALOG, sort: current.sort }))}>
            {f.clearAll}
          </Button>
        )}
      </Box>
    </Box>
  );
}
