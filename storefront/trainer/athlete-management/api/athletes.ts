import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';

export type EnrolledAthlete = components['schemas']['AthletesResponse']['list'][number];

export function getAthletes(programId?: number): Promise<EnrolledAthlete[]> {
  return records
    .custom<components['schemas']['AthletesResponse']>({ endpoint: 'athletes', method: 'GET', query: { program_id: programId }, pathRole: 'trainer' })
    .then((r) => r.list);
}

export function useAthletes(programId?: number) {
  return useQuery({ queryKey: ['trainer', 'athletes', programId ?? 'all'], queryFn: () => getAthletes(programId) });
}

export function revokeAccess(enrollmentId: number, reason: string): Promise<unknown> {
  return records.custom({ endpoint: `enrollments/${enrollmentId}/revoke`, method: 'POST', body: reason.trim() ? { reason: reason.trim() } : {}, pathRole: 'trainer' });
}

export function useRevokeAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ enrollmentId, reason }: { enrollmentId: number; reason: string }) => revokeAccess(enrollmentId, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: ['trainer', 'athletes'] }),
  });
}
