/** GET records `{table}` (admin) with a proposed query's filters, order, size and joins: running it is an ordinary list. */
import { useQuery } from '@tanstack/react-query';
import { records } from '../../../src/api/records';
import type { TableName } from '../../../src/generated/tables';
import type { ProposedQuery } from './propose-query';

export function runQuery(query: ProposedQuery, signal?: AbortSignal) {
  return records.list(query.table as TableName, { filter: query.filter, order: query.order, size: query.size, join: query.join, pathRole: 'admin', signal });
}

/** The rows of `query` once it is asked to run (null: not yet). */
export function useRunQuery(query: ProposedQuery | null) {
  return useQuery({
    queryKey: ['admin', 'ask', 'run', query],
    queryFn: ({ signal }) => runQuery(query!, signal),
    enabled: query !== null,
    staleTime: 0,
    retry: false,
  });
}
