import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, fold, paramValue, utc } from './ics';

const event = {
  uid: 'abc@sportlink.test',
  stamp: new Date('2026-11-25T08:00:00.000Z'),
  start: new Date('2026-12-01T10:00:00+01:00'),
  end: new Date('2026-12-01T11:30:00+01:00'),
  title: 'Check-in; week 3, legs',
};

describe('an .ics file of a session', () => {
  it('writes times in UTC without separators', () => {
    expect(utc(new Date('2026-12-01T10:00:00+01:00'))).toBe('20261201T090000Z');
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('quotes parameter values and drops double quotes from them', () => {
    expect(paramValue('Sam "the coach" Lee')).toBe('"Sam the coach Lee"');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = fold(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('is one calendar with one event, CRLF lines and a final CRLF', () => {
    const ics = buildIcs({ ...event, description: 'Bring shoes', location: 'Gym, room 2', organizer: { name: 'Sam Lee', email: 'sam@example.test' }, attendees: [{ name: 'Ann', email: 'ann@example.test' }] });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // Unfolded (RFC 5545 §3.1: a CRLF followed by a space joins lines).
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Sportlink//Session scheduling//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT']);
    expect(lines).toContain('DTSTART:20261201T090000Z');
    expect(lines).toContain('DTEND:20261201T103000Z');
    expect(lines).toContain('DTSTAMP:20261125T080000Z');
    expect(lines).toContain('SUMMARY:Check-in\\; week 3\\, legs');
    expect(lines).toContain('LOCATION:Gym\\, room 2');
    expect(lines).toContain('ORGANIZER;CN="Sam Lee":mailto:sam@example.test');
    expect(lines).toContain('ATTENDEE;CN="Ann";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ann@example.test');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('cannot be broken out of by a newline in a title', () => {
    const ics = buildIcs({ ...event, title: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT' });
    expect(ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});
