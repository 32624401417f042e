import { labelText } from '@scheduler/contracts/labels';
import type { StepType, UserType } from '@scheduler/contracts/roles';
import { isValidApiDate, isValidApiTime } from '@scheduler/contracts/field-rules';
import type { Actor } from '../actor.ts';
import { isAnyAdmin } from '../actor.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import { stepTypesServed } from './access-types.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { userTypeDisplay } from './user-type-display.ts';
import { addHours } from '../time/time-arithmetic.ts';
import { isValidTimeZone, timeZoneShortCode } from '../time/time-zones.ts';
import { zonedDateTimeToUtc } from '../time/zoned-date-time.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { DataDeps } from '../deps.ts';
import { createUserScope, fullNameOf } from './user-scope.ts';
import { readIndexPage } from '../lists/index-page.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createUserStore } from './user-store.ts';
import type { assessorAvailabilityRequest, assessorsByTypeRequest } from '@scheduler/contracts/schemas/assessor';
import type * as z from 'zod';

/** The meeting form's prompt when the slot is not yet known (doc 2 §5). */
export const AVAILABILITY_PROMPT = 'Enter Start Date, Time & Duration to Populate Available List';

const TYPE_STEPS: Record<number, StepType> = { 1: 'INTERVIEW', 2: 'ASSESSMENT', 3: 'INTERNAL' };
/** listType values that ask for organisation admins ('Show Admins'). */
const ADMIN_LIST_TYPES = new Set(['ADMIN', 'ADMINS', 'ORG_ADMIN', 'SHOW_ADMINS', 'Y']);
/** Longest meeting looked back over when checking clashes. */
const MAX_MEETING_HOURS = 24;

/**
 * Assessors and invigilators of an organisation (doc 2 §3, §5, §7): by the step types they run, and those free
 * for a meeting slot. Admins see everyone; an assessor sees themselves and the assessors granted to them.
 */
export function createAssessorDirectory(deps: DataDeps) {
  const users = createUserStore(deps.db);
  const meetings = createMeetingStore(deps.db);
  const scope = createUserScope(deps);
  const labels = createConfigLabelService(deps);

  /** The staff an actor may pick from in an organisation: undefined means everyone (admins). */
  async function reachable(actor: Actor, organisationId: string): Promise<Set<string> | undefined> {
    if (isAnyAdmin(actor)) return undefined;
    const granted = await users.assessorsGrantedTo(organisationId, actor.userId);
    return new Set([actor.userId, ...granted.map((l) => l.assessorId)]);
  }

  /**
   * The staff of some user types, read from the access list index by type (user-org-access-entity.ts byType): the
   * staff ranges only, never the organisation's candidates. Not archived, reachable by the actor, and kept by `keep`.
   */
  async function staff(actor: Actor, organisationId: string, types: readonly UserType[], keep: (a: UserOrgAccess) => boolean) {
    const ranges = types.map((userType) => users.accessTypeRange(organisationId, userType));
    const [{ items }, allowed, labelSet] = await Promise.all([
      readIndexPage({ ranges, order: 'asc', pageIndex: 0, pageSize: 0, keep: (i) => i.archived !== true }),
      reachable(actor, organisationId),
      labels.forOrganisation(organisationId),
    ]);
    const reached = items.filter((i) => !allowed || allowed.has(String(i.userId)));
    const data = await users.accessesOf(
      organisationId,
      reached.map((i) => String(i.userId)),
    );
    const picked = data.filter((a) => !a.archived && keep(a));
    const people = await scope.usersById(picked.map((a) => a.userId));
    return picked
      .flatMap((a) => {
        const u = people.get(a.userId);
        if (!u || u.status === 'ARCHIVED') return [];
        return [
          {
            encryptedId: u.userId,
            fullName: fullNameOf(u),
            name: fullNameOf(u),
            userType: a.userType,
            typeDisplay: userTypeDisplay(a.userType, labelSet),
            active: a.active,
            assessorAdmin: a.assessorAdmin ?? false,
            encryptedTimezoneId: u.timezoneId,
            timezoneCode: u.timezoneId ? timeZoneShortCode(u.timezoneId) : undefined,
          },
        ];
      })
      .sort((x, y) => x.fullName.localeCompare(y.fullName, 'en-GB', { sensitivity: 'base' }));
  }

  return {
    /** assessor/getAllAssessorByType: type 1 interview, 2 assessment, 3 internal; 0 or 4 use stepType (all when absent). */
    async byType(actor: Actor, req: z.output<typeof assessorsByTypeRequest>) {
      const organisationId = scopedOrganisationId(actor, req.encryptedOrganisationId);
      const step = TYPE_STEPS[req.type] ?? req.stepType;
      return staff(
        actor,
        organisationId,
        ['ASSESSOR', 'INVIGILATOR'],
        (a) =>
          (a.userType === 'ASSESSOR' || a.userType === 'INVIGILATOR') &&
          (!req.activeOnly || a.active) &&
          (!step || stepTypesServed(a).includes(step)),
      );
    },

    /**
     * assessor/getAssessorInvigilatorAdminList: who can run a meeting at the given slot: invigilators for
     * assessments, assessors otherwise, organisation admins when asked ('Show Admins'); onsite only those in the
     * meeting's time zone; never anyone with another meeting overlapping the slot.
     */
    async available(actor: Actor, req: z.output<typeof assessorAvailabilityRequest>) {
      const organisationId = scopedOrganisationId(actor, req.encryptedOrganisationId);
      const zone = req.encryptedTimezoneId ?? '';
      const ready =
        isValidApiDate(req.startDateDisplay ?? '') && isValidApiTime(req.startTimeDisplay ?? '') && (req.duration ?? 0) > 0 && isValidTimeZone(zone);
      if (!ready) return { size: 0, dataset: [], errorMessage: AVAILABILITY_PROMPT };
      const start = zonedDateTimeToUtc(req.startDateDisplay!, req.startTimeDisplay!, zone);
      const end = addHours(start, req.duration!);
      const kind = ADMIN_LIST_TYPES.has((req.listType ?? '').toUpperCase())
        ? 'ORG_ADMIN'
        : req.stepType === 'ASSESSMENT'
          ? 'INVIGILATOR'
          : 'ASSESSOR';
      const people = await staff(
        actor,
        organisationId,
        [kind],
        (a) => a.active && a.userType === kind && (kind === 'ORG_ADMIN' || !req.stepType || stepTypesServed(a).includes(req.stepType)),
      );
      const inZone = req.deliveryMethod === 'ONSITE' ? people.filter((p) => p.encryptedTimezoneId === zone) : people;
      const from = addHours(start, -MAX_MEETING_HOURS).toISOString();
      const [startIso, endIso] = [start.toISOString(), end.toISOString()];
      const busy = await Promise.all(
        inZone.map(async (p) => {
          const data = await meetings.meetingsOfAssessorFrom(organisationId, p.encryptedId, from);
          return data.some((m) => !m.archived && m.meetingId !== req.encryptedMeetingId && m.start < endIso && m.end > startIso);
        }),
      );
      const dataset = inZone.filter((_, i) => !busy[i]).map((p) => ({ ...p, available: true }));
      const labelSet = await labels.forOrganisation(organisationId);
      const word = labelText(labelSet, kind === 'INVIGILATOR' ? 'INVIGILATOR' : 'ASSESSOR');
      return { size: dataset.length, dataset, ...(dataset.length === 0 ? { errorMessage: `No ${word} Found` } : {}) };
    },
  };
}
