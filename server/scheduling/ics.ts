/**
 * An iCalendar file (RFC 5545) of one event: CRLF line ends, content lines folded at 75 octets (never inside a
 * UTF-8 character), TEXT values escaped (backslash, semicolon, comma, newline), parameter values quoted without
 * DQUOTE, times in UTC (`YYYYMMDDTHHMMSSZ`).
 */
export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  title: string;
  description?: string | null;
  location?: string | null;
  organizer?: IcsPerson | null;
  attendees?: readonly IcsPerson[];
}

/** Control characters other than tab and line ends (which TEXT cannot hold). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '');
}

/** A quoted parameter value (§3.2): DQUOTE and control characters cannot appear in one. */
export function paramValue(value: string): string {
  return `"${value.replace(/"/g, '').replace(CONTROL, '').replace(/[\r\n\t]/g, ' ').trim()}"`;
}

/** UTC date-time form (§3.3.5, form #2). */
export function utc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** A cal-address for an email address: nothing that could end the line or the value. */
const mailto = (email: string) => `mailto:${email.replace(/[^\x21-\x7e]|["]/g, '')}`;

/** Folds one content line: at most 75 octets per line, continuation lines start with one space (§3.1). */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length ? 74 : 75;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildIcs(event: IcsEvent, productId = '-//Sportlink//Session scheduling//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.organizer) lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`);
  for (const a of event.attendees ?? []) {
    lines.push(`ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(a.email)}`);
  }
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
