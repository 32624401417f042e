import { Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { AddCandidateMenu } from '../../../shared/subsets/booking/add-candidate-menu.tsx';
import { RefBookings } from '../../../shared/subsets/booking/meeting-bookings.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';

/**
 * The meeting's subsets in VIEW (doc 2 §2): 'Bookings List' (the meeting's bookings with the multi-select Status filter
 * remembered per meeting, and the admin's Add candidate menu while the meeting takes candidates) and 'Audit Log';
 * internal meetings show only the audit log.
 */
export function MeetingSubsetTabs({
  meetingId,
  internal,
  zone,
  addCandidate,
}: {
  meetingId: string;
  internal: boolean;
  /** The meeting's zone: its audit log's times show in it. */
  zone?: string;
  /** The meeting's project when an admin may add a candidate now (add-candidate-rules.ts); otherwise no menu. */
  addCandidate?: { projectId: string };
}) {
  const [tab, setTab] = useState(internal ? 'AUDIT' : 'BOOKINGS');
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
        <RefBookings
          listType="MEETING"
          refId={meetingId}
          toolbar={addCandidate ? <AddCandidateMenu meetingId={meetingId} projectId={addCandidate.projectId} /> : undefined}
        />
      </Tabs.Content>
      <Tabs.Content value="AUDIT" pt="5">
        <AuditLog refType="Meeting" refId={meetingId} zone={zone} defaultOpen />
      </Tabs.Content>
    </Tabs.Root>
  );
}
