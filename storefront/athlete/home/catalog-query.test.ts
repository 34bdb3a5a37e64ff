import { describe, expect, it } from 'vitest';
import { activeFilterCount, catalogListOptions, catalogParams, EMPTY_CATALOG, MAX_SEARCH, parseCatalog, withChange } from './catalog-query';

const parse = (qs: string) => parseCatalog(new URLSearchParams(qs));

describe('parseCatalog', () => {
  it('reads every filter, the sort and the page', () => {
    expect(parse('q=run&sport=Running&level=beginner&min=10&max=50&duration=medium&trainer=4&sort=price_asc&page=3')).toEqual({
      q: 'run', sport: 'Running', level: 'beginner', minPrice: 10, maxPrice: 50, duration: 'medium', trainer: 4, sort: 'price_asc', page: 3,
    });
  });

  it('ignores what it cannot use instead of failing', () => {
    expect(parse('level=expert&duration=forever&sort=random&page=0&trainer=abc&min=-5&max=1e9')).toEqual(EMPTY_CATALOG);
    expect(parse('sort=constructor&duration=toString')).toEqual(EMPTY_CATALOG);
  });

  it('swaps a price range typed the wrong way round', () => {
    expect(parse('min=80&max=20')).toMatchObject({ minPrice: 20, maxPrice: 80 });
  });

  it('trims and caps the search', () => {
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(MAX_SEARCH);
    expect(parse('q=%20%20squat%20').q).toBe('squat');
  });
});

describe('catalogParams', () => {
  it('leaves the defaults out, so the plain home page is /', () => {
    expect(catalogParams(EMPTY_CATALOG).toString()).toBe('');
  });

  it('round-trips through parseCatalog', () => {
    const c = { ...EMPTY_CATALOG, q: 'kettle bell, swing', level: 'advanced' as const, minPrice: 0, duration: 'longer' as const, sort: 'rating' as const, page: 2 };
    expect(parseCatalog(catalogParams(c))).toEqual(c);
  });
});

describe('withChange and activeFilterCount', () => {
  it('goes back to page 1 on any change', () => {
    expect(withChange({ ...EMPTY_CATALOG, page: 4 }, { sort: 'popular' })).toMatchObject({ sort: 'popular', page: 1 });
  });

  it('counts search and filters, not the sort', () => {
    expect(activeFilterCount(EMPTY_CATALOG)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_CATALOG, sort: 'price_desc' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_CATALOG, q: 'run', maxPrice: 40, trainer: 3 })).toBe(3);
  });
});

describe('catalogListOptions', () => {
  it('asks for published programs only, newest first, with their trainer', () => {
    expect(catalogListOptions(EMPTY_CATALOG)).toEqual({
      page: 1, size: 12, filter: ['status,eq,published'], any: [], order: ['created_at,desc', 'id,desc'], join: ['trainer'],
    });
  });

  it('turns each filter into the API’s filters; prices in minor units; the search into an any-of group', () => {
    const req = catalogListOptions(parseCatalog(new URLSearchParams('q=run&sport=Running&level=intermediate&min=20&max=40&duration=long&trainer=4&sort=popular&page=2')));
    expect(req.filter).toEqual([
      'status,eq,published', 'sport,eq,Running', 'level,eq,intermediate', 'price,ge,2000', 'price,le,4000', 'duration_weeks,ge,9', 'duration_weeks,le,12', 'trainer_id,eq,4',
    ]);
    expect(req.any).toEqual(['title,cs,run', 'description,cs,run', 'sport,cs,run']);
    expect(req.order[0]).toBe('enrollment_count,desc');
    expect(req.page).toBe(2);
  });

  it('leaves the upper bound open for the longest programs', () => {
    expect(catalogListOptions({ ...EMPTY_CATALOG, duration: 'longer' }).filter).toEqual(['status,eq,published', 'duration_weeks,ge,13']);
  });
});
