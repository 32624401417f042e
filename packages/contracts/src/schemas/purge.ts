import * as z from 'zod';
import { looseRow, tableOrExport } from './common.ts';

/** Purge filters travel in searchData: day filter 30, 60 or 90; user type; candidate purge type. */
export const PURGE_DAY_FILTERS = [30, 60, 90] as const;
export const PURGE_USER_TYPES = ['candidate', 'assessor', 'invigilator', 'org_admin'] as const;
export const PURGE_TYPES = ['all', 'sanitise', 'delete'] as const;

export const purgeUserRow = looseRow({ fullName: z.string().optional(), typeDisplay: z.string().optional() });
/** Meeting row: encryptedId, dateTimeCombined, assessorName, seats, displayAddress, projectName, stepTypeDisplay, readyToPurge. */
export const purgeMeetingRow = looseRow({
  dateTimeCombined: z.string().optional(),
  assessorName: z.string().optional(),
  seats: z.union([z.string(), z.number()]).optional(),
  displayAddress: z.string().optional(),
  projectName: z.string().optional(),
  stepTypeDisplay: z.string().optional(),
  readyToPurge: z.boolean().optional(),
});
/** Booking row: dateTimeCombined, stepTypeDisplay, assessorName, status, candidateName. */
export const purgeBookingRow = looseRow({
  dateTimeCombined: z.string().optional(),
  stepTypeDisplay: z.string().optional(),
  assessorName: z.string().optional(),
  status: z.string().optional(),
  candidateName: z.string().optional(),
});
export const purgeUserList = tableOrExport(purgeUserRow);
export const purgeMeetingList = tableOrExport(purgeMeetingRow);
export const purgeBookingList = tableOrExport(purgeBookingRow);
