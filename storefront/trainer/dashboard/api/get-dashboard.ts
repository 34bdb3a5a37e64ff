import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';

export type TrainerDashboard = components['schemas']['TrainerDashboardResponse'];

export function getDashboard(days: number): Promise<TrainerDashboard> {
  return unwrap(api.GET('/v1/api/{project}/{role}/lambda/dashboard', { params: { path: onPath('trainer'), query: { days } } }));
}

export function useDashboard(days: number) {
  return useQuery({ queryKey: ['trainer', 'dashboard', days], queryFn: () => getDashboard(days) });
}
