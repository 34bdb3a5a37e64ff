import { describe, expect, it } from 'vitest';
import { askFr } from './i18n/fr';
import { filterLabel, orderLabel } from './ask-text';

describe('a proposed query, as the Ask box shows it', () => {
  it('reads filters in words', () => {
    expect(filterLabel('status,eq,published')).toBe('status = published');
    expect(filterLabel('price,le,2000')).toBe('price ≤ 2000');
    expect(filterLabel('title,cs,run, fast')).toBe('title contains run, fast');
    expect(filterLabel('status,in,draft|published')).toBe('status is one of draft, published');
    expect(filterLabel('cover,is,null')).toBe('cover is empty');
    expect(filterLabel('odd')).toBe('odd');
  });

  it('reads filters in French words for a French admin', () => {
    expect(filterLabel('status,eq,published', askFr)).toBe('status = published');
    expect(filterLabel('title,cs,run', askFr)).toBe('title contient run');
    expect(filterLabel('status,in,draft|published', askFr)).toBe('status fait partie de draft, published');
    expect(filterLabel('cover,is,null', askFr)).toBe('cover est vide');
  });

  it('reads orders with arrows', () => {
    expect(orderLabel('price,asc')).toBe('price ↑');
    expect(orderLabel('created_at,desc')).toBe('created_at ↓');
    expect(orderLabel('title')).toBe('title ↑');
  });
});
