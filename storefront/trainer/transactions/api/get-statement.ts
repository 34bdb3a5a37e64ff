/** The trainer's monthly statement (ADR 027): the month's ledger rows and, per currency, the opening and closing balance. */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';

export type Statement = components['schemas']['Statement'];

export function useStatement(month: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['trainer', 'earnings', 'statement', month],
    queryFn: ({ signal }) => unwrap(api.GET('/v1/api/{project}/{role}/lambda/earnings/statements/{month}', { params: { path: { ...onPath('trainer'), month } }, signal })),
  });
}
