import { ulid } from 'ulid';
import { bookSeat } from '@scheduler/core/booking/booking-store-seats';
import type { Booking } from '@scheduler/core/booking/booking-entity';
import { bookingCreate } from '@scheduler/core/booking/booking-list';
import type { Db } from '@scheduler/core/db';
import type { TransactionEntities } from '@scheduler/core/lists/list-counters';
import type { Meeting } from '@scheduler/core/meeting/meeting-entity';
import { meetingCreate } from '@scheduler/core/meeting/meeting-list';
import type { Project } from '@scheduler/core/project/project-entity';
import { createUserStore } from '@scheduler/core/user/user-store';

/**
 * The records of the integration tests, the local seed, the benches and the browser scenarios, each written as the
 * product writes it (meetings and bookings with their list counters, seats through the seat transaction). Plain
 * functions over the table: every field may be given; the rest is a plain default named on each builder. Each is
 * stamped (created, updated, a booking's status date) now, or at `at`.
 */

type NewProject = Parameters<Db['project']['create']>[0];
type NewMeeting = Parameters<TransactionEntities['meeting']['create']>[0];
type NewBooking = Parameters<TransactionEntities['booking']['create']>[0];

/** When a record was written, if not now. */
type Stamp = { at?: string };

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SYDNEY = 'Australia/Sydney';
/** An address for an onsite meeting. */
export const GEORGE_STREET = { addLine1: '1 George St', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' as const };

/** A project of the organisation: unless told, an ACTIVE assessment project in Sydney from yesterday to 60 days ahead. */
export async function createProject(db: Db, { at, ...fields }: Pick<NewProject, 'organisationId'> & Partial<NewProject> & Stamp): Promise<Project> {
  const now = Date.now();
  const stamp = at ?? new Date(now).toISOString();
  const projectId = fields.projectId ?? ulid();
  const { data } = await db.project
    .create({
      projectId,
      departmentId: ulid(),
      name: `Project ${projectId.slice(-5)}`,
      status: 'ACTIVE',
      stepType: 'ASSESSMENT',
      start: new Date(now - DAY).toISOString(),
      end: new Date(now + 60 * DAY).toISOString(),
      timeZone: SYDNEY,
      createdAt: stamp,
      updatedAt: stamp,
      ...fields,
    })
    .go();
  return data as Project;
}

/**
 * A meeting of the project with its list counters: unless told, a one-hour onsite assessment in Sydney for one
 * candidate, ending `durationHours` after its start, with no address (give `address: GEORGE_STREET` for one).
 */
export async function createMeeting(
  db: Db,
  { at, ...fields }: Pick<NewMeeting, 'organisationId' | 'projectId' | 'assessorId' | 'start'> & Partial<NewMeeting> & Stamp,
): Promise<Meeting> {
  const stamp = at ?? new Date().toISOString();
  const durationHours = fields.durationHours ?? 1;
  const meeting = {
    meetingId: ulid(),
    stepType: 'ASSESSMENT' as const,
    end: new Date(Date.parse(fields.start) + durationHours * HOUR).toISOString(),
    timeZone: SYDNEY,
    durationHours,
    deliveryMethod: 'ONSITE' as const,
    candidateMax: 1,
    createdAt: stamp,
    updatedAt: stamp,
    ...fields,
  };
  const written = await db.service.transaction.write((e) => meetingCreate(e, meeting)).go();
  if (written.canceled) throw new Error('the meeting was not written');
  return (await db.meeting.get({ organisationId: meeting.organisationId, meetingId: meeting.meetingId }).go({ consistent: true })).data!;
}

/** A booking of the candidate's step with its list counters: unless told, PENDING in an assessment step, from now. */
export async function createBooking(
  db: Db,
  { at, ...fields }: Pick<NewBooking, 'organisationId' | 'candidateId' | 'projectId'> & Partial<NewBooking> & Stamp,
): Promise<Booking> {
  const stamp = at ?? new Date().toISOString();
  const booking = {
    bookingId: ulid(),
    stepType: 'ASSESSMENT' as const,
    status: 'PENDING' as const,
    statusDate: stamp,
    createdAt: stamp,
    updatedAt: stamp,
    ...fields,
  };
  const written = await db.service.transaction.write((e) => bookingCreate(e, booking)).go();
  if (written.canceled) throw new Error('the booking was not written');
  return booking as Booking;
}

/** A pending booking CONFIRMED into the meeting through the seat transaction (bookSeat); a refusal throws. */
export async function confirmBooking(db: Db, seat: Omit<Parameters<typeof bookSeat>[1], 'now'> & { now?: string }): Promise<void> {
  const booked = await bookSeat(db, { now: new Date().toISOString(), ...seat });
  if (!booked.ok) throw new Error(`the seat was refused: ${booked.reason}`);
}

/** What a candidate is: their name and username, and the sub of their identity where they sign in. */
export interface CandidateFields {
  organisationId: string;
  username: string;
  firstName: string;
  lastName: string;
  identitySub?: string;
  stamp?: string;
}

/**
 * A CANDIDATE of the organisation (tests, the seed and the benches): the user with its username guard (one transaction, refused when the username is
 * taken) and its membership. Answers the user id.
 */
export async function createCandidate(db: Db, c: CandidateFields): Promise<string> {
  const userId = ulid();
  const { organisationId, username, firstName, lastName, stamp = new Date().toISOString() } = c;
  const written = await db.service.transaction
    .write(({ user, usernameGuard }) => [
      user
        .create({
          userId,
          username,
          ...(c.identitySub ? { identitySub: c.identitySub } : {}),
          firstName,
          lastName,
          type: 'CANDIDATE',
          status: 'ACTIVE',
          defaultOrganisationId: organisationId,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .commit(),
      usernameGuard.create({ username, userId, createdAt: stamp }).commit(),
    ])
    .go();
  if (written.canceled) throw new Error(`the username ${username} is taken`);
  await createUserStore(db).addMember(
    { userId, username, firstName, lastName, status: 'ACTIVE' },
    { organisationId, userId, userType: 'CANDIDATE', active: true, status: 'ACTIVE', createdAt: stamp, updatedAt: stamp },
  );
  return userId;
}
