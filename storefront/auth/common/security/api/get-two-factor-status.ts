/** GET lambda `two-factor/status`: whether two-factor is on, and how many recovery codes are left. */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../../src/api/client';
import { onPath } from '../../../../../src/api/lambda';
import type { components } from '../../../../../src/generated/api';
import { useSession } from '../../../../../src/session/store';

export type TwoFactorStatus = components['schemas']['TwoFactorStatus'];

export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return unwrap(api.GET('/v1/api/{project}/{role}/lambda/two-factor/status', { params: { path: onPath() } }));
}

export const twoFactorStatusKey = (userId: number | null) => ['auth', 'two-factor-status', userId] as const;

export function useTwoFactorStatus() {
  const userId = useSession((s) => s.user);
  return useQuery({ queryKey: twoFactorStatusKey(userId), queryFn: getTwoFactorStatus, enabled: userId !== null, staleTime: 0 });
}
