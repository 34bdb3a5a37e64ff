/** GET lambda `stripe/config` (public): the card provider, the refund window and, for the sandbox, its test cards. */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';

export type PaymentConfig = components['schemas']['PaymentConfigResponse'];

export const PAYMENT_CONFIG_KEY = ['payments', 'config'] as const;

export function getPaymentConfig(): Promise<PaymentConfig> {
  return unwrap(api.GET('/v1/api/{project}/{role}/lambda/stripe/config', { params: { path: onPath() } }));
}

/** The server's configuration does not change while the app runs. */
export function usePaymentConfig() {
  return useQuery({ queryKey: PAYMENT_CONFIG_KEY, queryFn: getPaymentConfig, staleTime: Infinity });
}
