import ICAL from 'ical.js';
import type { Mail } from './outbox.ts';

/** The calendar file attached to an e-mail, if any. */
export const icsOf = (m: Mail) =>
  (m.attachments ?? []).map((a) => Buffer.from(a.content, 'base64').toString('utf8')).find((t) => t.includes('BEGIN:VCALENDAR'));

/** METHOD, UID, SEQUENCE and start of an iTIP message, read with ical.js (a third-party reader, as calendars read it). */
export function itip(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}
