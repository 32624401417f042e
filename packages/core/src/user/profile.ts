import { MSG } from '@scheduler/contracts/messages';
import { passwordProblem, personalWords } from '@scheduler/contracts/password-rule';
import type { CountryCode } from '@scheduler/contracts/roles';
import { mobileNoOf } from '@scheduler/contracts/schemas/common';
import type { CurrentProof } from '@scheduler/contracts/schemas/current-proof';
import type { Actor } from '../actor.ts';
import { isAnyAdmin } from '../actor.ts';
import { errors } from '../errors.ts';
import type { User } from './user-entity.ts';
import type { Identity } from '../ports/identity.ts';
import { isOfferedTimeZone } from '../time/time-zones.ts';
import { auditEntry, describeChanges } from '../audit/audit-log.ts';
import type { DataDeps } from '../deps.ts';
import { createReauthentication } from '../identity/reauthentication.ts';
import { createSessionService } from '../identity/session.ts';
import { createUserScope, identityFor } from './user-scope.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import { memberListFields } from './member-list.ts';
import { createUserStore } from './user-store.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import type { userUpdate } from '@scheduler/contracts/schemas/user';
import type { proofAnswer } from '@scheduler/contracts/schemas/current-proof';
import type * as z from 'zod';

type IdentityAttributes = Parameters<Identity['updateAttributes']>[1];

const AUDITED = { firstName: 'First Name', lastName: 'Last Name', mobileNo: 'Mobile', timezoneId: 'Timezone', companyName: 'Company' };
const STAFF_TYPES: readonly User['type'][] = ['ASSESSOR', 'INVIGILATOR'];
const stale = () => errors.refused('user.stale', 'This user was changed by someone else, please reload and try again.');
const isInvalidPassword = (e: unknown) => (e as Error | null)?.name === 'InvalidPasswordException';

/**
 * Own profile and an admin's edit of a user (doc 1 §2.9, §2.11, §5), and resetting 2-step authentication.
 * - An admin changes the person's identity (names, mobile, 2-step) only where user-scope's mayChangeIdentity allows.
 * - One's own password, mobile number while it receives the 2-step codes, and 2-step reset need the current password
 *   (and 2-step code): reauthentication.ts. Until then the answer asks for them (PASSWORD_REQUIRED, MFA_REQUIRED).
 * - The table write comes first and records the change with its audit row; the identity provider follows, and when
 *   it fails the table write is undone (audited), so the two never disagree.
 */
