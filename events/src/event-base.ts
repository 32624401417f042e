import * as z from 'zod';

export const entityId = z.string().min(1).max(64);
export const instant = z.iso.datetime({ offset: false });
export const apiDate = z.iso.date();
export const timeZone = z.string().min(3).max(64);

/** Fields every domain event's detail carries. `actorUserId` is absent for unattended jobs. */
const baseDetail = {
  organisationId: entityId,
  actorUserId: entityId.optional(),
  occurredAt: instant,
};

/** One catalogue entry: `{ type, detail }`, the shape the EventPublisher port publishes. */
export function defineEvent<T extends string, S extends z.ZodRawShape>(type: T, detail: S) {
  return z.strictObject({ type: z.literal(type), detail: z.strictObject({ ...baseDetail, ...detail }) });
}
