import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { AlertCode } from '@scheduler/contracts/alerts';
import { cancelSeat } from '@scheduler/core/booking/booking-store-seats';
import { createBookingNotifier, type BookingEvent } from '@scheduler/core/booking/booking-notify';
import { wsConnectionExpiresAt } from '@scheduler/core/realtime/ws-connection-entity';
import { createOutboxSender } from '@scheduler/core/notification/outbox-sender';
import { systemClock } from '@scheduler/core/ports/clock';
import { ulidIds } from '@scheduler/core/ports/ids';
import { formatInZone } from '@scheduler/core/time/time-formats';
import { testDb } from '@scheduler/local/testing/test-db';
import type { Deps } from '../lib/deps.ts';
import { handler as meetingHandler } from '../meeting/index.ts';
import { meetingPageRecords } from '../meeting/testing/meeting-page-world.ts';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { recordingMailer, recordingSms } from '../testing/recording-ports.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { notifyBooking } from './notify.ts';

const { db } = testDb();
const mailer = recordingMailer();
const deps = { db, clock: systemClock, ids: ulidIds, mailer, sms: recordingSms() };
const world = await givenTwoOrganisations(db);
const { a } = world;
const records = meetingPageRecords(db, a.organisationId);
const ZONE = 'Australia/Sydney';
const stamp = () => new Date().toISOString();
let nextDay = 3;

/** A project alert e-mailing the candidate for `code`. */
async function alert(projectId: string, code: AlertCode, subject: string) {
  const templateId = ulid();
  await db.notificationTemplate
    .create({
      organisationId: a.organisationId,
      templateId,
      code,
      scope: 'PROJECT',
      deliveryMethod: 'EMAIL',
      name: subject,
      subject,
      body: 'Hello $candidateFirstName, $meetingStart at $meetingLocation. $cancelReason',
      archived: false,
      createdAt: stamp(),
      updatedAt: stamp(),
    })
    .go();
  await db.projectAlert
    .create({
      organisationId: a.organisationId,
      projectId,
      alertId: ulid(),
      code,
      emailTemplateId: templateId,
      emailAddress: '$candidateEmail',
      status: 'ACTIVE',
      createdAt: stamp(),
      updatedAt: stamp(),
    })
    .go();
}

