import { Badge } from '@chakra-ui/react';
import type { TableRow } from '../../lib/api/index.ts';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { bookingStatusPalette, bookingStatusText } from './booking-status.ts';

export type BookingRow = TableRow<'user-booking.getUserBookingList'>;
type Label = (code: 'CANDIDATE' | 'ASSESSOR') => string;

/** A ready-to-purge row's date: 'Purge Date' when archived, else 'Sanitise Date' (doc 2 booking list). */
export const purgeText = (r: BookingRow) => (r.readyToPurge && r.purgeDate ? `${r.purgeDateLabel ?? 'Purge Date'}: ${r.purgeDate}` : '');

/**
 * The booking list's columns (doc 2 row fields): the status date where the list is ordered by it (cancelled,
 * archived), the timeline, type, status, the candidate's unique id and name, request type, the assessor, and the
 * purge or sanitise date of rows ready to purge.
 */
export function bookingColumns(
  label: Label,
  opts: { statusDate?: boolean; sortable?: 'timeline' | 'all'; purge?: boolean } = {},
): Column<BookingRow>[] {
  const all = opts.sortable === 'all';
  return [
    ...(opts.statusDate ? [{ key: 'statusDateDisplay', label: 'Status Date', sortable: true }] : []),
    { key: 'dateTimeCombined', label: 'Timeline', sortable: !opts.statusDate },
    { key: 'stepTypeDisplay', label: 'Type', wide: true },
    {
      key: 'status',
      label: 'Status',
      sortable: all,
      render: (r) => <Badge colorPalette={bookingStatusPalette(r.status)}>{bookingStatusText(r.status)}</Badge>,
    },
    { key: 'candidateUniqueId', label: 'Unique Id', sortable: all, wide: true },
    { key: 'candidateName', label: `${label('CANDIDATE')} Name`, sortable: all },
    { key: 'candidateRequestType', label: 'Request Type', wide: true },
    { key: 'assessorName', label: label('ASSESSOR'), wide: true },
    ...(opts.purge ? [{ key: 'purgeDate', label: 'Purge / Sanitise Date', render: purgeText, wide: true }] : []),
  ];
}
