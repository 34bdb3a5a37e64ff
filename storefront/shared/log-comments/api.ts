/**
 * The thread of a logged workout (records `log_comment`): read by the athlete who logged it and by its program's
 * trainer, each writing as their role; oldest first. A new comment reads the thread again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { records, type Row } from '../../../src/api/records';

export type LogComment = Row<'log_comment'>;
/** At most this many comments in one thread view. */
const THREAD_SIZE = 100;

const threadKey = (logId: number) => ['log-comments', logId] as const;

export async function getThread(logId: number, signal?: AbortSignal): Promise<LogComment[]> {
  const page = await records.list('log_comment', { filter: `log_id,eq,${logId}`, order: ['id,asc'], size: THREAD_SIZE, signal });
  return page.list;
}

export function useThread(logId: number, enabled = true) {
  return useQuery({ queryKey: threadKey(logId), queryFn: ({ signal }) => getThread(logId, signal), enabled, staleTime: 0 });
}

export function useAddLogComment(logId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => records.create('log_comment', { log_id: logId, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: threadKey(logId) }),
  });
}
