import type { AlertCode } from '@scheduler/contracts/alerts';
import type { StepType } from '@scheduler/contracts/roles';
import type { Db } from '../db.ts';
import { createNotificationStore } from './notification-store.ts';
import { isProjectAlertCode } from './project-alert-codes.ts';

/**
 * A project's confirmation alert (issue 18 item 1): its active project alert of the catalogue's BOOKING_CONFIRMED code,
 * by e-mail, SMS or both, which sends the confirmation the booking dialog promises ('A confirmation email will be
 * sent...'). Without it a booking of the project is confirmed in silence.
 */
export const CONFIRMATION_ALERT_CODE = 'BOOKING_CONFIRMED' satisfies AlertCode;

interface ProjectRef {
  organisationId: string;
  projectId: string;
  stepType: StepType;
  status: string;
}

/** Projects a missing confirmation alert is said for: not archived, of a step type candidates book (not internal). */
const concerned = (p: ProjectRef) => p.status !== 'ARCHIVED' && isProjectAlertCode(CONFIRMATION_ALERT_CODE, p.stepType);

/**
 * The ids of those of `projects` that lack their confirmation alert. Exact and in one batch read: a project has an
 * active alert of a code exactly while the code guard of its project and code exists (the alert writes create and
 * delete the guard in the transaction that creates or removes the alert: project-alert-writes.ts).
 */
export async function projectsMissingConfirmationAlert(db: Db, projects: readonly ProjectRef[]): Promise<Set<string>> {
  const keys = projects.filter(concerned).map((p) => ({ organisationId: p.organisationId, projectId: p.projectId, code: CONFIRMATION_ALERT_CODE }));
  if (!keys.length) return new Set();
  const guarded = await createNotificationStore(db).projectsGuardingCode(keys);
  return new Set(keys.map((k) => k.projectId).filter((id) => !guarded.has(id)));
}
