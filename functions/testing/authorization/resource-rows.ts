import { handler as resourceHandler } from '../../resource/index.ts';
import { parseBody } from '../api-event.ts';
import { invoke } from '../invoke.ts';
import { OK, type RowContext, type AuthorizationRow, adminsOfA } from './authorization-row.ts';
import { dayFromNow, A, table, projectOfA } from './records-of-a.ts';

export const ROOM = {
  name: 'Authorization room',
  newType: 'Room',
  addressLabel: 'Head office',
  addLine1: '1 George St',
  city: 'Sydney',
  state: 'NSW',
  postCode: 2000,
};

/** A fresh resource of A (a room at a new address), saved by A's admin. */
export async function resourceOfA(ctx: RowContext): Promise<string> {
  const admin = ctx.world.a.admin;
  const answer = await invoke(resourceHandler, {
    method: 'POST',
    path: '/api/resource/save/{organisationId}',
    params: { organisationId: A(ctx) },
    body: ROOM,
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const saved = parseBody(answer);
  if (saved?.status !== 'SUCCESS') throw new Error(`the resource of A could not be made: ${answer.body}`);
  return saved.message;
}

export const RESOURCE_ROWS: readonly AuthorizationRow[] = [
  // resource: admins of the resource's organisation; the free resources of a slot also A's assessors (the meeting form)
  { route: 'resource.getModel', call: async (ctx) => ({ params: { id: await ctx.resourceA() } }), expect: adminsOfA },
  {
    route: 'resource.getList',
    call: async (ctx) => {
      await ctx.resourceA();
      return { params: { organisationId: A(ctx) }, body: table };
    },
    expect: adminsOfA,
  },
  {
    route: 'resource.getTypesByOrg',
    call: async (ctx) => {
      await ctx.resourceA();
      return { params: { organisationId: A(ctx) } };
    },
    expect: adminsOfA,
  },
  {
    route: 'resource.getAddressesByOrg',
    call: async (ctx) => {
      await ctx.resourceA();
      return { params: { organisationId: A(ctx) } };
    },
    expect: adminsOfA,
  },
  {
    route: 'resource.getAvailableResources',
    variant: 'a new meeting of a project of A',
    call: async (ctx) => {
      await ctx.resourceA();
      return { params: { projectId: await projectOfA(ctx), meetingId: 'NA' }, body: { startDate: dayFromNow(5), startTime: '10:00', duration: 1 } };
    },
    expect: { ...adminsOfA, assessor: OK },
  },
  {
    route: 'resource.save',
    variant: 'an edit of a resource of A',
    call: async (ctx) => ({
      params: { organisationId: A(ctx) },
      body: { ...ROOM, encryptedId: await resourceOfA(ctx), name: 'Renamed authorization room' },
    }),
    expect: adminsOfA,
  },
  {
    route: 'resource.save',
    variant: "a resource of A named under the caller's own organisation",
    call: async (ctx) => ({
      params: { organisationId: ctx.world.b.organisationId },
      body: { ...ROOM, encryptedId: await resourceOfA(ctx), name: 'Renamed authorization room' },
    }),
    // B's admin and the grid admin save in B, where A's resource is not found.
    expect: { ...adminsOfA, adminA: 403, adminB: 404, grid: 404 },
  },
  { route: 'resource.archive', call: async (ctx) => ({ params: { id: await resourceOfA(ctx) } }), expect: adminsOfA },
];
