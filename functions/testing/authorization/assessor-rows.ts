import { OK, type AuthorizationRow, adminsOfA } from './authorization-row.ts';
import { dayFromNow, A, assessorOfA, table } from './records-of-a.ts';

export const ASSESSOR_ROWS: readonly AuthorizationRow[] = [
  // assessor
  {
    route: 'assessor.getAllAssessorByType',
    call: async (ctx) => ({ body: { type: 0, encryptedOrganisationId: A(ctx) } }),
    expect: { ...adminsOfA, assessor: OK, invigilator: OK },
  },
  {
    route: 'assessor.getAssessorInvigilatorAdminList',
    call: async (ctx) => ({
      body: {
        encryptedOrganisationId: A(ctx),
        startDateDisplay: dayFromNow(5),
        startTimeDisplay: '10:00',
        duration: 1,
        encryptedTimezoneId: 'Australia/Sydney',
        deliveryMethod: 'REMOTE',
        stepType: 'INTERVIEW',
      },
    }),
    expect: { ...adminsOfA, assessor: OK },
  },
  {
    route: 'assessor.getListAddAccess',
    call: async (ctx) => ({ body: { ...table, encryptedOrganisationId: A(ctx), assessorAdmin: 'N' } }),
    expect: adminsOfA,
  },
  {
    route: 'assessor.getAssessorAdminByUser',
    call: async (ctx) => ({ target: ctx.world.a.assessorAdmin, params: { userId: ctx.world.a.assessorAdmin.userId, flag: '1' }, body: table }),
    expect: adminsOfA,
  },
  {
    route: 'assessor.addRemoveAssessorAccess',
    call: async (ctx) => {
      const target = await assessorOfA(ctx);
      return {
        target,
        params: {
          organisationId: A(ctx),
          flag: '1',
          assessorId: target.userId,
          adminId: ctx.world.a.assessorAdmin.userId,
          accessTypes: 'INTERVIEW~ASSESSMENT',
        },
      };
    },
    expect: adminsOfA,
  },
];
