/**
 * An iCalendar (RFC 5545) file for a booked advice session: one VEVENT with UID, DTSTAMP, DTSTART/DTEND in the
 * agency's zone (TZID, with its VTIMEZONE), lines ended by CRLF and folded at 75 octets.
 */
import { localParts, zoneOffsetMinutes } from './slots';

export interface CalendarEvent {
  /** Globally unique and stable (the lead's id @ the site's domain): a second download updates, not duplicates. */
  uid: string;
  start: Date;
  end: Date;
  /** When the file was made (DTSTAMP, UTC). */
  stamp: Date;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  organizerEmail: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line to 75 octets per line (RFC 5545 3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function utcStamp(instant: Date): string {
  return `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

function localStamp(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}00`;
}

function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/**
 * The .ics text. The VTIMEZONE states the zone's offset at the event as a fixed STANDARD rule: exact for
 * America/Lima, which has kept UTC-5 without daylight saving since 1994 (a zone with DST would need its rules).
 */
export function buildIcs(event: CalendarEvent): string {
  const offset = utcOffset(zoneOffsetMinutes(event.start, event.timeZone));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Darko Digital//Asesoria//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${event.timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offset.slice(0, 3)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.start, event.timeZone)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(event.end, event.timeZone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER;CN=Darko Digital:mailto:${event.organizerEmail}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
