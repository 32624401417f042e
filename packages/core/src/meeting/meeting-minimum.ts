import { cancelFreezeHours } from '../booking/booking-permissions.ts';
import type { DataDeps } from '../deps.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';
import type { Project } from '../project/project-entity.ts';
import { createProjectStore } from '../project/project-store.ts';
import { addHours } from '../time/time-arithmetic.ts';
import type { Meeting } from './meeting-entity.ts';
import { createMeetingMinimumStore } from './meeting-minimum-store.ts';

/** The longest freeze period a meeting or project may set (contracts common.ts freezeHours): the job's look-ahead. */
const MAX_FREEZE_HOURS = 1000;
/** How long a check row outlives its meeting's start (the table's TTL then deletes it). */
const CHECK_KEPT_DAYS = 90;

type MeetingFacts = Pick<Meeting, 'start' | 'end' | 'deliveryMethod' | 'freezePeriodCancel' | 'stepType'>;

/**
 * The go/no-go deadline of a meeting: the instant a candidate can no longer cancel it, the very freeze cancelAllowed
 * applies to a candidate (booking-permissions.ts cancelFreezeHours: the meeting's freezePeriodCancel, else the
 * project's onsite or remote freeze).
 */
export function underMinimumDeadline(meeting: MeetingFacts, project: Pick<Project, 'freezePeriodOnsite' | 'freezePeriodRemote'> | null): Date {
  const hours = cancelFreezeHours({
    now: new Date(meeting.start),
    viewer: 'CANDIDATE',
    booking: { status: 'CONFIRMED', start: meeting.start, end: meeting.end, stepType: meeting.stepType },
    meeting: { deliveryMethod: meeting.deliveryMethod, freezePeriodCancel: meeting.freezePeriodCancel },
    project: project ?? undefined,
  });
  return addHours(new Date(meeting.start), -hours);
}

/** Confirmed bookings of a meeting: its seat counter less the seats held for waitlisted candidates. */
export const confirmedOf = (m: Pick<Meeting, 'candidatesConfirmed' | 'candidatesHeld'>) => m.candidatesConfirmed - (m.candidatesHeld ?? 0);

/**
 * The go/no-go job (every 5 minutes, functions/jobs/under-minimum.ts): for each organisation with the
 * underMinimumAlert option on, the assessments starting within the longest freeze period (one query of the start
 * index) whose candidate cancel freeze has begun and whose confirmed bookings are below candidateMin get flagged:
 * the check row (once per meeting and deadline), the meeting's underMinimum and the meeting.under-minimum event in
 * one transaction (the relay hands the event to the notifier, meeting-minimum-alert.ts). A run that dies leaves each
 * meeting flagged with its event or not at all; overlapping runs flag it once. A meeting edited to another start
 * has another deadline, so it is checked again.
 */
export function createUnderMinimumCheck(deps: DataDeps) {
  const { db, clock, ids } = deps;
  const store = createMeetingMinimumStore(db);
  const projects = createProjectStore(db);
  return {
    async run(): Promise<{ checked: number; flagged: number; failed: number }> {
      const now = clock.now();
      let checked = 0;
      let flagged = 0;
      let failed = 0;
      for (const org of await createOrganisationStore(db).allOrganisations()) {
        if (!org.active || !settingsOf(org.config).bookingOptions.underMinimumAlert) continue;
        const until = addHours(now, MAX_FREEZE_HOURS).toISOString();
        const projectReads = new Map<string, ReturnType<typeof projects.projectOf>>();
        const projectOf = (projectId: string) => {
          let read = projectReads.get(projectId);
          if (!read) projectReads.set(projectId, (read = projects.projectOf(org.organisationId, projectId)));
          return read;
        };
        for (const m of await store.assessmentsStartingBetween(org.organisationId, now.toISOString(), until)) {
          if (m.candidateMin <= 0) continue;
          const deadline = underMinimumDeadline(m, await projectOf(m.projectId));
          if (now < deadline || m.underMinimum?.deadline === deadline.toISOString()) continue;
          checked++;
          const confirmed = confirmedOf(m);
          if (confirmed >= m.candidateMin) continue;
          const finding = {
            organisationId: m.organisationId,
            meetingId: m.meetingId,
            start: m.start,
            deadline: deadline.toISOString(),
            confirmed,
            minimum: m.candidateMin,
            checkedAt: now.toISOString(),
            expiresAt: Math.floor(Date.parse(m.start) / 1000) + CHECK_KEPT_DAYS * 86_400,
          };
          const event = {
            eventId: ids.next(),
            type: 'meeting.under-minimum',
            detail: {
              organisationId: m.organisationId,
              occurredAt: finding.checkedAt,
              meetingId: m.meetingId,
              projectId: m.projectId,
              deadline: finding.deadline,
              confirmed,
              minimum: m.candidateMin,
            },
          };
          try {
            // false: checked already at this deadline (an overlapping run), or the meeting changed since it was read.
            if (await store.flagUnderMinimumWrite(finding, event)) flagged++;
          } catch {
            failed++;
          }
        }
      }
      return { checked, flagged, failed };
    },
  };
}
