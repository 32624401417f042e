import type { TableRequest } from '@scheduler/contracts/envelope';
import type { LabelSet } from '@scheduler/contracts/labels';
import type { Actor } from '../actor.ts';
import { isGridAdmin } from '../actor.ts';
import { errors } from '../errors.ts';
import { hashToken } from '../token-hash.ts';
import { applyTableRequest, normaliseSearch, sortOf, type TableSpec } from '../lists/table-query.ts';
import { readIndexPage, readWholeRange, type IndexItem, type IndexRange } from '../lists/index-page.ts';
import { createIdentityStore } from '../identity/identity-store.ts';
import { createSignupStore } from '../signup/signup-store.ts';
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

/**
 * user/getUserActiveList (doc 1 §2.12, grid admin): live sessions and pending invitations across organisations,
 * newest expiry first. Sorted by expiry, a page reads the two indexes by expiry (live sessions, gsi2; pending
 * invitations, invitation-entity.ts byStatus) up to the page's end and merges them; the live sessions are counted
 * by reading their range (a revoked session stays in it until it expires, and expiry is time, so no counter holds
 * it), the pending invitations too. A search or another sort reads both whole, capped (index-page.ts).
 */
export function createActiveUsersService(deps: DataDeps) {
  const { clock } = deps;
  const signIns = createIdentityStore(deps.db);
  const invitationRows = createSignupStore(deps.db);
  const scope = createUserScope(deps);
  const labels = createConfigLabelService(deps);

  return {
    async list(actor: Actor, req: TableRequest) {
      if (!isGridAdmin(actor)) throw errors.forbidden();
      const now = clock.now().toISOString();
      const sessionsRange = signIns.liveSessionsRange(now);
      const invitationsRange = invitationRows.pendingInvitationsRange(now);
      const live = (i: IndexItem) => i.revoked !== true;
      const sort = sortOf(req, spec);
      const term = normaliseSearch(req.filter);
      const byExpiry = sort.column === 'expiryDate' && !term;
      const end = byExpiry && req.pageSize > 0 ? (req.pageIndex + 1) * req.pageSize : 0;
      const read = (range: IndexRange, keep?: (i: IndexItem) => boolean) =>
        byExpiry
          ? readIndexPage({ ranges: [range], order: sort.direction, pageIndex: 0, pageSize: end, keep })
          : readWholeRange([range], undefined, { keep }).then((items) => ({ items, total: items.length }));
      const [sessionKeys, invitationKeys] = await Promise.all([read(sessionsRange, live), read(invitationsRange)]);
      const [sessions, invitations, organisations] = await Promise.all([
        signIns.sessionsOfPage(sessionKeys.items),
        invitationRows.invitationsOfPage(invitationKeys.items),
        scope.organisations(),
      ]);
      const users = await scope.usersById([...sessions.map((x) => x.userId), ...invitations.map((i) => i.invitedUserId)]);
      const labelCache = new Map<string, Promise<LabelSet>>();
      const labelsOf = (organisationId: string) => {
        if (!labelCache.has(organisationId)) labelCache.set(organisationId, labels.forOrganisation(organisationId));
        return labelCache.get(organisationId)!;
      };
      const row = async (
        kind: ActiveUserRow['kind'],
        id: string,
        userId: string,
        organisationId: string,
        expiryDate: string,
        issuedDate: string,
      ): Promise<ActiveUserRow | undefined> => {
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
      const rows = (
        await Promise.all([
          ...sessions.map((x) => row('SESSION', hashToken(x.sessionId).slice(0, 16), x.userId, x.organisationId, x.expiresOn, x.createdAt)),
          ...invitations.map((i) => row('INVITATION', i.tokenHash.slice(0, 16), i.invitedUserId, i.organisationId, i.expiresOn, i.createdAt)),
        ])
      ).filter((r): r is ActiveUserRow => r !== undefined);
      if (!byExpiry) return applyTableRequest(rows, req, spec);
      // Both ranges were read to the page's end in expiry order: their merge holds the page.
      const page = applyTableRequest(rows, { ...req, pageIndex: 0, pageSize: 0 }, spec).dataset;
      const start = req.pageIndex * req.pageSize;
      return { dataset: req.pageSize > 0 ? page.slice(start, start + req.pageSize) : page, size: sessionKeys.total + invitationKeys.total };
    },
  };
}
