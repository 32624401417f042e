import { handler as notiTemplateHandler } from '../../noti-template/index.ts';
import { parseBody } from '../api-event.ts';
import { invoke } from '../invoke.ts';
import { OK, type RowContext, type AuthorizationRow, adminsOfA, gridOnly } from './authorization-row.ts';
import { A, table } from './records-of-a.ts';

/** A fresh Project-scope e-mail template of A, saved by the grid admin (not used by any alert, so it may be deleted). */
export async function templateOfA(ctx: RowContext): Promise<string> {
  const grid = ctx.world.gridAdmin;
  const answer = await invoke(notiTemplateHandler, {
    method: 'POST',
    path: '/api/noti-template/save',
    body: {
      encryptedOrganisationId: A(ctx),
      scope: 'Project',
      code: 'MEETING_CHANGED',
      deliveryMethod: 'EMAIL',
      name: 'Authorization template',
      subject: 'Meeting changed',
      body: 'Your meeting now starts $meetingStart.',
    },
    sub: grid.sub,
    sessionId: await ctx.world.signIn(grid),
  });
  const saved = parseBody(answer);
  if (saved?.status !== 'SUCCESS') throw new Error(`the template of A could not be made: ${answer.body}`);
  return saved.message;
}

export const NOTI_TEMPLATE_ROWS: readonly AuthorizationRow[] = [
  // noti-template: admins read their organisation's templates; only grid admins write them or read the tag list
  { route: 'noti-template.getList', call: async (ctx) => ({ params: { organisationId: A(ctx) }, body: table }), expect: adminsOfA },
  {
    route: 'noti-template.getList',
    variant: "NA: the caller's own organisation (all of them for the grid admin)",
    call: async () => ({ params: { organisationId: 'NA' }, body: table }),
    expect: { ...adminsOfA, adminB: OK },
    blind: { callers: ['adminB'], of: 'organisation A' },
  },
  { route: 'noti-template.get', call: async (ctx) => ({ params: { id: await ctx.templateA() } }), expect: adminsOfA },
  {
    route: 'noti-template.save',
    variant: 'an edit of a template of A',
    call: async (ctx) => ({
      body: {
        encryptedId: await templateOfA(ctx),
        encryptedOrganisationId: A(ctx),
        scope: 'Project',
        code: 'MEETING_CHANGED',
        deliveryMethod: 'EMAIL',
        name: 'Renamed authorization template',
        subject: 'Meeting moved',
        body: 'Your meeting moved to $meetingStart.',
      },
    }),
    expect: gridOnly,
  },
  { route: 'noti-template.archive', call: async (ctx) => ({ params: { id: await templateOfA(ctx) } }), expect: gridOnly },
  {
    route: 'noti-template.getByOrganisationByCode',
    call: async (ctx) => ({ params: { organisationId: A(ctx), code: 'MEETING_CHANGED' } }),
    expect: adminsOfA,
  },
  { route: 'noti-template.getListByConfigAlertOrg', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: adminsOfA },
  {
    route: 'noti-template.getConfigAlertScopeOrg',
    variant: 'the catalogue, the same for every organisation',
    call: async () => ({}),
    expect: { ...adminsOfA, adminB: OK },
  },
  { route: 'noti-template.getConfigAlertMissing', call: async (ctx) => ({ params: { organisationId: A(ctx) } }), expect: adminsOfA },
  { route: 'noti-template.getAllNotificationTags', call: async () => ({}), expect: gridOnly },
];
