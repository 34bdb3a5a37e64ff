/**
 * POST records `workout_log`: a performed workout with its sets. The server takes the athlete from the token and
 * checks the workout belongs to the athlete's active enrollment; `client_id` lets a replayed request be recognised.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../../src/api/errors';
import { records, type RecordInput } from '../../../../src/api/records';
import { TRAINING_PROGRESS_KEY } from '../../common/owned-programs/api/get-training-progress';
import type { LoggedSet } from '../../common/training/progress';
import { WORKOUT_LOGS_KEY } from './get-workout-logs';

export interface NewWorkoutLog {
  enrollmentId: number;
  workoutId: number;
  sets: LoggedSet[];
  notes?: string | null;
  performedAt?: string;
  /** One per attempt to save (newClientId), kept across retries so the server recognises a replay. */
  clientId: string;
}

export const newClientId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `log-${Date.now()}-${Math.random().toString(36).slice(2)}`);

export async function createWorkoutLog(input: NewWorkoutLog): Promise<number> {
  const body: RecordInput<'workout_log'> = {
    enrollment_id: input.enrollmentId,
    workout_id: input.workoutId,
    performed_at: input.performedAt ?? new Date().toISOString(),
    sets: input.sets,
    notes: input.notes?.trim() || null,
    completed: 1,
    client_id: input.clientId,
  };
  try {
    return await records.create('workout_log', body, { pathRole: 'member' });
  } catch (err) {
    // The same client id again: an earlier attempt was saved (its answer was lost), so this one is done too.
    if (isApiError(err) && err.status === 409) return 0;
    throw err;
  }
}

export function useCreateWorkoutLog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWorkoutLog,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: WORKOUT_LOGS_KEY }), client.invalidateQueries({ queryKey: TRAINING_PROGRESS_KEY })]),
  });
}
