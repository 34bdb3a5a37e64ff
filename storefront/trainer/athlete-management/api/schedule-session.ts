/** POST lambda `scheduling/google-calendar-event`: the session as an event in the platform's Google Calendar. */
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import type { components } from '../../../../src/generated/api';

export type SessionRequest = components['schemas']['ScheduleEventRequest'];
export type ScheduledEvent = components['schemas']['ScheduledEvent'];

export function scheduleSession(body: SessionRequest): Promise<ScheduledEvent> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/scheduling/google-calendar-event', { params: { path: onPath('trainer') }, body })).then((r) => r.model);
}

export function useScheduleSession() {
  return useMutation({ mutationFn: scheduleSession, retry: false });
}
