/**
 * GET lambda `programs/{id}/price` (public): the price today with the discount that applies (or the `code`'s),
 * computed by the server with the one rule checkout charges (src/domain/discounts.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import { normaliseCode } from '../../../../../src/domain/discounts';
import type { components } from '../../../../../src/generated/api';

export type PriceQuote = components['schemas']['PriceQuoteResponse'];

export const priceQuoteKey = (programId: number, code?: string | null) => ['programs', 'price', programId, normaliseCode(code) ?? ''] as const;

export function getPriceQuote(programId: number, code?: string | null): Promise<PriceQuote> {
  return unwrap(
    api.GET('/v1/api/{project}/{role}/lambda/programs/{programId}/price', {
      params: { path: { ...onPath(), programId }, query: { code: normaliseCode(code) ?? undefined } },
    }),
  );
}

/** Always fresh (a discount may start or end any time); the last quote stays on screen while a new code is priced. */
export function usePriceQuote(programId: number | null, code?: string | null) {
  return useQuery({
    queryKey: priceQuoteKey(programId ?? 0, code),
    queryFn: () => getPriceQuote(programId!, code),
    enabled: programId !== null && Number.isInteger(programId) && programId > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
