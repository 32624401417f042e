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
 * meeting changes, METHOD:CANCEL when their booking is cancelled (RFC 5546). One VEVENT with the UID the staff
 * calendar and its feed use for the meeting (calendar-file.ts meetingUid), the meeting's SEQUENCE (one more on a
 * cancellation, so the reader applies it over the last request), times in the meeting's zone with its VTIMEZONE,
 * the assessor as ORGANIZER and the candidate as ATTENDEE. Where an onsite meeting happens, or a remote one's join
 * link, is its LOCATION.
 */
export function meetingInvitation(input: {
  method: 'REQUEST' | 'CANCEL';
  meeting: Meeting;
  organisationName: string;
  labels: LabelSet;
  projectName: string;
  /** When the change happened (DTSTAMP). */
  stamp: Date;
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
        sequence: (m.sequence ?? 0) + (input.method === 'CANCEL' ? 1 : 0),
        stamp: input.stamp,
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
    { name: input.organisationName, method: input.method },
  );
}
