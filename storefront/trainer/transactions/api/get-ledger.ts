/**
 * The signed-in trainer's earnings ledger (records table `earning`, ADR 026; the server gives a trainer their own
 * rows only): a page, newest first, of one kind or all; and all of them as a CSV file.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { records, type Filters, type ListPage } from '../../../../src/api/records';
import type { EarningKind } from '../../../../src/domain/earnings';

export interface LedgerFilter {
  kind?: EarningKind;
  page: number;
  size: number;
}

const filterOf = (kind: EarningKind | undefined): Filters<'earning'> => (kind ? [{ field: 'kind', op: 'eq', value: kind }] : []);

export function getLedger(f: LedgerFilter, signal?: AbortSignal): Promise<ListPage<'earning'>> {
  return records.list('earning', { filter: filterOf(f.kind), order: ['created_at,desc', 'id,desc'], page: f.page, size: f.size, pathRole: 'trainer', signal });
}

export function useLedger(f: LedgerFilter) {
  return useQuery({ queryKey: ['trainer', 'earnings', 'ledger', f], queryFn: ({ signal }) => getLedger(f, signal), placeholderData: keepPreviousData });
}

export async function getLedgerCsv(kind: EarningKind | undefined): Promise<Blob> {
  return (await records.export('earning', { format: 'csv', filter: filterOf(kind), order: ['created_at,desc', 'id,desc'], pathRole: 'trainer' })) as Blob;
}
