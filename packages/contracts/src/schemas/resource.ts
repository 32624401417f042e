import * as z from 'zod';
import { MSG } from '../messages.ts';
import { AU_STATES, apiDate, apiTime, countryCode, id, looseRow, optionalText, pathParams, postCode, requiredText, tableOrExport } from './common.ts';

/**
 * Resource save (doc 3 §5): name required max 200; type required unless a new type is entered; a new
 * address needs label, line 1, city, state and post code (100 to 9999).
 */
export const resourceSave = z
  .object({
    encryptedId: id.optional(),
    name: requiredText(200),
    type: optionalText(200),
    newType: optionalText(200),
    encryptedAddressId: id.optional(),
    addressLabel: optionalText(200),
    addLine1: optionalText(200),
    addLine2: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    postCode: postCode.optional(),
    countryCode: countryCode.default('AU'),
  })
  .superRefine((r, ctx) => {
    if (!r.type && !r.newType) ctx.addIssue({ code: 'custom', path: ['type'], message: MSG.requiredField });
    if (r.encryptedAddressId) return;
    for (const key of ['addressLabel', 'addLine1', 'city', 'state'] as const) {
      if (!r[key]) ctx.addIssue({ code: 'custom', path: [key], message: MSG.requiredField });
    }
    if (r.postCode === undefined) ctx.addIssue({ code: 'custom', path: ['postCode'], message: MSG.requiredField });
    if (r.state && r.countryCode === 'AU' && !(AU_STATES as readonly string[]).includes(r.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: MSG.requiredField });
    }
  });

export const resourceDetail = z.looseObject({
  encryptedId: z.string(),
  name: z.string(),
  type: z.string().optional(),
  addressLabel: z.string().optional(),
  displayAddress: z.string().optional(),
  status: z.string().optional(),
  active: z.boolean().optional(),
});

/** Row: encryptedId, name, type, addressLabel, status. */
export const resourceRow = looseRow({
  name: z.string(),
  type: z.string().optional(),
  addressLabel: z.string().optional(),
  status: z.string().optional(),
});
export const resourceList = tableOrExport(resourceRow);
export const resourceTypes = z.array(z.string());
export const resourceAddresses = z.array(looseRow({ label: z.string().optional(), displayAddress: z.string().optional() }));

/** Available resources for an assessment slot: startDate, startTime, duration. */
export const availableResourcesRequest = z.object({
  startDate: apiDate,
  startTime: apiTime,
  duration: z.number().gt(0).max(24),
});
export const availableResourcesAnswer = z.array(z.object({ encryptedId: z.string(), name: z.string(), available: z.boolean() }));

export const resourceIdParams = pathParams('id');
export const resourceOrgParams = pathParams('organisationId');
export const availableResourcesParams = pathParams('projectId', 'meetingId');
