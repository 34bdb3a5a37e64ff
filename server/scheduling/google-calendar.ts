/**
 * Google Calendar v3 through its REST API (no SDK): an access token from the OAuth token endpoint with the
 * configured refresh token (kept in memory until shortly before it expires), then events.insert. A 401 from the
 * calendar renews the token once. Tokens are never logged or answered.
 */
import { SCHEDULING } from '../../src/config/constants';
import { SCHEDULING_MESSAGES } from '../../src/config/messages';
import type { GoogleCalendarConfig } from '../config';
import { HttpError } from '../errors';

export interface CalendarEventInput {
  summary: string;
  description?: string | null;
  location?: string | null;
  start: string;
  end: string;
  attendees: readonly { email: string; displayName: string }[];
  /** Marks the event as ours (extendedProperties.private). */
  scheduledBy: number;
}

export interface CalendarEvent {
  id: string;
  status?: string;
  htmlLink?: string;
  start?: { dateTime?: string };
  end?: { dateTime?: string };
}

const badGateway = (message: string) => new HttpError(502, message);

async function post(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(SCHEDULING.timeoutMs) });
  } catch {
    throw badGateway(SCHEDULING_MESSAGES.calendarUnreachable);
  }
}

/** Google's error message from an error body (`{error: {message}}` or `{error, error_description}`). */
async function reason(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } | string; error_description?: string } | null;
  const message = typeof body?.error === 'object' ? body.error.message : (body?.error_description ?? body?.error);
  return String(message || `HTTP ${res.status}`).slice(0, 300);
}

export class GoogleCalendar {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly config: GoogleCalendarConfig) {}

  private async accessToken(renew: boolean): Promise<string> {
    if (!renew && this.token && this.token.expiresAt - SCHEDULING.tokenEarlyRenewS * 1000 > Date.now()) return this.token.value;
    const res = await post(this.config.tokenUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: this.config.refreshToken,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
      }),
    });
    if (res.status === 400 || res.status === 401) throw badGateway(SCHEDULING_MESSAGES.calendarAuthFailed);
    if (!res.ok) throw badGateway(SCHEDULING_MESSAGES.calendarRefused(await reason(res)));
    const json = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!json?.access_token) throw badGateway(SCHEDULING_MESSAGES.calendarAuthFailed);
    this.token = { value: json.access_token, expiresAt: Date.now() + Number(json.expires_in ?? 3600) * 1000 };
    return this.token.value;
  }

  /** events.insert, inviting the attendees by mail (sendUpdates=all); guests do not see each other. */
  async insertEvent(input: CalendarEventInput): Promise<CalendarEvent> {
    const url = `${this.config.apiUrl}/calendars/${encodeURIComponent(this.config.calendarId)}/events?sendUpdates=all`;
    const body = JSON.stringify({
      summary: input.summary,
      ...(input.description ? { description: input.description } : {}),
      ...(input.location ? { location: input.location } : {}),
      start: { dateTime: input.start, timeZone: 'UTC' },
      end: { dateTime: input.end, timeZone: 'UTC' },
      attendees: input.attendees,
      guestsCanSeeOtherGuests: false,
      guestsCanInviteOthers: false,
      extendedProperties: { private: { sportlink_scheduled_by: String(input.scheduledBy) } },
    });
    for (const renew of [false, true]) {
      const token = await this.accessToken(renew);
      const res = await post(url, { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' }, body });
      if (res.status === 401 && !renew) {
        this.token = null;
        continue;
      }
      if (res.status === 401) throw badGateway(SCHEDULING_MESSAGES.calendarAuthFailed);
      if (!res.ok) throw badGateway(SCHEDULING_MESSAGES.calendarRefused(await reason(res)));
      const event = (await res.json().catch(() => null)) as CalendarEvent | null;
      if (!event?.id) throw badGateway(SCHEDULING_MESSAGES.calendarRefused('no event in the answer'));
      return event;
    }
    throw badGateway(SCHEDULING_MESSAGES.calendarAuthFailed);
  }
}
