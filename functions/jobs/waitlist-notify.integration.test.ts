import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { AlertCode } from '@scheduler/contracts/alerts';
import { createBookingStore } from '@scheduler/core/booking/booking-store';
import { createWaitlistSeats } from '@scheduler/core/waitlist/waitlist-seats';
import { createWaitlistStore } from '@scheduler/core/waitlist/waitlist-store';
import type { DomainEventOf } from '@scheduler/events/domain-event';
import { testDb } from '@scheduler/local/testing/test-db';
import { getDeps } from '../lib/deps.ts';
import { invoke } from '../testing/invoke.ts';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler } from '../user-booking/index.ts';
import { bookingRecords } from '../user-booking/testing/booking-records.ts';
import { leaveOnBooked, notifySeatHeld } from './waitlist-seats.ts';

const { db } = testDb();
givenRecordingDeps({ events: { publish: async () => {} } });
const world = await givenTwoOrganisations(db);
const { a } = world;
const records = bookingRecords(db, a.organisationId);
const waitlist = createWaitlistStore(db);
const stamp = () => new Date().toISOString();

/** The project's WAITLIST_SEAT_HELD alert to the candidate, by e-mail and SMS. */
async function seatHeldAlert(projectId: string) {
  const template = async (deliveryMethod: 'EMAIL' | 'SMS') => {
    const templateId = ulid();
    await db.notificationTemplate
      .create({
        organisationId: a.organisationId,
        templateId,
        code: 'WAITLIST_SEAT_HELD' satisfies AlertCode,
        scope: 'PROJECT',
        deliveryMethod,
        name: `Seat held ${deliveryMethod}`,
        subject: 'A seat is held for you',
        body: 'Confirm by $holdExpiry: $holdLink',
        archived: false,
        createdAt: stamp(),
        updatedAt: stamp(),
      })
      .go();
    return templateId;
  };
  await db.projectAlert
    .create({
      organisationId: a.organisationId,
      projectId,
      alertId: ulid(),
      code: 'WAITLIST_SEAT_HELD',
      emailTemplateId: await template('EMAIL'),
      smsTemplateId: await template('SMS'),
      emailAddress: '$candidateEmail',
      mobileNo: '$candidateMobile',
      status: 'ACTIVE',
      createdAt: stamp(),
      updatedAt: stamp(),
    })
    .go();
}

async function waitingCandidate(projectId: string) {
  const person = await world.member(a.organisationId, 'CANDIDATE', undefined, { mobileNo: '+61400000001' });
  const bookingId = await records.pending(person.userId, projectId);
  const as = await world.signedIn(person);
  const joined = await invoke(handler, { method: 'POST', path: '/api/user-booking/waitlist-join', body: { encryptedStepId: bookingId }, ...as });
  expect(joined.statusCode).toBe(200);
  return { bookingId, person };
}

describe('waitlist notifications', () => {
  it('a seat held sends WAITLIST_SEAT_HELD by e-mail and SMS with the link that confirms it, once; a booking elsewhere leaves the list', async () => {
    const projectId = await records.project();
    await seatHeldAlert(projectId);
    const meetingId = await records.meeting(projectId, 72, { candidateMax: 1 });
    const first = await world.member(a.organisationId, 'CANDIDATE');
    const firstStep = await records.pending(first.userId, projectId);
    const booked = await invoke(handler, {
      method: 'POST',
      path: '/api/user-booking/new-booking',
      body: { encryptedMeetingId: meetingId, encryptedStepId: firstStep },
      ...(await world.signedIn(first)),
    });
    expect(booked.statusCode).toBe(200);
    const waiting = await waitingCandidate(projectId);
    const second = await waitingCandidate(projectId);

    await createBookingStore(db).cancelSeatWrite({ organisationId: a.organisationId, bookingId: firstStep, statusReason: 'Unwell', now: stamp() });
    expect(await createWaitlistSeats(getDeps()).promoteMeeting(a.organisationId, meetingId)).toBe(1);
    const [hold] = await waitlist.holdsOfMeeting(a.organisationId, meetingId);
    expect(hold?.bookingId).toBe(waiting.bookingId);

    const { data: rows } = await db.domainEvent.scan.where((x, op) => op.eq(x.type, 'waitlist.seat-held')).go({ pages: 'all' });
    const row = rows.find((r) => JSON.parse(r.detail).holdId === hold!.holdId)!;
    const event = { type: 'waitlist.seat-held', detail: JSON.parse(row.detail) } as DomainEventOf<'waitlist.seat-held'>;
    await notifySeatHeld(event);
    await notifySeatHeld(event);
    const { data: deliveries } = await db.deliveryRecord.query.byOrganisation({ organisationId: a.organisationId }).go({ pages: 'all' });
    const sent = deliveries.filter((d) => d.refId === waiting.bookingId);
    expect(sent.map((d) => d.channel).sort()).toEqual(['EMAIL', 'SMS']);
    const link = `${getDeps().config.siteOrigin.replace(/\/$/, '')}/waitlist/hold/${hold!.holdId}`;
    for (const d of sent) expect(d.text).toContain(link);

    // The second candidate is booked by an administrator elsewhere: booking.confirmed takes them off the list.
    const other = await records.meeting(projectId, 96, { candidateMax: 1 });
    const admin = await invoke(handler, {
      method: 'POST',
      path: '/api/user-booking/new-booking',
      body: { encryptedMeetingId: other, encryptedStepId: second.bookingId },
      ...a.admin,
    });
    expect(admin.statusCode).toBe(200);
    await leaveOnBooked({ organisationId: a.organisationId, bookingId: second.bookingId });
    expect(await waitlist.entryOf(a.organisationId, second.bookingId)).toBeNull();
  });
});
