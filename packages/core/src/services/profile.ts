import { invalidMobileMessage, isValidMobile } from '@scheduler/contracts/field-rules';
import { MSG } from '@scheduler/contracts/messages';
import { passwordProblem, personalWords } from '@scheduler/contracts/password-rule';
import type { CountryCode } from '@scheduler/contracts/roles';
import type { Actor } from '../actor.ts';
import { isAnyAdmin } from '../actor.ts';
import { errors } from '../errors.ts';
import type { User } from '../entities/user.ts';
import type { Identity } from '../ports/identity.ts';
import { isOfferedTimeZone } from '../time/time-zones.ts';
import { auditEntry, describeChanges } from './audit-log.ts';
import type { DataDeps } from './deps.ts';
import { createSessionService } from './session.ts';
import { assertChangeable, createUserScope, identityFor } from './user-scope.ts';

export interface ProfileInput {
  encryptedId: string;
  firstName: string;
  lastName: string;
  mobileNo?: string;
  encryptedTimezoneId?: string;
  companyName?: string;
  changePassword?: boolean;
  password?: string;
  confirmPassword?: string;
}

const AUDITED = { firstName: 'First Name', lastName: 'Last Name', mobileNo: 'Mobile', timezoneId: 'Timezone', companyName: 'Company' };
const STAFF_TYPES: readonly User['type'][] = ['ASSESSOR', 'INVIGILATOR'];

/**
 * Own profile and an admin's edit of a user (doc 1 §2.9, §2.11, §5), and resetting 2-step authentication.
 * Names and mobile go to the identity provider too; every change writes an audit row.
 */
