/**
 * The home page's catalogue as a URL: search, filters (sport, level, price range, duration, trainer), sort and page
 * live in the query string, so a search can be shared, bookmarked and walked back with the browser's Back button.
 * `parseCatalog` reads them (ignoring anything malformed), `catalogParams` writes them back (defaults left out),
 * and `catalogListOptions` turns them into one records-API list request over published programs.
 */

/** The sorts, each with its order (their names are the catalogue's words: storefront/athlete/home/i18n/en.ts). */
export const SORTS = {
  newest: { order: ['created_at,desc', 'id,desc'] },
  price_asc: { order: ['price,asc', 'id,asc'] },
  price_desc: { order: ['price,desc', 'id,desc'] },
  rating: { order: ['rating_avg,desc', 'rating_count,desc', 'id,desc'] },
  popular: { order: ['enrollment_count,desc', 'rating_avg,desc', 'id,desc'] },
} as const;
export type SortKey = keyof typeof SORTS;
export const DEFAULT_SORT: SortKey = 'newest';

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

/** Program lengths people pick from, in weeks (inclusive bounds; `max` null: no upper bound). */
export const DURATIONS = {
  short: { min: 1, max: 4 },
  medium: { min: 5, max: 8 },
  long: { min: 9, max: 12 },
  longer: { min: 13, max: null },
} as const;
export type DurationKey = keyof typeof DURATIONS;

export const PAGE_SIZE = 12;
/** The longest search text sent (the API takes filter values up to 1000 characters). */
export const MAX_SEARCH = 100;

export interface Catalog {
  q: string;
  sport: string | null;
  level: Level | null;
  /** Whole currency units (a price filter people type), not minor units. */
  minPrice: number | null;
  maxPrice: number | null;
  duration: DurationKey | null;
  trainer: number | null;
  sort: SortKey;
  page: number;
}

export const EMPTY_CATALOG: Catalog = { q: '', sport: null, level: null, minPrice: null, maxPrice: null, duration: null, trainer: null, sort: DEFAULT_SORT, page: 1 };

const has = <T extends object>(o: T, k: string): k is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(o, k);
const wholeNumber = (raw: string | null, min: number): number | null => {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n >= min ? n : null;
};

export function parseCatalog(params: URLSearchParams): Catalog {
  const level = params.get('level');
  const duration = params.get('duration');
  const sort = params.get('sort');
  let minPrice = wholeNumber(params.get('min'), 0);
  let maxPrice = wholeNumber(params.get('max'), 0);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    sport: params.get('sport')?.trim() || null,
    level: level && (LEVELS as readonly string[]).includes(level) ? (level as Level) : null,
    minPrice,
    maxPrice,
    duration: duration && has(DURATIONS, duration) ? duration : null,
    trainer: wholeNumber(params.get('trainer'), 1),
    sort: sort && has(SORTS, sort) ? sort : DEFAULT_SORT,
    page: wholeNumber(params.get('page'), 1) ?? 1,
  };
}

/** The query string for `c` (defaults omitted, so the plain home page stays `/`). */
export function catalogParams(c: Catalog): URLSearchParams {
  const p = new URLSearchParams();
  if (c.q.trim()) p.set('q', c.q.trim().slice(0, MAX_SEARCH));
  if (c.sport) p.set('sport', c.sport);
  if (c.level) p.set('level', c.level);
  if (c.minPrice !== null) p.set('min', String(c.minPrice));
  if (c.maxPrice !== null) p.set('max', String(c.maxPrice));
  if (c.duration) p.set('duration', c.duration);
  if (c.trainer !== null) p.set('trainer', String(c.trainer));
  if (c.sort !== DEFAULT_SORT) p.set('sort', c.sort);
  if (c.page > 1) p.set('page', String(c.page));
  return p;
}

/** A change of anything but the page starts again at page 1. */
export function withChange(c: Catalog, change: Partial<Omit<Catalog, 'page'>>): Catalog {
  return { ...c, ...change, page: 1 };
}

/** How many filters (search included) narrow the list: the "Clear all" button shows when there is one. */
export function activeFilterCount(c: Catalog): number {
  return [c.q, c.sport, c.level, c.minPrice ?? c.maxPrice, c.duration, c.trainer].filter((v) => v !== null && v !== '').length;
}

/** A filter value inside `field,op,value`: commas are fine (the value is everything after the second comma). */
const searchValue = (q: string) => q.trim().slice(0, MAX_SEARCH);

export interface CatalogRequest {
  page: number;
  size: number;
  filter: string[];
  any: string[];
  order: string[];
  join: string[];
}

/** One list request: published programs matching every filter, and the search in the title, description or sport. */
export function catalogListOptions(c: Catalog): CatalogRequest {
  const filter = ['status,eq,published'];
  if (c.sport) filter.push(`sport,eq,${c.sport}`);
  if (c.level) filter.push(`level,eq,${c.level}`);
  if (c.minPrice !== null) filter.push(`price,ge,${c.minPrice * 100}`);
  if (c.maxPrice !== null) filter.push(`price,le,${c.maxPrice * 100}`);
  if (c.duration) {
    const d = DURATIONS[c.duration];
    filter.push(`duration_weeks,ge,${d.min}`);
    if (d.max !== null) filter.push(`duration_weeks,le,${d.max}`);
  }
  if (c.trainer !== null) filter.push(`trainer_id,eq,${c.trainer}`);
  const q = searchValue(c.q);
  const any = q ? ['title', 'description', 'sport'].map((field) => `${field},cs,${q}`) : [];
  return { page: c.page, size: PAGE_SIZE, filter, any, order: [...SORTS[c.sort].order], join: ['trainer'] };
}
