/** POST records `exercise`: a new exercise in the trainer's own library (the owner is set from the token); answers its id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records, type RecordInput } from '../../../../src/api/records';
import { reportActionError } from '../../common/programs/action-errors';
import { builder } from '../stores/builder-store';

export type NewExercise = Pick<RecordInput<'exercise'>, 'name' | 'muscle_group' | 'equipment' | 'video_url' | 'description'>;

export function createExercise(exercise: NewExercise): Promise<number> {
  return records.create('exercise', exercise, { pathRole: 'trainer' });
}

export function useCreateExercise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (exercise: NewExercise) => builder.track(() => createExercise(exercise)),
    onError: reportActionError,
    onSettled: () => client.invalidateQueries({ queryKey: ['trainer', 'exercise-library'] }),
  });
}
