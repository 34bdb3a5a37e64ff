/** POST lambda `scheduling/ics`: the same session as an .ics file, saved by the browser as session.ics. */
import { useMutation } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { SessionRequest } from './schedule-session';

export async function downloadSessionIcs(body: SessionRequest): Promise<void> {
  const blob = await records.custom<Blob>({ endpoint: 'scheduling/ics', method: 'POST', body, pathRole: 'trainer', parseAs: 'blob' });
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'session.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadSessionIcs() {
  return useMutation({ mutationFn: downloadSessionIcs, retry: false });
}
