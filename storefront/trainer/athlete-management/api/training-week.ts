/**
 * GET lambda `enrollments/{id}/week` as the program's trainer: one week of the enrollment's program as it applies to its
 * athlete (the week's reps and load by the progression, and the trainer's adjustments for this athlete). Without a
 * week, the athlete's current one.
 */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';

export type TrainingWeek = components['schemas']['TrainingWeek'];
export type WeekWorkout = TrainingWeek['workouts'][number];
export type WeekExercise = WeekWorkout['exercises'][number];

/** Every week query of an enrollment (the current week and any asked for). */
export const trainingWeekKey = (enrollmentId: number | null) => ['trainer', 'athletes', 'week', enrollmentId] as const;

export function getTrainingWeek(enrollmentId: number, week?: number, signal?: AbortSignal): Promise<TrainingWeek> {
  return unwrap(
    api.GET('/v1/api/{project}/{role}/lambda/enrollments/{enrollmentId}/week', {
      params: { path: { ...onPath('trainer'), enrollmentId }, ...(week === undefined ? {} : { query: { week } }) },
      signal,
    }),
  );
}

/** The athlete's current week of the program. */
export function useTrainingWeek(enrollmentId: number | null) {
  return useQuery({
    queryKey: [...trainingWeekKey(enrollmentId), 'current'],
    queryFn: ({ signal }) => getTrainingWeek(enrollmentId!, undefined, signal),
    enabled: enrollmentId !== null,
  });
}
