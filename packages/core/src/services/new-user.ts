import { ACCOUNT_MSG, MSG } from '@scheduler/contracts/messages';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import { invitedRoleLabel } from '../messages/invitation-email.ts';
import { scopedOrganisationId } from '../rules/organisation-scope.ts';
import { formatApiDate, formatInvitationExpiry } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { zonedDayBoundsUtc } from '../time/zoned-date-time.ts';
import type { AccountDeps } from './account-deps.ts';
import { auditEntry } from './audit-log.ts';
import { createConfigLabelService } from './config-label.ts';
import { createInvitationService, invitationWrites } from './invitations.ts';

/** New user payload (doc 3 §3), as the contracts' userCreate parses it. */
export interface NewUserInput {
  userType: 'ORG_ADMIN' | 'ASSESSOR' | 'INVIGILATOR';
  firstName: string;
  lastName: string;
  email: string;
  encryptedOrganisationId: string;
  encryptedDepartmentId?: string;
  assessorAdmin: boolean;
  internalProjectAccess: boolean;
  companyName?: string;
  isOrgUserInvigilator: boolean;
}

type Answer = { status: string; message: string };

const existingAccessMessage = (config: unknown): string | undefined => {
  const text = (config as { msgExistingAssessorAccess?: unknown } | undefined)?.msgExistingAssessorAccess;
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
};

/**
 * New organisation, assessor and invigilator users (doc 1 §7 user/create, doc 3 §2.14) and the Extend Invite Expiry
 * action (doc 1 §2.11, user/extendExpiryDate). Both write first (user, access, invitation and audit in one
 * transaction) and e-mail after: a failed e-mail is reported in the answer, never loses the user.
 */
