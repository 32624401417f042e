import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import type { Meeting } from '../meeting/meeting-entity.ts';
import { displayAddress } from '../resource/display-address.ts';
import { fullNameOf } from '../user/user-scope.ts';
import { meetingUid } from './calendar-file.ts';
import { buildIcs } from './ics-writer.ts';

interface Person {
  firstName: string;
  lastName: string;
  username: string;
}

/**
 * The calendar invitation a booked candidate is e-mailed (iMIP, RFC 6047): METHOD:REQUEST when they book or the
 * meeting changes, METHOD:CANCEL when their booking is cancelled (RFC 5546). One VEVENT of the organizer's event:
 * the UID the staff calendar and its feed use for the meeting (calendar-file.ts meetingUid) and its SEQUENCE, which
 * every write that changes the event for anyone raises (a meeting edit or drag, a seat taken or freed:
 * meeting-write.ts, booking-store-seats.ts), so a rebooking's REQUEST outranks the cancellation before it. Times in
 * the meeting's zone with its VTIMEZONE, the assessor as ORGANIZER and the candidate as ATTENDEE; where an onsite
 * meeting happens, or a remote one's join link, is its LOCATION. DTSTAMP is when the message is made.
 */
export function meetingInvitation(input: {
  method: 'REQUEST' | 'CANCEL';
  meeting: Meeting;
  /** The SEQUENCE the change wrote (a cancellation's, booking-store-seats.ts); the meeting's own when not given. */
  sequence?: number | undefined;
  organisationName: string;
  labels: LabelSet;
  projectName: string;
  /** When the message is made (DTSTAMP). */
  now: Date;
  candidate: Person;
  assessor?: Person | undefined;
}): string {
  const { meeting: m, labels } = input;
  const joinLink = m.deliveryMethod === 'REMOTE' ? m.candidateBookingLink : undefined;
  const runner = labelText(labels, m.stepType === 'ASSESSMENT' ? 'INVIGILATOR' : 'ASSESSOR');
  const description = [
    input.organisationName,
    input.assessor ? `${runner}: ${fullNameOf(input.assessor)}` : '',
    joinLink ? `Join: ${joinLink}` : '',
    m.instructions ?? '',
  ].filter(Boolean);
  return buildIcs(
    [
      {
        uid: meetingUid(m.meetingId),
        sequence: input.sequence ?? m.sequence ?? 0,
        lastModified: new Date(m.updatedAt),
        start: new Date(m.start),
        end: new Date(m.end),
        timeZone: m.timeZone,
        summary: `${labelText(labels, m.stepType)} ${labelText(labels, 'MEETING')} - ${input.projectName}`,
        location: m.deliveryMethod === 'ONSITE' ? displayAddress(m.address) : (joinLink ?? ''),
        description: description.join('\n'),
        cancelled: input.method === 'CANCEL',
        ...(input.assessor ? { organizer: { name: fullNameOf(input.assessor), email: input.assessor.username } } : {}),
        attendees: [{ name: fullNameOf(input.candidate), email: input.candidate.username }],
      },
    ],
    { name: input.organisationName, method: input.method, now: input.now },
  );
}
