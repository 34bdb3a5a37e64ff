import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { ApiError } from '../../../../src/api/errors';
import { onPath } from '../../../../src/api/lambda';
import type { components, operations } from '../../../../src/generated/api';

export type SalesPage = components['schemas']['SalesResponse'];
type SalesQuery = NonNullable<operations['listTrainerSales']['parameters']['query']>;

export interface SalesFilter {
  from?: string;
  to?: string;
  status?: string;
  program_id?: number;
  page?: number;
  size?: number;
}

/**
 * The filter's set fields (undefined and blank ones left out), in the caller's order, as the contract's query.
 * `as`: SalesFilter keeps `status` a string for its callers (the page's select, which offers only the contract's
 * statuses); it is sent as given, as before.
 */
const query = (f: SalesFilter) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Omit<SalesQuery, 'format'>;

/** The signed-in trainer's sales (lambda sales): a page, with totals over every match. */
export async function getSales(filter: SalesFilter): Promise<SalesPage> {
  const { data, response } = await api.GET('/v1/api/{project}/{role}/lambda/sales', { params: { path: onPath('trainer'), query: query(filter) } });
  const page = await unwrap({ data, response });
  // The operation answers the JSON page, or the CSV text when asked for `format=csv` (getSalesCsv), which this call
  // does not ask: text here is a malformed answer, refused as unwrap refuses one.
  if (typeof page === 'string') throw ApiError.fromResponse(response.status, true, page);
  return page;
}

/** Every matching sale as a CSV file (lambda sales, format=csv). */
export function getSalesCsv(filter: SalesFilter): Promise<Blob> {
  const { page: _page, size: _size, ...rest } = filter;
  return unwrap(
    api.GET('/v1/api/{project}/{role}/lambda/sales', {
      params: { path: onPath('trainer'), query: { ...query(rest), format: 'csv' } },
      parseAs: 'blob',
    }),
  );
}

export function useSales(filter: SalesFilter) {
  return useQuery({ queryKey: ['trainer', 'sales', filter], queryFn: () => getSales(filter), placeholderData: keepPreviousData });
}
