import { ACCOUNT_MSG, MSG } from '@scheduler/contracts/messages';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import type { Organisation } from '../organisation/organisation-entity.ts';
import type { User } from './user-entity.ts';
import { invitedRoleLabel } from '../signup/invitation-email.ts';
import { scopedOrganisationId } from '../organisation/organisation-scope.ts';
import { formatApiDate, formatInvitationExpiry } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { zonedDayBoundsUtc } from '../time/zoned-date-time.ts';
import { createDepartmentStore } from '../department/department-store.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { createUserStore } from './user-store.ts';
import { hasAccount, type AccountDeps } from './account-deps.ts';
import { auditEntry } from '../audit/audit-log.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import { createInvitationService } from '../signup/invitations.ts';
import type { userCreate } from '@scheduler/contracts/schemas/user';
import type { StatusAnswer } from '@scheduler/contracts/envelope';
import type * as z from 'zod';
import { settingsOf } from '../organisation/organisation-settings.ts';

/** Creates of one e-mail racing each other: each loser reads again and invites the winner's person. */
const CREATE_ROUNDS = 4;

const existingAccessMessage = (config: unknown): string | undefined => {
  return settingsOf(config).msgExistingAssessorAccess || undefined;
};

/**
 * New organisation, assessor and invigilator users (doc 1 §7 user/create, doc 3 §2.14) and the Extend Invite Expiry
 * action (doc 1 §2.11, user/extendExpiryDate). Both write first (user, access, invitation and audit in one
 * transaction) and e-mail after: a failed e-mail is reported in the answer, never loses the user.
 */
