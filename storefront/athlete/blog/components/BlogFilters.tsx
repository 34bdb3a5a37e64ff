/** The blog list's filters: categories and tags to turn on and off, and whether a post needs any or all of them. */
import type { ReactNode } from 'react';
import { Box, Button, Chip, Skeleton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { BlogCategory, BlogTag } from '../../../shared/blog/types';
import type { BlogRule } from '../../../../src/config/blog';
import { blogText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { filterCount, toggle, type BlogQuery } from '../blog-query';

interface Props {
  query: BlogQuery;
  categories: readonly BlogCategory[] | undefined;
  tags: readonly BlogTag[] | undefined;
  onChange: (next: BlogQuery) => void;
}

function Group({ label, children, loading }: { label: string; children: ReactNode; loading: boolean }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="subtitle2" component="span" sx={{ minWidth: 84 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {loading ? <Skeleton variant="rounded" width={220} height={24} /> : children}
      </Stack>
    </Box>
  );
}

export function BlogFilters({ query, categories, tags, onChange }: Props) {
  const count = filterCount(query);
  const t = useText(blogText);
  // A filter named in the address stays shown (and can be turned off) even when no list names it.
  type Item = { slug: string; name: string; post_count: number };
  const known = (list: readonly Item[] | undefined, chosen: string[]): Item[] => [...chosen.filter((s) => !list?.some((i) => i.slug === s)).map((slug) => ({ slug, name: slug, post_count: 0 })), ...(list ?? [])];
  const chip = (kind: 'tags' | 'categories', item: { slug: string; name: string; post_count: number }, prefix = '') => {
    const on = query[kind].includes(item.slug);
    return (
      <Chip
        key={item.slug}
        size="small"
        label={`${prefix}${item.name} (${item.post_count})`}
        color={on ? 'primary' : 'default'}
        variant={on ? 'filled' : 'outlined'}
        onClick={() => onChange(toggle(query, kind, item.slug))}
        aria-pressed={on}
        data-testid={`filter-${kind === 'tags' ? 'tag' : 'category'}-${item.slug}`}
      />
    );
  };
  return (
    <Box component="section" aria-label={t.filters.label} sx={{ display: 'grid', gap: 1.25, mb: 3 }}>
      <Group label={t.filters.categories} loading={!categories}>
        {known(categories, query.categories).map((c) => chip('categories', c))}
      </Group>
      <Group label={t.filters.tags} loading={!tags}>
        {known(tags, query.tags).map((t) => chip('tags', t, '#'))}
      </Group>
      {count > 0 && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {count > 1 && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={query.rule}
              onChange={(_, rule: BlogRule | null) => rule && onChange({ ...query, rule, page: 1 })}
              aria-label={t.filters.rule}
            >
              <ToggleButton value="any">{t.filters.any}</ToggleButton>
              <ToggleButton value="all">{t.filters.all}</ToggleButton>
            </ToggleButtonGroup>
          )}
          <Button size="small" onClick={() => onChange({ tags: [], categories: [], rule: 'any', page: 1 })}>
            {t.clearFilters}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
