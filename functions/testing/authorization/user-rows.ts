import { OK, DENIED, type Expectations, type RowContext, type AuthorizationRow, signedIn, adminsOfA, gridOnly } from './authorization-row.ts';
import { daysFromNow, dayFromNow, A, assessorOfA, table } from './records-of-a.ts';

/** The person's global identity (name, mobile, 2-step): only the grid admin when their active accesses span organisations. */
export const gridAdminAlone: Expectations = { ...adminsOfA, adminA: DENIED, adminB: DENIED };

/** A person of B who was invited to A and has not accepted: A owns only that invitation. */
export async function invitedFromB(ctx: RowContext) {
  const p = await ctx.world.member(ctx.world.b.organisationId, 'ASSESSOR');
  await ctx.world.grantAccess(p, A(ctx), { status: 'INVITED', invitationExpiry: daysFromNow(7) });
  return p;
}

/** A person with active accesses in A and B. */
export async function sharedByAandB(ctx: RowContext) {
  const p = await assessorOfA(ctx);
  await ctx.world.grantAccess(p, ctx.world.b.organisationId);
  return p;
}

export const USER_ROWS: readonly AuthorizationRow[] = [
  // user
  {
    route: 'user.get',
    variant: 'a person of A',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { id: target.userId } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.getDeliveryList',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { userId: target.userId }, body: table };
    },
    expect: adminsOfA,
  },
  {
    // A reads its invitation (the Unregistered list opens it, for Extend Invite Expiry and Archive): the e-mail, the
    // names A gave and A's access, never the account B knows (user-detail.ts; cross-organisation.integration.test.ts).
    route: 'user.get',
    variant: 'a person of B with an open invitation to A',
    call: async (ctx) => {
      const target = await invitedFromB(ctx);
      return { target, params: { id: target.userId } };
    },
    expect: { ...adminsOfA, adminB: OK },
  },
  { route: 'user.getCurrentUserProfile', call: async () => ({}), expect: signedIn() },
  {
    route: 'user.update',
    variant: 'a person of A',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, body: { encryptedId: target.userId, firstName: 'Renamed', lastName: 'Person', mobileNo: '+61400000001' } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.update',
    variant: 'a person active in A and B',
    call: async (ctx) => {
      const target = await sharedByAandB(ctx);
      return { target, body: { encryptedId: target.userId, firstName: 'Renamed', lastName: 'Person', mobileNo: '+61400000001' } };
    },
    expect: gridAdminAlone,
  },
  {
    route: 'user.update',
    variant: 'a person of B with an open invitation to A',
    call: async (ctx) => {
      const target = await invitedFromB(ctx);
      return { target, body: { encryptedId: target.userId, firstName: 'Renamed', lastName: 'Person', mobileNo: '+61400000001' } };
    },
    expect: { ...adminsOfA, adminA: DENIED, adminB: OK },
  },
  {
    route: 'user.create',
    variant: 'a new person in A',
    call: async (ctx) => ({
      body: {
        userType: 'ASSESSOR',
        firstName: 'New',
        lastName: 'Person',
        email: `${Date.now()}-${Math.random().toString(36).slice(2)}@new-person.test`,
        encryptedOrganisationId: A(ctx),
      },
    }),
    expect: adminsOfA,
  },
  {
    route: 'user.create',
    variant: 'in A with the e-mail of a person of B (the answer must not say whose it is)',
    call: async (ctx) => {
      const target = await ctx.world.member(ctx.world.b.organisationId, 'ASSESSOR');
      return {
        target,
        body: { userType: 'ASSESSOR', firstName: 'New', lastName: 'Person', email: target.username, encryptedOrganisationId: A(ctx) },
      };
    },
    expect: adminsOfA,
    blind: { callers: ['adminA'], of: 'the target' },
  },
  {
    route: 'user.archive',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { organisationId: A(ctx), userId: target.userId } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.extendExpiryDate',
    call: async (ctx) => {
      const target = await assessorOfA(ctx, { status: 'INVITED', invitationExpiry: daysFromNow(2) });
      return { target, params: { organisationId: A(ctx), userId: target.userId, date: dayFromNow(10) } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.extendPurgeDate',
    call: async (ctx) => {
      const target = await assessorOfA(ctx, { readyToPurge: true, purgeDate: dayFromNow(3) });
      return { target, params: { organisationId: A(ctx), userId: target.userId, date: dayFromNow(30) } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.getUserListByOrg',
    call: async (ctx) => ({ params: { organisationId: A(ctx), filter: 'all_assessors' }, body: table }),
    expect: adminsOfA,
  },
  {
    route: 'user.getUserList',
    call: async (ctx) => ({
      body: { ...table, searchData: JSON.stringify({ encryptedOrganisationId: A(ctx), userType: 'ASSESSOR', listType: 'ACTIVE' }) },
    }),
    expect: adminsOfA,
  },
  { route: 'user.getUserActiveList', call: async () => ({ body: table }), expect: gridOnly },
  {
    route: 'user.getUserCounters',
    variant: "the caller's own organisation",
    call: async () => ({}),
    expect: { ...adminsOfA, adminB: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  {
    route: 'user.resetMfa',
    variant: 'a person of A',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { userId: target.userId } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.resetMfa',
    variant: 'a person active in A and B',
    call: async (ctx) => {
      const target = await sharedByAandB(ctx);
      return { target, params: { userId: target.userId } };
    },
    expect: gridAdminAlone,
  },
  {
    route: 'user.resetMfa',
    variant: 'a person of B with an open invitation to A',
    call: async (ctx) => {
      const target = await invitedFromB(ctx);
      return { target, params: { userId: target.userId } };
    },
    expect: { ...adminsOfA, adminA: DENIED, adminB: OK },
  },
  { route: 'user.getCalFeedToken', variant: 'without the calendar feed flag', call: async () => ({}), expect: gridOnly },
  {
    route: 'user.updateDefaultOrganisation',
    variant: 'into A',
    call: async (ctx) => ({ params: { organisationId: A(ctx) } }),
    // A switch the caller may not make is a business refusal (422, 'You do not have access to the selected
    // Organisation.'): the spec's switch error ends in its logout message, which a 403 (access-denied page) would not.
    expect: signedIn({ adminB: 422 }),
  },
  {
    route: 'user.activateAssessor',
    call: async (ctx) => {
      const target = await assessorOfA(ctx, { status: 'INACTIVE', statusReason: 'Deactivated' });
      return { target, params: { organisationId: A(ctx), userId: target.userId }, body: { reason: 'Back on the panel' } };
    },
    expect: adminsOfA,
  },
  {
    route: 'user.deactivateAssessor',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return { target, params: { organisationId: A(ctx), userId: target.userId }, body: { reason: 'Left the panel' } };
    },
    expect: adminsOfA,
  },
];
