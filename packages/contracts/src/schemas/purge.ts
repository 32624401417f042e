import * as z from 'zod';
import { id, looseRow, tableOrExport } from './common.ts';

/** Purge filters travel in searchData (doc 3 §2.17, §9): day filter 30, 60 or 90; user type; candidate purge type. */
export const PURGE_DAY_FILTERS = [30, 60, 90] as const;
export const PURGE_USER_TYPES = ['candidate', 'assessor', 'invigilator', 'org_admin'] as const;
export const PURGE_TYPES = ['all', 'sanitise', 'delete'] as const;
export type PurgeUserType = (typeof PURGE_USER_TYPES)[number];
export type PurgeType = (typeof PURGE_TYPES)[number];

/** The success title of every extendPurgeDate call (doc 2 §8). */
export const PURGE_DATE_EXTENDED = 'Purging Date Extended';

/**
 * searchData of the purge lists: the records whose purge (or sanitise) date falls within `dayFilter` days from today.
 * The Users tab adds the user type and, for candidates, which of them: all, those to sanitise or those to delete.
 */
export const purgeSearch = z.object({
  dayFilter: z.coerce
    .number()
    .refine((n) => (PURGE_DAY_FILTERS as readonly number[]).includes(n), 'Day Filter is 30, 60 or 90')
    .default(30),
  userType: z.enum(PURGE_USER_TYPES).default('candidate'),
  purgeType: z.enum(PURGE_TYPES).default('all'),
  /** Grid admins: the organisation to list (default the current one). */
  encryptedOrganisationId: id.optional(),
});
export type PurgeSearch = z.output<typeof purgeSearch>;

/** What the purge job does to a user when the date comes: delete an archived access, sanitise a candidate otherwise. */
export const purgeAction = z.enum(['DELETE', 'SANITISE']);

/** User row: the user list's fields plus the date and what will happen on it. */
export const purgeUserRow = looseRow({
  fullName: z.string().optional(),
  username: z.string().optional(),
  typeDisplay: z.string().optional(),
  type: z.string().optional(),
  status: z.string().optional(),
  encryptedOrgId: z.string().optional(),
  archived: z.boolean().optional(),
  /** yyyy-MM-dd: the purge date of an archived user, else their sanitise date. */
  purgeDate: z.string().optional(),
  sanitiseDate: z.string().optional(),
  purgeAction: purgeAction.optional(),
});
/** Meeting row: encryptedId, dateTimeCombined, assessorName, seats, displayAddress, projectName, stepTypeDisplay, readyToPurge. */
export const purgeMeetingRow = looseRow({
  encryptedProjectId: z.string().optional(),
  dateTimeCombined: z.string().optional(),
  assessorName: z.string().optional(),
  seats: z.union([z.string(), z.number()]).optional(),
  displayAddress: z.string().optional(),
  projectName: z.string().optional(),
  stepTypeDisplay: z.string().optional(),
  readyToPurge: z.boolean().optional(),
  purgeDate: z.string().optional(),
});
/** Booking row: dateTimeCombined, stepTypeDisplay, assessorName, status, candidateName. */
export const purgeBookingRow = looseRow({
  encryptedMeetingId: z.string().optional(),
  encryptedProjectId: z.string().optional(),
  encryptedCandidateId: z.string().optional(),
  dateTimeCombined: z.string().optional(),
  stepTypeDisplay: z.string().optional(),
  assessorName: z.string().optional(),
  status: z.string().optional(),
  candidateName: z.string().optional(),
  projectName: z.string().optional(),
  purgeDate: z.string().optional(),
});
export const purgeUserList = tableOrExport(purgeUserRow);
export const purgeMeetingList = tableOrExport(purgeMeetingRow);
export const purgeBookingList = tableOrExport(purgeBookingRow);
