/**
 * GET records `exercise` (GETALL): the exercises a trainer builds workouts from — the platform's (no owner)
 * and the trainer's own, never another trainer's — sorted by name, the trainer's own first.
 */
import { useQuery } from '@tanstack/react-query';
import { records, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';

export type LibraryExercise = Row<'exercise'> & { group: 'My exercises' | 'Platform library' };

export const exerciseLibraryKey = (trainerId: number | null) => ['trainer', 'exercise-library', trainerId] as const;

export async function getExerciseLibrary(trainerId: number): Promise<LibraryExercise[]> {
  const [own, platform] = await Promise.all([
    records.getAll('exercise', { filter: { field: 'owner_id', op: 'eq', value: trainerId }, order: 'name,asc', pathRole: 'trainer' }),
    records.getAll('exercise', { filter: { field: 'owner_id', op: 'is', value: null }, order: 'name,asc', pathRole: 'trainer' }),
  ]);
  return [
    ...own.list.map((e) => ({ ...e, group: 'My exercises' as const })),
    ...platform.list.map((e) => ({ ...e, group: 'Platform library' as const })),
  ];
}

export function useExerciseLibrary(enabled = true) {
  const trainerId = useSession((s) => s.user);
  return useQuery({
    queryKey: exerciseLibraryKey(trainerId),
    queryFn: () => getExerciseLibrary(trainerId!),
    enabled: enabled && trainerId !== null,
  });
}
