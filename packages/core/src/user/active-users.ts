import type { TableRequest } from '@scheduler/contracts/envelope';
import type { LabelSet } from '@scheduler/contracts/labels';
import type { Actor } from '../actor.ts';
import { isGridAdmin } from '../actor.ts';
import { errors } from '../errors.ts';
import { hashToken } from '../token-hash.ts';
import { applyTableRequest, type TableSpec } from '../lists/table-query.ts';
import { userTypeDisplay } from './user-type-display.ts';
import { createConfigLabelService } from '../label/config-label.ts';
import type { DataDeps } from '../deps.ts';
import { createUserScope, fullNameOf } from './user-scope.ts';
import type { userActiveRow } from '@scheduler/contracts/schemas/user';
import type * as z from 'zod';

type ActiveUserRow = z.input<typeof userActiveRow>;

const spec: TableSpec<ActiveUserRow> = {
  searchable: (r) => [r.userFullName, r.userTypeDisplay, r.organisationName],
  sortable: {
    expiryDate: (r) => r.expiryDate,
    issuedDate: (r) => r.issuedDate,
    userFullName: (r) => r.userFullName,
    userTypeDisplay: (r) => r.userTypeDisplay,
    organisationName: (r) => r.organisationName,
  },
  defaultSort: { column: 'expiryDate', direction: 'desc' },
};

/** user/getUserActiveList (doc 1 §2.12, grid admin): live sessions and pending invitations across organisations. */
export function createActiveUsersService(deps: DataDeps) {
  const { db, clock } = deps;
  const scope = createUserScope(deps);
  const labels = createConfigLabelService(deps);

  async function pendingInvitations(organisationIds: string[], now: string) {
    const invited = (
      await Promise.all(organisationIds.map((organisationId) => db.userOrgAccess.query.byOrganisation({ organisationId }).go({ pages: 'all' })))
    ).flatMap((r) => r.data).filter((a) => a.status === 'INVITED');
    const found = await Promise.all(invited.map((a) => db.invitation.query.byUser({ organisationId: a.organisationId, invitedUserId: a.userId }).go({ pages: 'all' })));
    return found.flatMap((r) => r.data).filter((i) => i.status === 'PENDING' && i.expiresOn > now);
  }

  return {
    async list(actor: Actor, req: TableRequest) {
      if (!isGridAdmin(actor)) throw errors.forbidden();
      const now = clock.now().toISOString();
      const organisations = await scope.organisations();
      const [{ data: live }, invitations] = await Promise.all([
        db.session.query.live({}).gt({ expiresOn: now }).go({ pages: 'all' }),
        pendingInvitations([...organisations.keys()], now),
      ]);
      const sessions = live.filter((s) => !s.revoked && s.expiresOn > now);
      const users = await scope.usersById([...sessions.map((s) => s.userId), ...invitations.map((i) => i.invitedUserId)]);
      const labelCache = new Map<string, Promise<LabelSet>>();
      const labelsOf = (organisationId: string) => {
        if (!labelCache.has(organisationId)) labelCache.set(organisationId, labels.forOrganisation(organisationId));
        return labelCache.get(organisationId)!;
      };
      const row = async (kind: ActiveUserRow['kind'], id: string, userId: string, organisationId: string, expiryDate: string, issuedDate: string): Promise<ActiveUserRow | undefined> => {
        const user = users.get(userId);
        if (!user) return undefined;
        return {
          encryptedId: id,
          kind,
          encryptedUserId: userId,
          encryptedOrgId: organisationId,
          expiryDate,
          issuedDate,
          userFullName: fullNameOf(user),
          userTypeDisplay: userTypeDisplay(user.type, await labelsOf(organisationId)),
          organisationName: organisations.get(organisationId)?.name ?? '',
        };
      };
      const rows = await Promise.all([
        ...sessions.map((s) => row('SESSION', hashToken(s.sessionId).slice(0, 16), s.userId, s.organisationId, s.expiresOn, s.createdAt)),
        ...invitations.map((i) => row('INVITATION', i.tokenHash.slice(0, 16), i.invitedUserId, i.organisationId, i.expiresOn, i.createdAt)),
      ]);
      return applyTableRequest(rows.filter((r): r is ActiveUserRow => r !== undefined), req, spec);
    },
  };
}
