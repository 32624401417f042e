import { Badge, Button, DataList, HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { hoursText } from '../../../shared/lib/format-date.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import type { CalendarRow } from '../lib/calendar-range.ts';

export interface EventDetailsDialogProps {
  event: CalendarRow | null;
  /** Admins see the project details and the candidate booking link (doc 2 §2 Calendar). */
  isAdmin: boolean;
  /** Invigilators get neither the Open button nor candidate links. */
  isInvigilator: boolean;
  onOpenMeeting(event: CalendarRow): void;
  onClose(): void;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const namesOf = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : typeof v === 'string' ? [v] : []);

/** Meeting details (doc 2 modals, 'Meeting details (calendar popup)'), with the role rules of the calendar. */
export function EventDetailsDialog({ event, isAdmin, isInvigilator, onOpenMeeting, onClose }: EventDetailsDialogProps) {
  const label = useLabels();
  if (!event) return null;
  const candidates = namesOf(event.candidateNames);
  const bookingLink = text(event.candidateBookingLink);
  const rows: [string, ReactNode][] = [
    ['Date/Time', event.dateTimeCombined],
    ['Duration', hoursText(event.providedHours)],
    ['Type', event.stepTypeDisplay],
    [event.assessorTypeLabel || label('ASSESSOR'), event.assessorName],
    ['Location', event.displayAddress],
    ...(isAdmin ? ([['Project', event.projectName]] as [string, ReactNode][]) : []),
    ...(isAdmin && event.seats !== undefined ? ([['Seats', String(event.seats)]] as [string, ReactNode][]) : []),
    ...(candidates.length ? ([[label('CANDIDATES'), candidates.join(', ')]] as [string, ReactNode][]) : []),
    ...(isAdmin && !isInvigilator && bookingLink
      ? ([
          [
            `${label('CANDIDATE')} booking link`,
            <Link key="l" href={bookingLink} target="_blank" rel="noreferrer" colorPalette="blue">
              {bookingLink}
            </Link>,
          ],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <ModalFrame
      open
      size="md"
      title={`${label('MEETING')} Details`}
      onDismiss={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {!isInvigilator && (
            <Button colorPalette="blue" onClick={() => onOpenMeeting(event)}>
              Open {label('MEETING')}
            </Button>
          )}
        </>
      }
    >
      <HStack mb="3" gap="2">
        {event.archived ? (
          <Badge colorPalette="gray">Archived</Badge>
        ) : (
          <Badge colorPalette={event.active ? 'green' : 'orange'}>{event.active ? 'Active' : 'Inactive'}</Badge>
        )}
        {event.surge && <Badge colorPalette="purple">Surge</Badge>}
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        {rows
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => (
            <DataList.Item key={k}>
              <DataList.ItemLabel>{k}</DataList.ItemLabel>
              <DataList.ItemValue>{v}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
    </ModalFrame>
  );
}
