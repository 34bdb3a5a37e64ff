/** POST lambda `scheduling/ics`: the same session as an .ics file, saved by the browser as session.ics. */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { saveFile } from '../../../../src/ui/save-file';
import type { SessionRequest } from './schedule-session';

export async function downloadSessionIcs(body: SessionRequest): Promise<void> {
  const blob = await unwrap(api.POST('/v1/api/{project}/{role}/lambda/scheduling/ics', { params: { path: onPath('trainer') }, body, parseAs: 'blob' }));
  saveFile(new Blob([blob], { type: 'text/calendar' }), 'session.ics');
}

export function useDownloadSessionIcs() {
  return useMutation({ mutationFn: downloadSessionIcs, retry: false });
}