async function bookedCandidate() {
  const projectId = await records.project('INTERVIEW');
  for (const [code, subject] of [
    ['BOOKING_CONFIRMED', 'Appointment Booked'],
    ['BOOKING_CANCELLED_BY_CANDIDATE', 'Appointment Cancelled'],
    ['BOOKING_CANCELLED_AUTOMATICALLY', 'Appointment Cancelled Automatically'],
  ] as const)
    await alert(projectId, code, subject);
  const day = formatInZone(new Date(Date.now() + nextDay++ * 86_400_000), ZONE, 'yyyy-MM-dd');
  const saved = await invoke(meetingHandler, {
    method: 'POST',
    path: '/api/meeting/save',
    body: {
      encryptedProjectId: projectId,
      startDateDisplay: day,
      startTimeDisplay: '09:30',
      encryptedTimezoneId: ZONE,
      deliveryMethod: 'ONSITE',
      addressDTO: { addLine1: '1 George St', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' },
      encryptedAssessorId: a.assessor.userId,
      instructions: 'Bring photo ID.',
    },
    ...a.admin,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const meetingId = parseBody(saved).message as string;
  const candidate = await world.member(a.organisationId, 'CANDIDATE');
  const bookingId = await records.book(candidate.userId, projectId, meetingId);
  const { data: meeting } = await db.meeting.get({ organisationId: a.organisationId, meetingId }).go();
  const detail = {
    organisationId: a.organisationId,
    occurredAt: stamp(),
    bookingId,
    meetingId,
    projectId,
    candidateId: candidate.userId,
    assessorId: a.assessor.userId,
    startsAt: meeting!.start,
    timeZone: ZONE,
    delivery: 'ONSITE' as const,
  };
  return { projectId, meetingId, bookingId, candidate, meeting: meeting!, detail };
}

const outbox = async (bookingId: string) =>
  (await db.deliveryRecord.query.byOrganisation({ organisationId: a.organisationId }).go({ pages: 'all' })).data.filter((r) => r.refId === bookingId);

function vevent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, event: calendar.getFirstSubcomponent('vevent')! };
}

describe('booking notifications', () => {
  it('a confirmation queues the project alert with a METHOD:REQUEST invitation of the meeting, once per event', async () => {
    const w = await bookedCandidate();
    const notifier = createBookingNotifier(deps);
    const event: BookingEvent = { type: 'booking.confirmed', detail: w.detail };

    const first = await notifier.notify(event);
    expect(first.result?.deliveries).toMatchObject([{ channel: 'EMAIL', recipient: w.candidate.username, status: 'QUEUED' }]);
    expect(first.watchers).toEqual(expect.arrayContaining([w.candidate.userId, a.assessor.userId, a.admin.userId]));

    const [record] = await outbox(w.bookingId);
    expect(record).toMatchObject({ alertCode: 'BOOKING_CONFIRMED', subject: 'Appointment Booked', calendarMethod: 'REQUEST' });
    const { calendar, event: vev } = vevent(record!.calendar!);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(vev.getFirstPropertyValue('uid')).toBe(`meeting-${w.meetingId}@scheduler`);
    expect(vev.getFirstPropertyValue('sequence')).toBe(w.meeting.sequence ?? 0);
    expect(vev.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vev.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(ZONE);
    // The reader places the local time with the VTIMEZONE the file carries.
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    expect((vev.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(w.meeting.start);
    expect(String(vev.getFirstPropertyValue('organizer')).toLowerCase()).toBe(`mailto:${a.assessor.username.toLowerCase()}`);
    expect(String(vev.getFirstPropertyValue('attendee')).toLowerCase()).toBe(`mailto:${w.candidate.username.toLowerCase()}`);
    expect(vev.getFirstPropertyValue('location')).toContain('1 George St');

    // The same event again (a bus retry) writes nothing new.
    const again = await notifier.notify(event);
    expect(again.result?.deliveries.map((d) => d.status)).toEqual(['DUPLICATE']);
    expect(await outbox(w.bookingId)).toHaveLength(1);

    // The sender sends it with the invitation, then keeps neither body nor invitation.
    await createOutboxSender(deps).sendNow(record!);
    const mail = mailer.lastTo(w.candidate.username)!;
    expect(mail.calendar).toMatchObject({ method: 'REQUEST', filename: 'invite.ics' });
    const [settled] = await outbox(w.bookingId);
    expect(settled).toMatchObject({ status: 'SENT' });
    expect(settled!.calendar).toBeUndefined();
    expect(settled!.text).toBeUndefined();
  });

  it('a cancellation sends the alert of who cancelled with a METHOD:CANCEL of the same UID and a higher SEQUENCE; a late confirmation sends nothing', async () => {
    const w = await bookedCandidate();
    const cancelled = await cancelSeat(db, { organisationId: a.organisationId, bookingId: w.bookingId, statusReason: 'Unwell', now: stamp() });
    expect(cancelled.ok).toBe(true);
    const notifier = createBookingNotifier(deps);

    const late = await notifier.notify({ type: 'booking.confirmed', detail: w.detail });
    expect(late.result).toBeUndefined();
    expect(late.booking?.status).toBe('CANCELLED');

    await notifier.notify({
      type: 'booking.cancelled',
      detail: { ...w.detail, occurredAt: stamp(), reason: 'Unwell', cancelledAs: 'AUTOMATIC' },
    });
    const [record] = await outbox(w.bookingId);
    expect(record).toMatchObject({ alertCode: 'BOOKING_CANCELLED_AUTOMATICALLY', calendarMethod: 'CANCEL' });
    expect(record!.text).toContain('Unwell');
    const { calendar, event } = vevent(record!.calendar!);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.getFirstPropertyValue('uid')).toBe(`meeting-${w.meetingId}@scheduler`);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.getFirstPropertyValue('sequence')).toBe((w.meeting.sequence ?? 0) + 1);
  });

  it("tells every open page of the booking's watchers that it changed", async () => {
    const w = await bookedCandidate();
    const posted: Array<{ connectionId: string; message: unknown }> = [];
    const realtime = {
      post: async (connectionId: string, message: unknown) => {
        posted.push({ connectionId, message });
        return 'sent' as const;
      },
      disconnect: async () => undefined,
    };
    for (const userId of [w.candidate.userId, a.admin.userId])
      await db.wsConnection
        .create({
          connectionId: `c-${userId}`,
          userId,
          identitySub: userId,
          sessionId: 's',
          connectedAt: stamp(),
          expiresAt: wsConnectionExpiresAt(new Date()),
        })
        .go();

    await notifyBooking({ type: 'booking.confirmed', detail: w.detail }, { ...deps, realtime } as unknown as Deps);

    expect(posted.map((p) => p.connectionId).sort()).toEqual([`c-${a.admin.userId}`, `c-${w.candidate.userId}`].sort());
    expect(posted[0]!.message).toEqual({ type: 'booking.changed', bookingId: w.bookingId, meetingId: w.meetingId, status: 'CONFIRMED' });
  });
});
