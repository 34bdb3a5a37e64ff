import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';

export type TrainerDashboard = components['schemas']['TrainerDashboardResponse'];

export function getDashboard(days: number): Promise<TrainerDashboard> {
  return records.custom<TrainerDashboard>({ endpoint: 'dashboard', method: 'GET', query: { days }, pathRole: 'trainer' });
}

export function useDashboard(days: number) {
  return useQuery({ queryKey: ['trainer', 'dashboard', days], queryFn: () => getDashboard(days) });
}