export function createProfileService(deps: DataDeps & { identity?: Identity }) {
  const { db, clock } = deps;
  const scope = createUserScope(deps);
  const sessions = createSessionService(deps);

  /** The user to change and the organisation whose rules (phone country) and audit apply. */
  async function target(actor: Actor, userId: string): Promise<{ user: User; organisationId: string; own: boolean }> {
    if (userId === actor.userId) return { user: await scope.user(userId), organisationId: actor.organisationId, own: true };
    if (!isAnyAdmin(actor)) throw errors.forbidden();
    const { user, accesses } = await scope.visible(actor, userId);
    assertChangeable(user);
    const access = accesses.find((a) => a.organisationId === actor.organisationId) ?? accesses.find((a) => a.organisationId === user.defaultOrganisationId) ?? accesses[0];
    return { user, organisationId: access?.organisationId ?? actor.organisationId, own: false };
  }

  async function countryOf(organisationId: string): Promise<CountryCode> {
    const { data } = await db.organisation.get({ organisationId }).go();
    return data?.countryCode ?? 'AU';
  }

  return {
    /** user/update: answers the message of the 'User Profile Update' dialog. */
    async update(actor: Actor, input: ProfileInput): Promise<string> {
      const { user, organisationId, own } = await target(actor, input.encryptedId);
      const country = await countryOf(organisationId);
      // A field left out keeps its value; an empty mobile or company removes it.
      const mobileNo = input.mobileNo === undefined ? (user.mobileNo ?? '') : input.mobileNo.trim();
      if (mobileNo && !isValidMobile(mobileNo, country)) throw errors.validation(MSG.validationFailed, { mobileNo: invalidMobileMessage(country) });
      if (!mobileNo && user.mfaType === 'MOBILE') throw errors.refused('user.mobile_required', MSG.mobileRemoval, 'NOT_ALLOWED');

      // Time zone and company belong to assessors and invigilators, who must have a time zone.
      const staff = STAFF_TYPES.includes(user.type);
      const timezoneId = staff && input.encryptedTimezoneId !== undefined ? input.encryptedTimezoneId.trim() : user.timezoneId;
      const zoneRequired = staff && (own || input.encryptedTimezoneId !== undefined);
      if (zoneRequired && (!timezoneId || !isOfferedTimeZone(timezoneId))) throw errors.validation(MSG.validationFailed, { encryptedTimezoneId: MSG.requiredField });
      const companyName = staff && input.companyName !== undefined ? input.companyName.trim() || undefined : user.companyName;

      const changePassword = input.changePassword === true;
      if (changePassword) {
        if (!own) throw errors.refused('user.password_own_only', MSG.notAllowed, 'NOT_ALLOWED');
        const problem = input.password ? passwordProblem(input.password, personalWords({ firstName: input.firstName, lastName: input.lastName, email: user.username })) : MSG.requiredField;
        if (problem) throw errors.validation(MSG.validationFailed, { password: problem });
      }

      const after = { firstName: input.firstName.trim(), lastName: input.lastName.trim(), mobileNo: mobileNo || undefined, timezoneId, companyName };
      const changes = describeChanges(user, after, AUDITED);
      const identity = identityFor(deps, user);
      if (identity) {
        const attrs: Parameters<Identity['updateAttributes']>[1] = {};
        if (after.firstName !== user.firstName) attrs.firstName = after.firstName;
        if (after.lastName !== user.lastName) attrs.lastName = after.lastName;
        if ((after.mobileNo ?? '') !== (user.mobileNo ?? '')) attrs.phoneNumber = after.mobileNo ?? null;
        if (Object.keys(attrs).length > 0) await identity.updateAttributes(user.username, attrs);
        if (changePassword) await identity.setPassword(user.username, input.password!, true);
      }
      if (!changes && !changePassword) return 'User profile saved.';

      const what = own ? 'Profile updated' : 'User updated';
      const logMsg = [`${what}.`, changes, changePassword ? 'Password changed.' : ''].filter(Boolean).join(' ');
      const audit = auditEntry(deps, actor, { refType: 'User', refId: user.userId, organisationId }, logMsg);
      const now = clock.now().toISOString();
      const result = await db.service.transaction
        .write(({ user: users, auditLog }) => {
          const set = { firstName: after.firstName, lastName: after.lastName, updatedAt: now, ...(after.mobileNo ? { mobileNo: after.mobileNo } : {}), ...(after.timezoneId ? { timezoneId: after.timezoneId } : {}), ...(after.companyName ? { companyName: after.companyName } : {}) };
          const removed = [...(after.mobileNo ? [] : ['mobileNo' as const]), ...(after.companyName ? [] : ['companyName' as const])];
          const patch = users.patch({ userId: user.userId }).set(set);
          const write = removed.length > 0 ? patch.remove(removed) : patch;
          return [write.where((attr, op) => op.eq(attr.updatedAt, user.updatedAt)).commit(), auditLog.create(audit).commit()];
        })
        .go();
      if (result.canceled) throw errors.refused('user.stale', 'This user was changed by someone else, please reload and try again.');
      return 'User profile saved.';
    },

    /**
     * user/resetMfa: turns 2-step authentication off. Own profile only when a method is set; an admin for a
     * user in scope, which also ends that user's sessions.
     */
    async resetMfa(actor: Actor, userId: string): Promise<string> {
      const { user, organisationId, own } = await target(actor, userId);
      if (own && !user.mfaType) throw errors.refused('user.no_mfa', MSG.notAllowed, 'NOT_ALLOWED');
      const identity = identityFor(deps, user);
      if (identity) await identity.resetMfa(user.username);
      const audit = auditEntry(deps, actor, { refType: 'User', refId: user.userId, organisationId }, `2-Step Authentication reset${user.mfaType ? ` (was ${user.mfaType})` : ''}.`);
      const now = clock.now().toISOString();
      const result = await db.service.transaction
        .write(({ user: users, auditLog }) => [users.patch({ userId: user.userId }).set({ updatedAt: now }).remove(['mfaType']).commit(), auditLog.create(audit).commit()])
        .go();
      if (result.canceled) throw errors.refused('user.stale', 'This user was changed by someone else, please reload and try again.');
      if (!own) await sessions.revokeAll(user.userId, '2-Step Authentication reset by an administrator', actor);
      return '2-Step Authentication has been reset.';
    },
  };
}
