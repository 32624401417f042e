import ICAL from 'ical.js';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertCode } from '@scheduler/contracts/alerts';
import type { BookingEvent } from '@scheduler/core/booking/booking-notify';
import { zonedDateTimeToUtc } from '@scheduler/core/time/zoned-date-time';
import { testDb } from '@scheduler/local/testing/test-db';
import { notifyBooking } from '../jobs/notify.ts';
import { getDeps } from '../lib/deps.ts';
import { meetingPageRecords } from '../meeting/testing/meeting-page-world.ts';
import { parseBody } from '../testing/api-event.ts';
import { bookingWorld } from '../testing/booking-world.ts';
import { invoke } from '../testing/invoke.ts';
import { JOURNEY_ZONE as ZONE, journeyDay as day, journeyMeetingBody, meetingJourneyCalls, ok } from '../testing/meeting-journey-calls.ts';
import { relayEventsOf } from '../testing/relayed-events.ts';
import { type MeetingChangedDetail, notifyMeetingChanged } from '@scheduler/core/meeting/meeting-changed-alert';
import { givenRecordingDeps } from '../testing/recording-deps.ts';
import { sendQueued } from '../testing/send-queued.ts';
import { givenTwoOrganisations } from '../testing/two-organisations.ts';
import { handler as userHandler } from '../user/index.ts';
import { handler as calendarHandler } from './index.ts';

/**
 * One meeting's calendar event through the real handlers (issue 18 item 2): book, edit, drag, cancel and rebook send
 * the candidate invitations of ONE UID whose SEQUENCE only ever rises, and the staff feed shows that same UID with the
 * same SEQUENCE after every step. The bus is recorded and its events handed to the notifier as the bus would.
 */
const { db } = testDb();
const published: BookingEvent[] = [];
const { mailer } = givenRecordingDeps({
  events: { publish: async (event) => void published.push(event as unknown as BookingEvent) },
  secrets: async (name) => (name === 'FEED_TOKEN' ? 'feed-secret-for-invitation-sequence-0123456789' : undefined),
});
const world = await givenTwoOrganisations(db);
const { a } = world;
const org = a.organisationId;
const pages = meetingPageRecords(db, org);
const bookings = bookingWorld(db);
const stamp = () => new Date().toISOString();