export function createNewUserService(deps: AccountDeps) {
  const { db, clock, ids } = deps;
  const invitations = createInvitationService(deps);
  const labels = createConfigLabelService(deps);

  async function activeOrganisation(organisationId: string) {
    const { data: org } = await db.organisation.get({ organisationId }).go();
    if (!org) throw errors.notFound('Organisation');
    if (!org.active) throw errors.refused('user.organisation_inactive', ACCOUNT_MSG.organisationInactive);
    return org;
  }

  return {
    /** user/create: a new user INVITED with an INVITED access, or an existing active user invited to one more organisation. */
    async create(actor: Actor, input: NewUserInput): Promise<Answer & { encryptedId: string }> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      const org = await activeOrganisation(organisationId);
      const departmentId = input.encryptedDepartmentId?.trim() || undefined;
      if (departmentId && !(await db.department.get({ organisationId, departmentId }).go()).data) {
        throw errors.validation(MSG.validationFailed, { encryptedDepartmentId: 'Department not found in this Organisation' });
      }
      const email = input.email.trim().toLowerCase();
      const { data: found } = await db.user.query.byUsername({ username: email }).go();
      const existing = found[0];
      if (existing) {
        if (existing.type === 'GRID_ADMIN') throw errors.refused('user.grid_admin', ACCOUNT_MSG.gridAdminExists);
        if (existing.status === 'ARCHIVED') throw errors.refused('user.archived', MSG.profileNotActive);
        const { data: access } = await db.userOrgAccess.get({ organisationId, userId: existing.userId }).go();
        if (access) throw errors.refused('user.has_access', ACCOUNT_MSG.alreadyHasAccess);
      }

      const now = clock.now().toISOString();
      const userId = existing?.userId ?? ids.next();
      const firstName = existing?.firstName ?? input.firstName.trim();
      const lastName = existing?.lastName ?? input.lastName.trim();
      const isInvigilator = input.userType === 'INVIGILATOR';
      const assessorAdmin = !isInvigilator && input.assessorAdmin;
      const issued = await invitations.issue({ organisationId, userId, invitedBy: actor.userId, expiresOn: invitations.expiryFor(org.config) });
      const role = invitedRoleLabel(await labels.forOrganisation(organisationId), input.userType, { assessorAdmin });
      const expiryText = formatInvitationExpiry(issued.expiresOn);
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'User', refId: userId, organisationId },
        existing
          ? `Access to ${org.name} added as ${role}; invitation sent to ${email}, expiring ${expiryText}.`
          : `User ${firstName} ${lastName} (${email}) created as ${role} in ${org.name}; invitation sent, expiring ${expiryText}.`,
      );
      const result = await db.service.transaction
        .write(({ user, userOrgAccess, invitation, auditLog }) => [
          ...(existing
            ? []
            : [
                user
                  .create({ userId, username: email, firstName, lastName, type: input.userType, status: 'INVITED', defaultOrganisationId: organisationId, createdAt: now, updatedAt: now, ...(input.companyName?.trim() ? { companyName: input.companyName.trim() } : {}) })
                  .commit(),
              ]),
          userOrgAccess
            .create({
              organisationId,
              userId,
              userType: input.userType,
              active: false,
              archived: false,
              status: 'INVITED',
              assessorAdmin,
              internalProjectAccess: !isInvigilator && input.internalProjectAccess,
              orgUserInvigilator: input.isOrgUserInvigilator,
              invitationExpiry: issued.expiresOn.toISOString(),
              createdAt: now,
              updatedAt: now,
              ...(departmentId ? { departmentId } : {}),
            })
            .commit(),
          ...invitationWrites(invitation, issued),
          auditLog.create(audit).commit(),
        ])
        .go();
      if (result.canceled) throw errors.refused('user.has_access', ACCOUNT_MSG.alreadyHasAccess);

      const mailed = await invitations.sendEmail(issued, { firstName, email, organisationName: org.name, userType: input.userType, assessorAdmin, inviterName: actor.fullName });
      const message = !mailed
        ? existing ? ACCOUNT_MSG.accessAddedNoMail : ACCOUNT_MSG.userCreatedNoMail
        : existing ? (existingAccessMessage(org.config) ?? ACCOUNT_MSG.accessInvited) : ACCOUNT_MSG.userInvited;
      return { status: 'SUCCESS', message, encryptedId: userId };
    },

    /**
     * user/extendExpiryDate: a fresh invitation expiring at the end of `date` (server time), the older one expired,
     * the e-mail sent again. The message holds the new expiry ('MMMM D, YYYY, h:mm A').
     */
    async extendExpiry(actor: Actor, organisationIdParam: string, userId: string, date: string): Promise<Answer> {
      const organisationId = scopedOrganisationId(actor, organisationIdParam);
      if (date < formatApiDate(clock.now(), SERVER_TIME_ZONE)) throw errors.refused('invitation.date_past', ACCOUNT_MSG.extendDatePast);
      const { data: access } = await db.userOrgAccess.get({ organisationId, userId }).go();
      if (!access) throw errors.refused('invitation.no_access_record', ACCOUNT_MSG.accessRecordNotFound);
      const { data: user } = await db.user.get({ userId }).go();
      if (!user || user.status === 'ARCHIVED' || access.archived) throw errors.refused('user.archived', MSG.profileNotActive);
      if (access.status !== 'INVITED' || !access.invitationExpiry) throw errors.refused('invitation.no_expiry', ACCOUNT_MSG.invitationExpiryNotFound);
      const org = await activeOrganisation(organisationId);

      const expiresOn = new Date(zonedDayBoundsUtc(date, SERVER_TIME_ZONE).end.getTime() - 1000);
      const issued = await invitations.issue({ organisationId, userId, invitedBy: actor.userId, expiresOn });
      const expiryText = formatInvitationExpiry(expiresOn);
      const now = clock.now().toISOString();
      const audit = auditEntry(deps, actor, { refType: 'User', refId: userId, organisationId }, `Invitation Expiry Date Extended to ${expiryText}; invitation sent again.`);
      const before = access.invitationExpiry;
      const result = await db.service.transaction
        .write(({ userOrgAccess, invitation, auditLog }) => [
          userOrgAccess
            .patch({ organisationId, userId })
            .set({ invitationExpiry: expiresOn.toISOString(), updatedAt: now })
            .where((a, op) => `${op.eq(a.invitationExpiry, before)} AND ${op.eq(a.status, 'INVITED')}`)
            .commit(),
          ...invitationWrites(invitation, issued),
          auditLog.create(audit).commit(),
        ])
        .go();
      if (result.canceled) throw errors.refused('invitation.stale', 'This invitation was changed by someone else, please reload and try again.');

      const mailed = await invitations.sendEmail(issued, {
        firstName: user.firstName,
        email: user.username,
        organisationName: org.name,
        userType: access.userType,
        assessorAdmin: access.assessorAdmin,
        inviterName: actor.fullName,
      });
      return { status: 'SUCCESS', message: mailed ? expiryText : `${expiryText}. ${ACCOUNT_MSG.extendEmailFailed}` };
    },
  };
}