export function createNewUserService(deps: AccountDeps) {
  const { db, clock, ids } = deps;
  const users = createUserStore(db);
  const organisations = createOrganisationStore(db);
  const departments = createDepartmentStore(db);
  const invitations = createInvitationService(deps);
  const labels = createConfigLabelService(deps);

  async function activeOrganisation(organisationId: string) {
    const org = await organisations.organisationOf(organisationId);
    if (!org) throw errors.notFound('Organisation');
    if (!org.active) throw errors.refused('user.organisation_inactive', ACCOUNT_MSG.organisationInactive);
    return org;
  }

  /**
   * Writes the person (when new, with the username guard), the access and the invitation in one transaction, then
   * e-mails it. 'raced' when another create of the same e-mail won meanwhile (its username guard, or the items).
   */
  async function invite(
    actor: Actor,
    input: z.output<typeof userCreate>,
    at: { organisationId: string; org: Organisation; departmentId?: string; email: string; existing?: User },
  ): Promise<StatusAnswer | 'raced'> {
    const { organisationId, org, departmentId, email, existing } = at;
    const now = clock.now().toISOString();
    const userId = existing?.userId ?? ids.next();
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const isInvigilator = input.userType === 'INVIGILATOR';
    const assessorAdmin = !isInvigilator && input.assessorAdmin;
    const issued = await invitations.issue({ organisationId, userId, invitedBy: actor.userId, expiresOn: invitations.expiryFor(org.config) });
    const role = invitedRoleLabel(await labels.forOrganisation(organisationId), input.userType, { assessorAdmin });
    const audit = auditEntry(
      deps,
      actor,
      { refType: 'User', refId: userId, organisationId },
      `User ${firstName} ${lastName} (${email}) invited as ${role} to ${org.name}; invitation sent, expiring ${formatInvitationExpiry(issued.expiresOn)}.`,
    );
    const person = existing ?? { userId, firstName, lastName, username: email, status: 'INVITED' as const };
    const result = await users.personInvitedWrite({
      ...(existing
        ? {}
        : {
            newPerson: {
              userId,
              username: email,
              firstName,
              lastName,
              type: input.userType,
              defaultOrganisationId: organisationId,
              createdAt: now,
              updatedAt: now,
              ...(input.companyName?.trim() ? { companyName: input.companyName.trim() } : {}),
            },
          }),
      person,
      access: {
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
        invitedFirstName: firstName,
        invitedLastName: lastName,
        createdAt: now,
        updatedAt: now,
        ...(departmentId ? { departmentId } : {}),
      },
      issued,
      audit,
    });
    if (!result.committed) {
      const { reasons } = result;
      // The guard (second write of a new person) was taken, or a simultaneous transaction on the same items won.
      const raced = reasons.some((r) => r.code === 'TransactionConflict') || (!existing && reasons[1]?.code === 'ConditionalCheckFailed');
      if (raced) return 'raced';
      throw errors.refused('user.has_access', ACCOUNT_MSG.alreadyHasAccess);
    }

    // The e-mail goes to the address's owner: only they learn whether it already had an account.
    const mailed = await invitations.sendEmail(issued, {
      firstName: existing && hasAccount(existing) ? existing.firstName : firstName,
      email,
      organisationName: org.name,
      userType: input.userType,
      assessorAdmin,
      inviterName: actor.fullName,
      ...(existing && hasAccount(existing) ? { existingAccount: { note: existingAccessMessage(org.config) } } : {}),
    });
    return { status: 'SUCCESS', message: mailed ? ACCOUNT_MSG.userInvited : ACCOUNT_MSG.userCreatedNoMail };
  }

  return {
    /**
     * user/create: an invitation to the organisation, answered alike whether or not the e-mail already had an account
     * (same status and message, no id): nothing tells the admin who the e-mail belongs to. A new e-mail gets a person
     * (INVITED) and its username guard in the same transaction as the access, so two simultaneous creates of one e-mail
     * give one person: the loser invites the person the winner created. The organisation keeps the names it typed on
     * its access (its views show those while the access is INVITED); a person who already has an account keeps theirs
     * and accepts by signing in (signup.ts). Only an access the organisation itself already holds is refused.
     */
    async create(actor: Actor, input: z.output<typeof userCreate>): Promise<StatusAnswer> {
      const organisationId = scopedOrganisationId(actor, input.encryptedOrganisationId);
      const org = await activeOrganisation(organisationId);
      const departmentId = input.encryptedDepartmentId?.trim() || undefined;
      if (departmentId && !(await departments.departmentOf(organisationId, departmentId))) {
        throw errors.validation(MSG.validationFailed, { encryptedDepartmentId: 'Department not found in this Organisation' });
      }
      const email = input.email.trim().toLowerCase();
      // Another round only after losing a race for the same e-mail: the winner's person is then found.
      for (let round = 1; round <= CREATE_ROUNDS; round++) {
        const existing = await users.personByUsername(email);
        if (existing && (await users.accessOf(organisationId, existing.userId))) {
          throw errors.refused('user.has_access', ACCOUNT_MSG.alreadyHasAccess);
        }
        const invited = await invite(actor, input, { organisationId, org, departmentId, email, existing });
        if (invited !== 'raced') return invited;
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.floor(Math.random() * 40) * round));
      }
      throw new Error(`user/create: ${CREATE_ROUNDS} rounds lost to simultaneous creates of one e-mail`);
    },

    /**
     * user/extendExpiryDate: a fresh invitation expiring at the end of `date` (server time), the older one expired,
     * the e-mail sent again. The message holds the new expiry ('MMMM D, YYYY, h:mm A').
     */
    async extendExpiry(actor: Actor, organisationIdParam: string, userId: string, date: string): Promise<StatusAnswer> {
      const organisationId = scopedOrganisationId(actor, organisationIdParam);
      if (date < formatApiDate(clock.now(), SERVER_TIME_ZONE)) throw errors.refused('invitation.date_past', ACCOUNT_MSG.extendDatePast);
      const access = await users.accessOf(organisationId, userId);
      if (!access) throw errors.refused('invitation.no_access_record', ACCOUNT_MSG.accessRecordNotFound);
      const user = await users.personOf(userId);
      // The organisation's own access decides (the person's state elsewhere is not its to learn).
      if (!user || access.archived) throw errors.refused('user.archived', MSG.profileNotActive);
      if (access.status !== 'INVITED' || !access.invitationExpiry) throw errors.refused('invitation.no_expiry', ACCOUNT_MSG.invitationExpiryNotFound);
      const org = await activeOrganisation(organisationId);

      const expiresOn = new Date(zonedDayBoundsUtc(date, SERVER_TIME_ZONE).end.getTime() - 1000);
      const issued = await invitations.issue({ organisationId, userId, invitedBy: actor.userId, expiresOn });
      const expiryText = formatInvitationExpiry(expiresOn);
      const now = clock.now().toISOString();
      const audit = auditEntry(
        deps,
        actor,
        { refType: 'User', refId: userId, organisationId },
        `Invitation Expiry Date Extended to ${expiryText}; invitation sent again.`,
      );
      const before = access.invitationExpiry;
      const extended = await users.invitationExtendedWrite({ organisationId, userId }, before, issued, now, audit);
      if (!extended) throw errors.refused('invitation.stale', 'This invitation was changed by someone else, please reload and try again.');

      const mailed = await invitations.sendEmail(issued, {
        firstName: hasAccount(user) ? user.firstName : (access.invitedFirstName ?? user.firstName),
        email: user.username,
        organisationName: org.name,
        userType: access.userType,
        assessorAdmin: access.assessorAdmin,
        inviterName: actor.fullName,
        ...(hasAccount(user) ? { existingAccount: { note: existingAccessMessage(org.config) } } : {}),
      });
      return { status: 'SUCCESS', message: mailed ? expiryText : `${expiryText}. ${ACCOUNT_MSG.extendEmailFailed}` };
    },
  };
}