/** A project alert e-mailing the candidate for `code`. */
async function alert(projectId: string, code: AlertCode, subject: string) {
  const templateId = ulid();
  await db.notificationTemplate
    .create({
      organisationId: org,
      templateId,
      code,
      scope: 'PROJECT',
      deliveryMethod: 'EMAIL',
      name: subject,
      subject,
      body: 'Hello $candidateFirstName, $meetingStart.',
      archived: false,
      createdAt: stamp(),
      updatedAt: stamp(),
    })
    .go();
  await db.projectAlert
    .create({
      organisationId: org,
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

const meetingBody = (projectId: string, onDay: number, time: string) => journeyMeetingBody(projectId, a.assessor.userId, onDay, time);
const { save, drag, book, cancel } = meetingJourneyCalls(a.admin, 'Panel moved');
const pendingOf = async (candidateId: string, projectId: string) =>
  (await db.booking.query.byCandidate({ organisationId: org, candidateId, projectId }).go({ pages: 'all' })).data.find((b) => b.status === 'PENDING')!
    .bookingId;

let feedToken = '';
beforeAll(async () => {
  await db.userOrgAccess.patch({ organisationId: org, userId: a.admin.userId }).set({ calendarFeed: true }).go();
  feedToken = parseBody(
    ok(await invoke(userHandler, { method: 'GET', path: '/api/user/getCalFeedToken', sub: a.admin.sub, sessionId: a.admin.sessionId })),
  ).message as string;
});

interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  stamp: number;
  status: string;
}

/** An e-mailed invitation as ical.js reads it. */
function invitationOf(content: string): Invitation {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    stamp: (event.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime(),
    status: String(event.getFirstPropertyValue('status')),
  };
}

/** The SEQUENCE of the meeting's event in the admin's feed (/api/calendar/{token}/publish.ics). */
async function feedSequence(uid: string): Promise<number> {
  const answer = ok(await invoke(calendarHandler, { method: 'GET', path: '/api/calendar/{token}/publish.ics', params: { token: feedToken } }));
  const calendar = new ICAL.Component(ICAL.parse(answer.body!));
  const event = calendar.getAllSubcomponents('vevent').find((e) => e.getFirstPropertyValue('uid') === uid);
  return Number(event!.getFirstPropertyValue('sequence'));
}

/** Relays the events the changes wrote, hands the booking events published so far to the notifier (in `order`), sends the organisation's outbox and answers the candidate's new invitations. */
async function deliver(to: string, order: (events: BookingEvent[]) => BookingEvent[] = (e) => e): Promise<Invitation[]> {
  await relayEventsOf(db, [org], getDeps().events);
  const relayed = published.splice(0);
  for (const e of relayed as { type: string; detail: unknown }[]) {
    if (e.type === 'meeting.changed') await notifyMeetingChanged(getDeps(), e.detail as MeetingChangedDetail);
  }
  const events = relayed.filter((e) => e.type === 'booking.confirmed' || e.type === 'booking.cancelled');
  for (const event of order(events)) await notifyBooking(event, getDeps());
  const before = mailer.sent.length;
  await sendQueued(getDeps(), org);
  return mailer.sent
    .slice(before)
    .filter((m) => m.to.includes(to) && m.calendar)
    .map((m) => invitationOf(m.calendar!.content));
}

/** A project with its confirmation, cancellation and meeting-changed alerts, a meeting on `onDay` and a candidate's pending step. */
async function bookedWorld(onDay: number) {
  const projectId = await pages.project('INTERVIEW');
  await alert(projectId, 'BOOKING_CONFIRMED', 'Appointment Booked');
  await alert(projectId, 'BOOKING_CANCELLED_BY_CANDIDATE', 'Appointment Cancelled');
  await pages.changedAlert(projectId);
  const meetingId = parseBody(ok(await save(meetingBody(projectId, onDay, '10:00')))).message as string;
  const candidate = await world.signedIn(await world.member(org, 'CANDIDATE'));
  const first = await bookings.pending({ organisationId: org, projectId, stepType: 'INTERVIEW' }, candidate.userId);
  return { projectId, meetingId, onDay, candidate, first, uid: `meeting-${meetingId}@scheduler` };
}

describe('the calendar SEQUENCE of a meeting only rises, for every attendee and in the staff feed', () => {
  it('book → edit → drag → cancel → rebook: one UID, strictly rising SEQUENCE in the mails and the feed', async () => {
    const w = await bookedWorld(20);
    const steps: Array<{ step: string; invitations: Invitation[]; feed: number; startedAt: number }> = [];
    const step = async (name: string, act: () => Promise<unknown>) => {
      const startedAt = Math.floor(Date.now() / 1000) * 1000;
      await act();
      const invitations = await deliver(w.candidate.username);
      steps.push({ step: name, invitations, feed: await feedSequence(w.uid), startedAt });
    };

    await step('book', async () => ok(await book(w.candidate, w.meetingId, w.first)));
    await step('edit', async () => ok(await save({ ...meetingBody(w.projectId, w.onDay, '11:00'), encryptedId: w.meetingId })));
    await step('drag', async () => ok(await drag(w.meetingId, zonedDateTimeToUtc(day(w.onDay), '12:00', ZONE))));
    await step('cancel', async () => ok(await cancel(w.candidate, w.first)));
    await step('rebook', async () => ok(await book(w.candidate, w.meetingId, await pendingOf(w.candidate.userId, w.projectId))));

    // One invitation per step, all of the meeting's one UID (the staff feed's too).
    expect(steps.map((s) => [s.step, s.invitations.map((i) => `${i.method} ${i.status}`)])).toEqual([
      ['book', ['REQUEST CONFIRMED']],
      ['edit', ['REQUEST CONFIRMED']],
      ['drag', ['REQUEST CONFIRMED']],
      ['cancel', ['CANCEL CANCELLED']],
      ['rebook', ['REQUEST CONFIRMED']],
    ]);
    const invitations = steps.map((s) => s.invitations[0]!);
    expect(new Set(invitations.map((i) => i.uid))).toEqual(new Set([w.uid]));
    // SEQUENCE strictly rises in the mails and in the feed, and the feed shows the mail's SEQUENCE after each step.
    const sequences = invitations.map((i) => i.sequence);
    for (let i = 1; i < sequences.length; i++)
      expect(sequences[i], `${steps[i]!.step} after ${steps[i - 1]!.step}`).toBeGreaterThan(sequences[i - 1]!);
    expect(steps.map((s) => s.feed)).toEqual(sequences);
    // DTSTAMP is when each message was made, not the meeting's last change.
    for (const s of steps) expect(s.invitations[0]!.stamp).toBeGreaterThanOrEqual(s.startedAt);
  });

  it('a cancellation sent after the rebooking still carries the lower SEQUENCE: the calendar keeps the rebooked event', async () => {
    const w = await bookedWorld(22);
    ok(await book(w.candidate, w.meetingId, w.first));
    const [booked] = await deliver(w.candidate.username);
    ok(await cancel(w.candidate, w.first));
    ok(await book(w.candidate, w.meetingId, await pendingOf(w.candidate.userId, w.projectId)));
    // The bus delivers the rebooking's confirmation before the cancellation.
    const late = await deliver(w.candidate.username, (events) => [...events].reverse());
    // The outbox may send the two in either order (queued in one instant); each is read by its method.
    expect(late.map((i) => i.method).sort()).toEqual(['CANCEL', 'REQUEST']);
    const rebooked = late.find((i) => i.method === 'REQUEST')!;
    const cancelled = late.find((i) => i.method === 'CANCEL')!;
    expect(cancelled.sequence).toBeGreaterThan(booked!.sequence);
    expect(rebooked.sequence).toBeGreaterThan(cancelled.sequence);
    expect(await feedSequence(w.uid)).toBe(rebooked.sequence);
  });
});
