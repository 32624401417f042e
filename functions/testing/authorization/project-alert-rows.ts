import { handler as notiTemplateHandler } from '../../noti-template/index.ts';
import { handler as projectAlertHandler } from '../../project-alert/index.ts';
import { parseBody } from '../api-event.ts';
import { invoke } from '../invoke.ts';
import { OK, type RowContext, type AuthorizationRow, adminsOfA, gridOnly } from './authorization-row.ts';
import { A, table, projectOfA } from './records-of-a.ts';

/** A fresh alert of a fresh (internal) project of A: its e-mail template saved by the grid admin, the alert by A's admin. */
export async function alertOfA(ctx: RowContext): Promise<{ projectId: string; templateId: string; alertId: string }> {
  const projectId = await projectOfA(ctx);
  const grid = ctx.world.gridAdmin;
  const template = await invoke(notiTemplateHandler, {
    method: 'POST',
    path: '/api/noti-template/save',
    body: {
      encryptedOrganisationId: A(ctx),
      scope: 'Project',
      code: 'MEETING_CHANGED',
      deliveryMethod: 'EMAIL',
      name: 'Authorization alert template',
      subject: 'Meeting changed',
      body: 'Your meeting changed.',
    },
    sub: grid.sub,
    sessionId: await ctx.world.signIn(grid),
  });
  const templateId = parseBody(template).message;
  const admin = ctx.world.a.admin;
  // A new project is written with its step type's default alerts where the organisation has their templates: the
  // meeting-changed alert may already be there (an earlier row saved its template); then that one is the alert.
  const listed = await invoke(projectAlertHandler, {
    method: 'POST',
    path: '/api/project-alert/getListByProject/{projectId}',
    params: { projectId },
    body: { pageIndex: 0, pageSize: 50 },
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  const existing = (parseBody(listed) as { dataset: { encryptedId?: string; code?: string }[] }).dataset.find((r) => r.code === 'MEETING_CHANGED');
  if (existing?.encryptedId) return { projectId, templateId, alertId: existing.encryptedId };
  const alert = await invoke(projectAlertHandler, {
    method: 'POST',
    path: '/api/project-alert/save',
    body: { encryptedProjectId: projectId, code: 'MEETING_CHANGED', encryptedNTEmailId: templateId, emAddress: '$candidateEmail' },
    sub: admin.sub,
    sessionId: await ctx.world.signIn(admin),
  });
  return { projectId, templateId, alertId: parseBody(alert).message };
}

export const PROJECT_ALERT_ROWS: readonly AuthorizationRow[] = [
  // project-alert: admins of the project's organisation; the all-organisation list and Add Default Alerts grid admins only
  { route: 'project-alert.getList', call: async () => ({ body: table }), expect: gridOnly },
  {
    route: 'project-alert.getListByProject',
    call: async (ctx) => ({ params: { projectId: await projectOfA(ctx) }, body: table }),
    expect: adminsOfA,
  },
  {
    route: 'project-alert.getDeliveryList',
    call: async (ctx) => ({ params: { projectId: await projectOfA(ctx) }, body: table }),
    expect: adminsOfA,
  },
  { route: 'project-alert.getConfigAlertMissing', call: async (ctx) => ({ params: { projectId: await projectOfA(ctx) } }), expect: adminsOfA },
  { route: 'project-alert.get', call: async (ctx) => ({ params: { id: (await alertOfA(ctx)).alertId } }), expect: adminsOfA },
  {
    route: 'project-alert.getConfigAlertByStepType',
    variant: 'the catalogue, the same for every organisation',
    call: async () => ({ params: { stepType: 'INTERVIEW' } }),
    expect: { ...adminsOfA, adminB: OK },
  },
  { route: 'project-alert.getConfigAlertScopeProject', call: async () => ({}), expect: { ...adminsOfA, adminB: OK } },
  {
    route: 'project-alert.save',
    call: async (ctx) => {
      const { projectId, templateId, alertId } = await alertOfA(ctx);
      return {
        body: {
          encryptedId: alertId,
          encryptedProjectId: projectId,
          code: 'MEETING_CHANGED',
          encryptedNTEmailId: templateId,
          emAddress: '$assessorEmail',
        },
      };
    },
    expect: adminsOfA,
  },
  { route: 'project-alert.remove', call: async (ctx) => ({ params: { id: (await alertOfA(ctx)).alertId } }), expect: adminsOfA },
  { route: 'project-alert.addDefaultAlerts', call: async (ctx) => ({ params: { projectId: await projectOfA(ctx) } }), expect: gridOnly },
];
