import type { Actor } from '../actor.ts';
import type { UserOrgAccess } from './user-org-access-entity.ts';
import { canActivate, canDeactivate, displayStatus } from './user-access-status.ts';
import { MFA_TYPE_DISPLAY, userTypeDisplay } from './user-type-display.ts';
import { formatDisplayDateTime } from '../time/time-formats.ts';
import { SERVER_TIME_ZONE, TIME_ZONE_OPTIONS } from '../time/time-zones.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { DataDeps } from '../deps.ts';
import { createUserStore } from './user-store.ts';
import { createUserScope, fullNameOf, mayChangeIdentity } from './user-scope.ts';
import { invitationExpiryView, namesFor, purgeView, usernameFor } from './user-views.ts';

/**
 * user/get (doc 1 §2.11, §3 User): the user and one access entry per organisation the caller may see. An organisation
 * admin sees the person as far as their organisation's access reaches (user-scope.ts Reach): the profile of a
 * member; the names of a former member; only the invitation of someone invited. identityEditable says whether the
 * caller may change the person's name, mobile or 2-step method (Edit, Reset 2-Step Authentication).
 */
export function createUserDetailService(deps: DataDeps) {
  const { clock } = deps;
  const users = createUserStore(deps.db);
  const scope = createUserScope(deps);
  const labels = createConfigLabelService(deps);

  async function counts(a: UserOrgAccess) {
    const [assessors, admins] = await Promise.all([
      users.assessorsGrantedTo(a.organisationId, a.userId),
      users.adminsGrantedOf(a.organisationId, a.userId),
    ]);
    return { assessorAccessibleCount: assessors.length, assessorAdminsCount: admins.length };
  }

  return {
    async get(actor: Actor, userId: string) {
      const { user, reach, accesses, allAccesses } = await scope.reached(actor, userId);
      const [organisations, countList] = await Promise.all([scope.organisations(), Promise.all(accesses.map(counts))]);
      const now = clock.now();
      const current = accesses.find((a) => a.organisationId === actor.organisationId) ?? accesses[0];
      const labelSet = await labels.forOrganisation(current?.organisationId ?? actor.organisationId);
      // What the caller sees of the person beyond the access rows: all of it (grid admin, member), or nothing.
      const profile = reach === 'GRID' || reach === 'MEMBER' ? user : undefined;
      const names = reach === 'GRID' || !current ? user : namesFor(user, current);
      const zone = TIME_ZONE_OPTIONS.find((z) => z.id === profile?.timezoneId);
      const type = reach === 'GRID' || !current ? user.type : current.userType;
      const entries = accesses.map((a, i) => ({
        encryptedOrgId: a.organisationId,
        organisationName: organisations.get(a.organisationId)?.name ?? '',
        userType: a.userType,
        status: displayStatus(a),
        statusReason: a.statusReason,
        active: a.active,
        archived: a.archived,
        assessorAdmin: a.assessorAdmin ?? false,
        internalProjectAccess: a.internalProjectAccess ?? false,
        calendarFeed: a.calendarFeed ?? false,
        orgUserInvigilator: a.orgUserInvigilator ?? false,
        requestTypes: a.requestTypes,
        uniqueId: a.uniqueId,
        readyToPurge: a.readyToPurge ?? false,
        ...purgeView(a),
        ...invitationExpiryView(a, now),
        ...countList[i],
        canActivate: canActivate(a),
        canDeactivate: canDeactivate(a),
      }));
      const currentEntry = entries.find((e) => e.encryptedOrgId === current?.organisationId);
      return {
        encryptedId: user.userId,
        userId: user.userId,
        firstName: names.firstName,
        lastName: names.lastName,
        fullName: fullNameOf(names),
        username: reach === 'GRID' || !current ? user.username : usernameFor(user, current),
        mobileNo: profile?.mobileNo,
        type,
        typeDisplay: userTypeDisplay(type, labelSet),
        status: current ? displayStatus(current) : user.status,
        statusReason: current?.statusReason,
        active: current ? current.active : user.status === 'ACTIVE',
        archived: reach === 'GRID' ? user.status === 'ARCHIVED' : Boolean(current && displayStatus(current) === 'ARCHIVED'),
        encryptedTimezoneId: profile?.timezoneId,
        timezoneName: zone?.displayName,
        timezoneCode: zone?.shortCode,
        companyName: profile?.companyName,
        invitationExpiry: currentEntry?.invitationExpiry,
        invitationExpiryText: currentEntry?.invitationExpiryText,
        readyToPurge: currentEntry?.readyToPurge ?? false,
        mfaType: profile?.mfaType ?? null,
        mfaTypeDisplay: profile?.mfaType ? MFA_TYPE_DISPLAY[profile.mfaType] : undefined,
        countryCodes: [...new Set(accesses.map((a) => organisations.get(a.organisationId)?.countryCode).filter((c) => c !== undefined))],
        createdDateDisplay: formatDisplayDateTime(new Date(reach === 'GRID' || !current ? user.createdAt : current.createdAt), SERVER_TIME_ZONE),
        orgUserInvigilator: current?.orgUserInvigilator ?? false,
        encryptedOrgId: current?.organisationId,
        organisationName: current ? organisations.get(current.organisationId)?.name : undefined,
        identityEditable: mayChangeIdentity(actor, reach, user, allAccesses),
        userOrgAccessList: entries,
      };
    },
  };
}
