/** GET lambda `athletes/enrollments/{id}/training`: the coach's view of one athlete in one of the trainer's programs. */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';

export type AthleteTraining = components['schemas']['AthleteTraining'];
export type CoachedWorkout = AthleteTraining['workouts'][number];
export type CoachedSet = CoachedWorkout['sets'][number];

export function getAthleteTraining(enrollmentId: number, signal?: AbortSignal): Promise<AthleteTraining> {
  return unwrap(api.GET('/v1/api/{project}/{role}/lambda/athletes/enrollments/{enrollmentId}/training', { params: { path: { ...onPath('trainer'), enrollmentId } }, signal }));
}

export function useAthleteTraining(enrollmentId: number | null) {
  return useQuery({
    queryKey: ['trainer', 'athletes', 'training', enrollmentId],
    queryFn: ({ signal }) => getAthleteTraining(enrollmentId!, signal),
    enabled: enrollmentId !== null,
  });
}