export function createProfileService(deps: DataDeps & { identity?: Identity }) {
  const { clock } = deps;
  const users = createUserStore(deps.db);
  const organisations = createOrganisationStore(deps.db);
  const scope = createUserScope(deps);
  const sessions = createSessionService(deps);
  const reauth = createReauthentication(deps);

  /** The user to change and the organisation whose rules (phone country) and audit apply. */
  async function target(actor: Actor, userId: string): Promise<{ user: User; organisationId: string; own: boolean }> {
    if (userId === actor.userId) return { user: await scope.user(userId), organisationId: actor.organisationId, own: true };
    if (!isAnyAdmin(actor)) throw errors.forbidden();
    const { user, accesses } = await scope.forIdentityChange(actor, userId);
    const access =
      accesses.find((a) => a.organisationId === actor.organisationId) ??
      accesses.find((a) => a.organisationId === user.defaultOrganisationId) ??
      accesses[0];
    return { user, organisationId: access?.organisationId ?? actor.organisationId, own: false };
  }

  async function countryOf(organisationId: string): Promise<CountryCode> {
    return (await organisations.organisationOf(organisationId))?.countryCode ?? 'AU';
  }

  return {
    /** user/update: SUCCESS with the message of the 'User Profile Update' dialog, or the proof it still needs. */
    async update(actor: Actor, input: z.output<typeof userUpdate>): Promise<z.input<typeof proofAnswer>> {
      const { user, organisationId, own } = await target(actor, input.encryptedId);
      const country = await countryOf(organisationId);
      // A field left out keeps its value; an empty mobile or company removes it.
      const mobileNo = input.mobileNo === undefined ? (user.mobileNo ?? '') : input.mobileNo.trim();
      const mobile = mobileNoOf(country).safeParse(mobileNo);
      if (!mobile.success) throw errors.validation(MSG.validationFailed, { mobileNo: mobile.error.issues[0]?.message ?? MSG.validationFailed });
      if (!mobileNo && user.mfaType === 'MOBILE') throw errors.refused('user.mobile_required', MSG.mobileRemoval, 'NOT_ALLOWED');

      // Time zone and company belong to assessors and invigilators, who must have a time zone.
      const staff = STAFF_TYPES.includes(user.type);
      const timezoneId = staff && input.encryptedTimezoneId !== undefined ? input.encryptedTimezoneId.trim() : user.timezoneId;
      const zoneRequired = staff && (own || input.encryptedTimezoneId !== undefined);
      if (zoneRequired && (!timezoneId || !isOfferedTimeZone(timezoneId)))
        throw errors.validation(MSG.validationFailed, { encryptedTimezoneId: MSG.requiredField });
      const companyName = staff && input.companyName !== undefined ? input.companyName.trim() || undefined : user.companyName;

      const changePassword = input.changePassword === true;
      if (changePassword) {
        if (!own) throw errors.refused('user.password_own_only', MSG.notAllowed, 'NOT_ALLOWED');
        const problem = input.password
          ? passwordProblem(input.password, personalWords({ firstName: input.firstName, lastName: input.lastName, email: user.username }))
          : MSG.requiredField;
        if (problem) throw errors.validation(MSG.validationFailed, { password: problem });
      }

      const after = { firstName: input.firstName.trim(), lastName: input.lastName.trim(), mobileNo: mobileNo || undefined, timezoneId, companyName };
      const mobileChanged = (after.mobileNo ?? '') !== (user.mobileNo ?? '');
      // The 2-step codes of a MOBILE method go to this number: moving them is a change of the 2-step method.
      if (own && (changePassword || (mobileChanged && user.mfaType === 'MOBILE'))) {
        const refusal = await reauth.prove(user, input);
        if (refusal) return refusal;
      }
      const changes = describeChanges(user, after, AUDITED);
      if (!changes && !changePassword) return { status: 'SUCCESS', message: 'User profile saved.' };

      const what = own ? 'Profile updated' : 'User updated';
      const logMsg = [`${what}.`, changes, changePassword ? 'Password changed.' : ''].filter(Boolean).join(' ');
      const ref = { refType: 'User' as const, refId: user.userId, organisationId };
      const now = clock.now().toISOString();
      // The organisations' user lists sort and search by the names and mobile: each access follows the person.
      const accesses = await scope.accessesOf(user.userId);
      const set = {
        firstName: after.firstName,
        lastName: after.lastName,
        updatedAt: now,
        ...(after.mobileNo ? { mobileNo: after.mobileNo } : {}),
        ...(after.timezoneId ? { timezoneId: after.timezoneId } : {}),
        ...(after.companyName ? { companyName: after.companyName } : {}),
      };
      const remove = [...(after.mobileNo ? [] : ['mobileNo' as const]), ...(after.companyName ? [] : ['companyName' as const])];
      const saved = await users.profileWrite(
        { userId: user.userId, set, remove, readUpdatedAt: user.updatedAt },
        auditEntry(deps, actor, ref, logMsg),
        { person: { ...user, ...after }, accesses },
      );
      if (!saved) throw stale();

      const identity = identityFor(deps, user);
      if (!identity) return { status: 'SUCCESS', message: 'User profile saved.' };
      // The attributes to change, and their values before (to put back if a later step fails).
      const attrs: IdentityAttributes = {};
      const previous: IdentityAttributes = {};
      if (after.firstName !== user.firstName) [attrs.firstName, previous.firstName] = [after.firstName, user.firstName];
      if (after.lastName !== user.lastName) [attrs.lastName, previous.lastName] = [after.lastName, user.lastName];
      if (mobileChanged) [attrs.phoneNumber, previous.phoneNumber] = [after.mobileNo ?? null, user.mobileNo ?? null];
      let attributesChanged = false;
      try {
        if (Object.keys(attrs).length > 0) {
          await identity.updateAttributes(user.username, attrs);
          attributesChanged = true;
        }
        if (changePassword) await identity.setPassword(user.username, input.password!, true);
      } catch (error) {
        if (attributesChanged) await identity.updateAttributes(user.username, previous);
        await undoProfile(user, now, ref, actor, relisted(accesses, { ...user, ...after }));
        if (isInvalidPassword(error)) throw errors.validation(MSG.validationFailed, { password: (error as Error).message });
        throw error;
      }
      return { status: 'SUCCESS', message: 'User profile saved.' };
    },

    /**
     * user/resetMfa: turns 2-step authentication off. Own account only when a method is set, with the current
     * password (and code); an admin for a person whose identity they may change, which also ends that person's sessions.
     */
    async resetMfa(actor: Actor, userId: string, proof: CurrentProof = {}): Promise<z.input<typeof proofAnswer>> {
      const { user, organisationId, own } = await target(actor, userId);
      if (own && !user.mfaType) throw errors.refused('user.no_mfa', MSG.notAllowed, 'NOT_ALLOWED');
      if (own) {
        const refusal = await reauth.prove(user, proof);
        if (refusal) return refusal;
      }
      const ref = { refType: 'User' as const, refId: user.userId, organisationId };
      const audit = auditEntry(deps, actor, ref, `2-Step Authentication reset${user.mfaType ? ` (was ${user.mfaType})` : ''}.`);
      const now = clock.now().toISOString();
      if (!(await users.mfaMethodWrite(user.userId, undefined, { readUpdatedAt: user.updatedAt, now }, audit))) throw stale();
      const identity = identityFor(deps, user);
      if (identity) {
        try {
          await identity.resetMfa(user.username);
        } catch (error) {
          await undoProfile(user, now, ref, actor);
          throw error;
        }
      }
      if (!own) await sessions.revokeAll(user.userId, '2-Step Authentication reset by an administrator', actor);
      return { status: 'SUCCESS', message: '2-Step Authentication has been reset.' };
    },
  };

  /** The accesses as memberRelist left them for `person`. */
  function relisted(accesses: readonly UserOrgAccess[], person: User): UserOrgAccess[] {
    return accesses.map((a) => ({ ...a, ...memberListFields(person, a), listTab: a.listTab }));
  }

  /**
   * Puts the person's record back as it was before a write at `writtenAt` whose identity change failed, audited;
   * the accesses that write re-listed (`accesses`, as it left them) follow the person back.
   */
  async function undoProfile(
    before: User,
    writtenAt: string,
    ref: { refType: 'User'; refId: string; organisationId: string },
    actor: Actor,
    accesses: readonly UserOrgAccess[] = [],
  ) {
    const { userId, firstName, lastName, mobileNo, timezoneId, companyName, mfaType } = before;
    const kept = { firstName, lastName, mobileNo, timezoneId, companyName, mfaType };
    const set = Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined));
    const removed = Object.entries(kept)
      .filter(([, v]) => v === undefined)
      .map(([k]) => k as 'mobileNo' | 'timezoneId' | 'companyName' | 'mfaType');
    await users.profileWrite(
      { userId, set: { ...set, updatedAt: clock.now().toISOString() }, remove: removed, readUpdatedAt: writtenAt },
      auditEntry(deps, actor, ref, 'Change undone: the sign-in account could not be updated.'),
      { person: before, accesses },
    );
  }
}
