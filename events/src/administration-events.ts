import * as z from 'zod';
import { defineEvent, entityId } from './event-base.ts';

/** Organisation saved (the organisationId of the detail is the organisation itself). */
export const organisationSaved = defineEvent('organisation.saved', { created: z.boolean() });

export const departmentSaved = defineEvent('department.saved', { departmentId: entityId, created: z.boolean() });

export const projectSaved = defineEvent('project.saved', { projectId: entityId, created: z.boolean() });

export const projectArchived = defineEvent('project.archived', { projectId: entityId });

/** A label configuration changed: signed-in users get the new labels on their next login. */
export const labelSaved = defineEvent('label.saved', { labelId: entityId, code: z.string().min(1), display: z.string().min(1) });

const base = { organisationId: '01JQ0ORG0000000000000000AA', actorUserId: '01JQ0USR00000000000000GRID', occurredAt: '2027-02-01T00:00:00.000Z' };

export const administrationEventExamples = [
  organisationSaved.parse({ type: 'organisation.saved', detail: { ...base, created: false } }),
  departmentSaved.parse({ type: 'department.saved', detail: { ...base, departmentId: '01JQ0DEP0000000000000000D1', created: true } }),
  projectSaved.parse({ type: 'project.saved', detail: { ...base, projectId: '01JQ0PRJ0000000000000000A1', created: true } }),
  projectArchived.parse({ type: 'project.archived', detail: { ...base, projectId: '01JQ0PRJ0000000000000000A1' } }),
  labelSaved.parse({ type: 'label.saved', detail: { ...base, labelId: '01JQ0LBL0000000000000000L1', code: 'CANDIDATE', display: 'Applicant' } }),
];
