/**
 * The athlete's library without React: what a saved item points to, whether something is saved already, the
 * counts per kind, the list filters (kind, and the title search with the records API's `cs` operator) and where
 * an item opens.
 */
import type { Filter, RecordInput, Row } from '../../../../src/api/records';
import { safeLink } from '../../../../src/domain/url-policy';
import { LIBRARY, type LibraryKind } from './library-config';
import { programPath } from '../../../shared/paths';

/** Something that can be saved: a program, an exercise, or a video by its address. */
export type LibraryTarget =
  | { kind: 'program'; program_id: number; title: string }
  | { kind: 'exercise'; exercise_id: number; title: string }
  | { kind: 'video'; url: string; title: string; exercise_id?: number | null };

type ItemRef = Pick<Row<'library_item'>, 'kind' | 'program_id' | 'exercise_id' | 'url'>;

/** True when a saved item is the target (the same program, exercise or video address). */
export function sameTarget(item: ItemRef, target: LibraryTarget): boolean {
  if (item.kind !== target.kind) return false;
  switch (target.kind) {
    case 'program':
      return item.program_id === target.program_id;
    case 'exercise':
      return item.exercise_id === target.exercise_id;
    case 'video':
      return (item.url ?? '') === target.url;
  }
}

/** The saved items that are the target (more than one only if it was saved twice, e.g. from two tabs). */
export function savedMatches<T extends ItemRef>(items: readonly T[] | undefined, target: LibraryTarget): T[] {
  return (items ?? []).filter((item) => sameTarget(item, target));
}

/** The body that saves the target (the owner comes from the token; the title fits the contract). */
export function createBody(target: LibraryTarget): RecordInput<'library_item'> {
  const title = target.title.trim().slice(0, LIBRARY.maxTitle) || target.kind;
  switch (target.kind) {
    case 'program':
      return { kind: 'program', program_id: target.program_id, exercise_id: null, url: null, title };
    case 'exercise':
      return { kind: 'exercise', exercise_id: target.exercise_id, program_id: null, url: null, title };
    case 'video':
      return { kind: 'video', url: target.url, exercise_id: target.exercise_id ?? null, program_id: null, title };
  }
}

/** The target a saved item is (to save it again after an undo). */
export function targetOf(item: Pick<Row<'library_item'>, 'kind' | 'program_id' | 'exercise_id' | 'url' | 'title'>): LibraryTarget | null {
  if (item.kind === 'program' && item.program_id != null) return { kind: 'program', program_id: item.program_id, title: item.title };
  if (item.kind === 'exercise' && item.exercise_id != null) return { kind: 'exercise', exercise_id: item.exercise_id, title: item.title };
  if (item.kind === 'video' && item.url) return { kind: 'video', url: item.url, title: item.title, exercise_id: item.exercise_id ?? null };
  return null;
}

/** How many saved items of each kind, and in all. */
export function countByKind(items: readonly Pick<Row<'library_item'>, 'kind'>[] | undefined): Record<LibraryKind | 'all', number> {
  const counts: Record<LibraryKind | 'all', number> = { all: 0, program: 0, exercise: 0, video: 0 };
  for (const item of items ?? []) {
    counts.all += 1;
    if (item.kind in counts) counts[item.kind] += 1;
  }
  return counts;
}

/** The list filters of a kind tab and a search (blank search: none; the API's `cs` is a case-insensitive "contains"). */
export function libraryFilters(kind: LibraryKind | 'all', search: string): Filter<'library_item'>[] {
  const filters: Filter<'library_item'>[] = [];
  if (kind !== 'all') filters.push({ field: 'kind', op: 'eq', value: kind });
  // The API reads everything after the second comma as the value, so commas in the search are kept.
  const q = search.trim();
  if (q) filters.push({ field: 'title', op: 'cs', value: q });
  return filters;
}

/** A tab value from the address (`?kind=`), `all` for anything unknown. */
export function parseKind(value: string | null | undefined): LibraryKind | 'all' {
  return value === 'program' || value === 'exercise' || value === 'video' ? value : 'all';
}

/** Where an item opens: a program's page, the exercise's details, a video's address (or nowhere when it lost its target). */
export type LibraryDestination = { kind: 'route'; to: string } | { kind: 'exercise'; exerciseId: number } | { kind: 'external'; href: string } | null;

export function destinationOf(item: Pick<Row<'library_item'>, 'kind' | 'program_id' | 'exercise_id' | 'url'>): LibraryDestination {
  if (item.kind === 'program') return item.program_id != null ? { kind: 'route', to: programPath(item.program_id) } : null;
  if (item.kind === 'exercise') return item.exercise_id != null ? { kind: 'exercise', exerciseId: item.exercise_id } : null;
  const href = safeLink(item.url, 'field');
  return href ? { kind: 'external', href } : null;
}
