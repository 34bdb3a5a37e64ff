import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';

export type SalesPage = components['schemas']['SalesResponse'];

export interface SalesFilter {
  from?: string;
  to?: string;
  status?: string;
  program_id?: number;
  page?: number;
  size?: number;
}

const query = (f: SalesFilter) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

/** The signed-in trainer's sales (lambda sales): a page, with totals over every match. */
export function getSales(filter: SalesFilter): Promise<SalesPage> {
  return records.custom<SalesPage>({ endpoint: 'sales', method: 'GET', query: query(filter), pathRole: 'trainer' });
}

/** Every matching sale as a CSV file (lambda sales, format=csv). */
export function getSalesCsv(filter: SalesFilter): Promise<Blob> {
  const { page: _page, size: _size, ...rest } = filter;
  return records.custom<Blob>({ endpoint: 'sales', method: 'GET', query: { ...query(rest), format: 'csv' }, pathRole: 'trainer', parseAs: 'blob' });
}

export function useSales(filter: SalesFilter) {
  return useQuery({ queryKey: ['trainer', 'sales', filter], queryFn: () => getSales(filter), placeholderData: keepPreviousData });
}
