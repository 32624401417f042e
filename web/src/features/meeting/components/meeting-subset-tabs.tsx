import { Checkbox, CheckboxGroup, Fieldset, HStack, Tabs, Text } from '@chakra-ui/react';
import { BOOKING_STATUSES } from '@scheduler/contracts/schemas/common';
import { useState } from 'react';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';

/** The last booking status filter per meeting (doc 2 §9: remembered per id in local storage; CONFIRMED by default). */
export const bookingFilterStore = {
  key: (meetingId: string) => `meeting-booking-status.${meetingId}`,
  read(meetingId: string): string[] {
    try {
      const v = JSON.parse(localStorage.getItem(this.key(meetingId)) ?? 'null') as unknown;
      return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : ['CONFIRMED'];
    } catch {
      return ['CONFIRMED'];
    }
  },
  write(meetingId: string, statuses: string[]): void {
    localStorage.setItem(this.key(meetingId), JSON.stringify(statuses));
  },
};

/**
 * The meeting's subsets in VIEW (doc 2 §2): 'Bookings List' with its multi-select Status filter (a group of status boxes), and 'Audit Log';
 * internal meetings show only the audit log. The booking list itself is the bookings area's call
 * (user-booking/getUserBookingList), not built yet: the tab says so rather than showing an empty list.
 */
export function MeetingSubsetTabs({ meetingId, internal }: { meetingId: string; internal: boolean }) {
  const label = useLabels();
  const [tab, setTab] = useState(internal ? 'AUDIT' : 'BOOKINGS');
  const [statuses, setStatuses] = useState(() => bookingFilterStore.read(meetingId));
  const tabs = internal
    ? [['AUDIT', 'Audit Log']]
    : [
        ['BOOKINGS', 'Bookings List'],
        ['AUDIT', 'Audit Log'],
      ];
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" lazyMount>
      <Tabs.List>
        {tabs.map(([value, title]) => (
          <Tabs.Trigger key={value} value={value!}>
            {title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="BOOKINGS" pt="5">
        <CheckboxGroup
          value={statuses}
          onValueChange={(v) => {
            setStatuses(v);
            bookingFilterStore.write(meetingId, v);
          }}
          mb="4"
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
        <Text color="fg.muted">
          The {label('CANDIDATES').toLowerCase()} booked into this {label('MEETING').toLowerCase()} are listed here once the bookings area is built
          (user-booking/getUserBookingList is not built yet).
        </Text>
      </Tabs.Content>
      <Tabs.Content value="AUDIT" pt="5">
        <AuditLog refType="Meeting" refId={meetingId} defaultOpen />
      </Tabs.Content>
    </Tabs.Root>
  );
}
