import { MSG } from '@scheduler/contracts/messages';
import { CANDIDATE_INVITE_MESSAGES } from '@scheduler/contracts/schemas/upload';
import type { StepType } from '@scheduler/contracts/roles';
import type { Actor } from '../actor.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createProjectStore } from '../project/project-store.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import type { Organisation } from '../organisation/organisation-entity.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';
import type { Project } from '../project/project-entity.ts';
import type { CandidateRules } from './candidate-fields.ts';

/** What an invitation is into: the page's organisation, the project types chosen and a project per type. */
export interface InviteTargetInput {
  encryptedOrganisationId?: string;
  projectTypes?: StepType[];
  encryptedProjectId?: string;
  enAssessmentProjectId?: string;
  enInterviewProjectId?: string;
  /** Days the invitation link lasts when the organisation shows the link expiry (doc 3 §5: 1 to 99, default 1). */
  linkExpiryDays: number;
}

/** The organisation and projects of an invitation, checked once for a single invite or a whole file. */
export interface InviteTarget {
  organisationId: string;
  org: Organisation;
  projects: Project[];
  rules: CandidateRules;
  /** The link expiry days when the organisation shows that field; otherwise its invitation expiry applies. */
  linkExpiryDays?: number;
  existingCandidateNote?: string;
}

const SLOTS = [
  { type: 'ASSESSMENT', field: 'enAssessmentProjectId' },
  { type: 'INTERVIEW', field: 'enInterviewProjectId' },
] as const;

/**
 * Resolves and checks the target (doc 3 §5): the organisation in the caller's scope (another one's id answers 403), a
 * project for each selected type ('This is a required field'), each an active project of that organisation (another
 * organisation's project is not found: 404) and of its slot's step type.
 */
/** The organisation of an invitation in the caller's scope (another one's id answers 403), with its upload rules. */
export async function inviteOrganisation(deps: DataDeps, actor: Actor, encryptedOrganisationId?: string) {
  const organisationId = scopedOrganisationId(actor, encryptedOrganisationId);
  const org = await createOrganisationStore(deps.db).organisationOf(organisationId);
  if (!org) throw errors.notFound('Organisation');
  if (!org.active) throw errors.validation(MSG.validationFailed, { encryptedOrganisationId: 'Organisation is not active' });
  const s = settingsOf(org.config);
  const rules: CandidateRules = { uploadType: s.uploadProcessorType ?? 'CSV', countryCode: org.countryCode };
  return { organisationId, org, rules, showLinkExpiry: Boolean(s.showLinkExpiry), existingCandidateNote: s.msgExistingCandidateAccess };
}

export async function resolveInviteTarget(deps: DataDeps, actor: Actor, input: InviteTargetInput): Promise<InviteTarget> {
  const { organisationId, org, rules, showLinkExpiry, existingCandidateNote } = await inviteOrganisation(deps, actor, input.encryptedOrganisationId);

  const wanted: { field: string; projectId: string; type?: StepType }[] = [];
  const missing: Record<string, string> = {};
  if (input.encryptedProjectId) wanted.push({ field: 'encryptedProjectId', projectId: input.encryptedProjectId });
  else {
    const types = input.projectTypes ?? SLOTS.filter((s) => input[s.field]).map((s) => s.type);
    if (!types.length) missing.projectTypes = MSG.requiredField;
    for (const slot of SLOTS) {
      if (!types.includes(slot.type)) continue;
      const projectId = input[slot.field];
      if (projectId) wanted.push({ field: slot.field, projectId, type: slot.type });
      else missing[slot.field] = MSG.requiredField;
    }
  }
  if (Object.keys(missing).length) throw errors.validation(MSG.validationFailed, missing);

  // Every project is read first and checked after, so both slots' errors are answered together, in a stable order.
  const projectRows = createProjectStore(deps.db);
  const found = await Promise.all(wanted.map((w) => projectRows.projectOf(organisationId, w.projectId)));
  if (found.some((p) => !p)) throw errors.notFound('Project');
  const projects = found as Project[];
  const wrong: Record<string, string> = {};
  wanted.forEach((w, i) => {
    const project = projects[i];
    if (project.status !== 'ACTIVE') wrong[w.field] = CANDIDATE_INVITE_MESSAGES.projectInactive;
    else if (project.stepType === 'INTERNAL' || (w.type && project.stepType !== w.type)) wrong[w.field] = CANDIDATE_INVITE_MESSAGES.projectWrongType;
  });
  if (Object.keys(wrong).length) throw errors.validation(MSG.validationFailed, wrong);
  return {
    organisationId,
    org,
    projects,
    rules,
    ...(showLinkExpiry ? { linkExpiryDays: input.linkExpiryDays } : {}),
    ...(existingCandidateNote ? { existingCandidateNote } : {}),
  };
}
