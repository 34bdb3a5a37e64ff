import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';

export type EnrolledAthlete = components['schemas']['AthletesResponse']['list'][number];

export function getAthletes(programId?: number): Promise<EnrolledAthlete[]> {
  return unwrap(api.GET('/v1/api/{project}/{role}/lambda/athletes', { params: { path: onPath('trainer'), query: { program_id: programId } } })).then((r) => r.list);
}

export function useAthletes(programId?: number) {
  return useQuery({ queryKey: ['trainer', 'athletes', programId ?? 'all'], queryFn: () => getAthletes(programId) });
}

export function revokeAccess(enrollmentId: number, reason: string): Promise<unknown> {
  return unwrap(
    api.POST('/v1/api/{project}/{role}/lambda/enrollments/{enrollmentId}/revoke', {
      params: { path: { ...onPath('trainer'), enrollmentId } },
      body: reason.trim() ? { reason: reason.trim() } : {},
    }),
  );
}

export function useRevokeAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ enrollmentId, reason }: { enrollmentId: number; reason: string }) => revokeAccess(enrollmentId, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: ['trainer', 'athletes'] }),
  });
}
