import { countryTimeZone, isValidTimeZone } from '@scheduler/contracts/time/time-zones';
import type { Db } from '../db.ts';
import { createBookingStore } from '../booking/booking-store.ts';
import { createDepartmentStore } from '../department/department-store.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import { createResourceStore } from '../resource/resource-store.ts';
import { createUserStore } from '../user/user-store.ts';
import { dateTimeCombined } from '../meeting/meeting-view.ts';
import { formatDisplayDateTime } from '../time/time-formats.ts';

/**
 * Audit text as people read it (doc 1 §3 audit row, §9 display formats). A log message may name records by id and
 * times as stored instants: rows written before messages named things (e.g. "Department: '01M91…'", "Start:
 * '2027-03-04T22:00:00.000Z'"), and people by id on purpose, so that a message keeps no one's name (a purge then
 * leaves nothing behind; the name is read when the log is). Reading the log turns each id of a record of the row's
 * organisation into its name (a department, resource, project or person; a meeting or booking by its time) and each
 * instant into 'EEEE, dd MMMM yyyy hh:mm a' with the zone's short code. An id that names nothing readable stays.
 */

/** A ULID as the product's ids are written (26 Crockford base-32 characters). */
const ID = /\b[0-9A-HJKMNP-TV-Z]{26}\b/g;
/** An ISO 8601 instant with its offset (the stored form of every time). */
const INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})/g;

/** The names of the ids found in `texts`, each read in `organisationId` only (another organisation's record stays an id). */
export async function namesOfIds(db: Db, organisationId: string, texts: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(texts.flatMap((t) => t.match(ID) ?? []))];
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const meetingStore = createMeetingStore(db);
  const userStore = createUserStore(db);
  const [departments, resources, projects, meetings, bookings, accesses] = await Promise.all([
    createDepartmentStore(db).departmentsNamed(organisationId, ids),
    createResourceStore(db).resourcesOf(organisationId, ids),
    createProjectStore(db).projectsOf(organisationId, ids),
    meetingStore.meetingsOf(organisationId, ids),
    createBookingStore(db).bookingsOf(organisationId, ids),
    userStore.accessesOf(organisationId, ids),
  ]);
  // People are named only where they belong to the organisation whose log this is; a booking by its meeting's time.
  const known = new Set(meetings.map((m) => m.meetingId));
  const [users, bookingMeetings] = await Promise.all([
    userStore.peopleOf(accesses.map((a) => a.userId)),
    meetingStore.meetingsOf(organisationId, [...new Set(bookings.flatMap((b) => (b.meetingId && !known.has(b.meetingId) ? [b.meetingId] : [])))]),
  ]);
  const meetingTimes = new Map([...meetings, ...bookingMeetings].map((m) => [m.meetingId, dateTimeCombined(m)]));
  for (const d of departments) names.set(d.departmentId, d.name);
  for (const r of resources) names.set(r.resourceId, r.name);
  for (const p of projects) names.set(p.projectId, p.name);
  for (const m of meetings) names.set(m.meetingId, meetingTimes.get(m.meetingId)!);
  for (const b of bookings) {
    const time = b.meetingId ? meetingTimes.get(b.meetingId) : undefined;
    if (time) names.set(b.bookingId, time);
  }
  for (const u of users) names.set(u.userId, `${u.firstName} ${u.lastName}`.trim());
  return names;
}

/** One text with its ids named (`names`) and its instants shown in `zone` with the zone's short code. */
export function readableText(text: string, names: ReadonlyMap<string, string>, zone: string): string {
  return text
    .replace(INSTANT, (iso) => {
      const at = new Date(iso);
      return Number.isNaN(at.getTime()) ? iso : formatDisplayDateTime(at, zone, { zoneCode: true });
    })
    .replace(ID, (id) => names.get(id) ?? id);
}

/**
 * The zone a record's log shows its times in: a meeting's or project's own zone, else the organisation's country's
 * (countryTimeZone).
 */
export async function zoneOfRecord(db: Db, refType: string, refId: string, organisationId: string): Promise<string> {
  const own =
    refType === 'Meeting'
      ? (await createMeetingStore(db).meetingOf(organisationId, refId))?.timeZone
      : refType === 'Project'
        ? (await createProjectStore(db).projectOf(organisationId, refId))?.timeZone
        : undefined;
  if (own && isValidTimeZone(own)) return own;
  const organisation = await createOrganisationStore(db).organisationOf(organisationId);
  return countryTimeZone(organisation?.countryCode);
}

/** Texts of one organisation's record as people read them (namesOfIds, readableText). */
export async function readableTexts(
  db: Db,
  ref: { refType: string; refId: string; organisationId: string },
  texts: readonly string[],
): Promise<string[]> {
  // Nothing is read for texts with neither an id nor an instant.
  const timed = texts.some((t) => new RegExp(INSTANT.source).test(t));
  const [names, zone] = await Promise.all([
    namesOfIds(db, ref.organisationId, texts),
    timed ? zoneOfRecord(db, ref.refType, ref.refId, ref.organisationId) : countryTimeZone(undefined),
  ]);
  return texts.map((t) => readableText(t, names, zone));
}
