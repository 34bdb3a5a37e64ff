import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { catalogListOptions, type Catalog } from '../catalog-query';

export interface TrainerRef {
  id: number;
  first_name: string;
  last_name: string;
}

/**
 * One page of the catalogue: published programs matching the search and filters, in the chosen order, with their
 * trainer. Asked in the caller's own role (a signed-in trainer or admin may browse the storefront too; their own
 * drafts stay out through the status filter).
 */
export function getPrograms(catalog: Catalog, signal?: AbortSignal) {
  return records.list<'program', { trainer: TrainerRef | null }>('program', { ...catalogListOptions(catalog), signal });
}

export function usePrograms(catalog: Catalog) {
  return useQuery({
    queryKey: ['programs', 'catalog', catalogListOptions(catalog)],
    queryFn: ({ signal }) => getPrograms(catalog, signal),
    // The old page stays on screen while the next one loads (no flash of skeletons on every keystroke).
    placeholderData: keepPreviousData,
  });
}
