/** POST lambda `scheduling/google-calendar-event`: the session as an event in the platform's Google Calendar. */
import { useMutation } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import type { components } from '../../../../src/generated/api';

export type SessionRequest = components['schemas']['ScheduleEventRequest'];
export type ScheduledEvent = components['schemas']['ScheduledEvent'];

export function scheduleSession(body: SessionRequest): Promise<ScheduledEvent> {
  return records
    .custom<components['schemas']['ScheduledEventResponse']>({ endpoint: 'scheduling/google-calendar-event', method: 'POST', body, pathRole: 'trainer' })
    .then((r) => r.model);
}

export function useScheduleSession() {
  return useMutation({ mutationFn: scheduleSession, retry: false });
}
