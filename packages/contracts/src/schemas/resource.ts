import * as z from 'zod';
import { MSG } from '../messages.ts';
import type { CountryCode } from '../roles.ts';
import { AU_STATES, apiDate, apiTime, countryCode, id, looseRow, optionalText, pathParams, postCode, requiredText, tableOrExport } from './common.ts';

/** The resource messages of doc 3 §8, quoted exactly. */
export const RESOURCE_MSG = {
  addedTitle: 'Resource was added successfully',
  updatedTitle: 'Resource Updated',
  archivedTitle: 'Resource Deleted',
  archived: 'Resource archived.',
  noCountryCode: 'Please add Country Code, before adding new Resource.',
  /** Not in the spec: a second meeting asking for a room another meeting holds at an overlapping time. */
  notAvailable: (name: string) => `${name} is not available at this time, it is held by another meeting.`,
  /** Not in the spec: the resource is archived (shown as Deleted) and offers no actions. */
  deleted: 'This resource is Deleted and cannot be changed.',
} as const;

/** The longest meeting a resource can be held for, in hours: the availability window reads allocations starting this far back. */
export const MAX_RESOURCE_HOLD_HOURS = 24;

/**
 * The state lists of doc 1 §9 and doc 3 §5: AU states; NZ regions (the spec says only that they are a separate list:
 * these are the sixteen regions of New Zealand plus the Chatham Islands, by name).
 */
export const NZ_REGIONS = [
  'Auckland',
  'Bay of Plenty',
  'Canterbury',
  'Chatham Islands',
  'Gisborne',
  "Hawke's Bay",
  'Manawatu-Whanganui',
  'Marlborough',
  'Nelson',
  'Northland',
  'Otago',
  'Southland',
  'Taranaki',
  'Tasman',
  'Waikato',
  'Wellington',
  'West Coast',
] as const;

/** The states a resource address may name: the NZ list for an NZ organisation, otherwise the AU list. */
export const statesOf = (country: CountryCode | undefined): readonly string[] => (country === 'NZ' ? NZ_REGIONS : AU_STATES);

/** The address fields a new address needs (addLine2 is optional). */
export const RESOURCE_ADDRESS_FIELDS = ['addressLabel', 'addLine1', 'city', 'state', 'postCode'] as const;

/**
 * Resource save (doc 3 §5): name required max 200; type required unless a new type is entered; without an existing
 * address (encryptedAddressId) a new one needs label, line 1, city, state (from the country's list) and post code
 * (whole number 100 to 9999). With an existing address, address fields sent edit that address. `countryCode` is the
 * form's (the organisation's, for the state list); the server checks the state against the organisation's own.
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
    countryCode: countryCode.optional(),
  })
  .superRefine((r, ctx) => {
    if (!r.type && !r.newType) ctx.addIssue({ code: 'custom', path: ['type'], message: MSG.requiredField });
    const editsAddress = RESOURCE_ADDRESS_FIELDS.some((k) => r[k] !== undefined && r[k] !== '');
    if (r.encryptedAddressId && !editsAddress) return;
    for (const key of RESOURCE_ADDRESS_FIELDS) {
      if (r[key] === undefined || r[key] === '') ctx.addIssue({ code: 'custom', path: [key], message: MSG.requiredField });
    }
    if (r.state && !statesOf(r.countryCode).includes(r.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: MSG.requiredField });
  });

/** The resource page's record (doc 3 §3 Resource); status is the spec's display word: Active, or Deleted for any other. */
export const resourceDetail = z.object({
  encryptedId: z.string(),
  encryptedOrganisationId: z.string(),
  organisationName: z.string(),
  countryCode: countryCode.optional(),
  name: z.string(),
  type: z.string(),
  encryptedAddressId: z.string(),
  addressLabel: z.string().optional(),
  addLine1: z.string().optional(),
  addLine2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postCode: z.number().optional(),
  displayAddress: z.string(),
  status: z.enum(['Active', 'Deleted']),
  active: z.boolean(),
});

/** Row: encryptedId, name, type, addressLabel, status (plus the address as one line). */
export const resourceRow = looseRow({
  name: z.string(),
  type: z.string().optional(),
  addressLabel: z.string().optional(),
  displayAddress: z.string().optional(),
  status: z.string().optional(),
});
export const resourceList = tableOrExport(resourceRow);
export const resourceTypes = z.array(z.string());
/** An organisation's addresses for the dialog's existing-address select. */
export const resourceAddresses = z.array(
  looseRow({
    label: z.string().optional(),
    displayAddress: z.string().optional(),
    addLine1: z.string().optional(),
    addLine2: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    postCode: z.number().optional(),
    countryCode: countryCode.optional(),
  }),
);

/** Available resources for an assessment slot: startDate, startTime (the meeting's zone), duration in hours. */
export const availableResourcesRequest = z.object({
  startDate: apiDate,
  startTime: apiTime,
  duration: z.number().gt(0).max(MAX_RESOURCE_HOLD_HOURS),
});
export const availableResourcesAnswer = z.array(z.object({ encryptedId: z.string(), name: z.string(), available: z.boolean() }));

export const resourceIdParams = pathParams('id');
export const resourceOrgParams = pathParams('organisationId');
export const availableResourcesParams = pathParams('projectId', 'meetingId');
