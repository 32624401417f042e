import { Checkbox, CheckboxGroup, Fieldset, HStack, Stack } from '@chakra-ui/react';
import { BOOKING_STATUSES } from '@scheduler/contracts/schemas/common';
import { type ReactNode, useState } from 'react';
import { useLabels } from '../../lib/labels.tsx';
import { useLiveEvents } from '../../lib/live-events.ts';
import { useSession } from '../../lib/session.tsx';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { useBookingWrites } from './booking-api.ts';
import { type BookingRow, bookingColumns } from './booking-columns.tsx';
import { BookingDetailsDialog } from './booking-details-dialog.tsx';

/** The last booking status filter per meeting or project (doc 2 §9: remembered per id in local storage; CONFIRMED by default). */
export const bookingFilterStore = {
  key: (refId: string) => `meeting-booking-status.${refId}`,
  read(refId: string, fallback: string[] = ['CONFIRMED']): string[] {
    try {
      const v = JSON.parse(localStorage.getItem(this.key(refId)) ?? 'null') as unknown;
      return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : fallback;
    } catch {
      return fallback;
    }
  },
  write(refId: string, statuses: string[]): void {
    localStorage.setItem(this.key(refId), JSON.stringify(statuses));
  },
};

/** Meeting booking lists default to the BOOKING page-size setting, 50 when filtering confirmed only (doc 2 §9). */
export const bookingPageSize = (statuses: readonly string[], saved: number | undefined) =>
  statuses.length === 1 && statuses[0] === 'CONFIRMED' ? 50 : (saved ?? 10);

/**
 * The bookings of a meeting (listType MEETING), a project (PROJECT), or a person (CANDIDATE, or ASSESSOR for an
 * assessor or invigilator: the user page's Bookings List) with the multi-select Status filter remembered per id; a row
 * opens the Booking Details dialog. `toolbar` holds the caller's actions (the Add candidate menu).
 */
export function RefBookings({
  listType,
  refId,
  toolbar,
}: {
  listType: 'MEETING' | 'PROJECT' | 'CANDIDATE' | 'ASSESSOR';
  refId: string;
  toolbar?: ReactNode;
}) {
  const label = useLabels();
  const { login } = useSession();
  const writes = useBookingWrites();
  const [statuses, setStatuses] = useState(() => bookingFilterStore.read(refId, listType === 'MEETING' ? ['CONFIRMED'] : []));
  const [opened, setOpened] = useState<BookingRow | null>(null);
  useLiveEvents(['booking.changed'], () => void writes.refresh());
  return (
    <Stack gap="4">
      <CheckboxGroup
        value={statuses}
        onValueChange={(v) => {
          setStatuses(v);
          bookingFilterStore.write(refId, v);
        }}
      >
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            Status
          </Fieldset.Legend>
          <HStack gap="4" wrap="wrap" mt="2">
            {BOOKING_STATUSES.map((s) => (
              <Checkbox.Root key={s} value={s} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{s}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </Fieldset.Root>
      </CheckboxGroup>
      <DataTable
        key={statuses.join('|')}
        route="user-booking.getUserBookingList"
        params={{ listType, refId }}
        columns={bookingColumns(label, { sortable: listType === 'MEETING' ? 'all' : 'timeline', purge: true })}
        rowKey={(r) => r.encryptedId ?? ''}
        defaultSort={null}
        searchData={JSON.stringify({ status: statuses })}
        pageSize={bookingPageSize(statuses, login?.pageSize?.[1])}
        exportFileName="bookings_export"
        toolbar={toolbar}
        onRowClick={(r) => r.encryptedId && setOpened(r)}
        caption="Bookings"
      />
      {opened?.encryptedId && <BookingDetailsDialog bookingId={opened.encryptedId} purge={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
