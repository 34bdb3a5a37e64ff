import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';

/** The trainer's programs (any status), for filters. */
export function useOwnProgramOptions() {
  const user = useSession((s) => s.user);
  return useQuery({
    queryKey: ['trainer', 'program-options', user],
    queryFn: async () => (await records.getAll('program', { filter: { field: 'trainer_id', op: 'eq', value: user! }, order: 'title,asc', pathRole: 'trainer' })).list,
    enabled: user !== null,
  });
}
