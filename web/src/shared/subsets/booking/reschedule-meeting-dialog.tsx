import { Button, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../lib/api/route-invalidations.ts';
import type { TableRow } from '../../lib/api/index.ts';
import { useLabels } from '../../lib/labels.tsx';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { RESCHEDULE_NA, RESCHEDULE_WORDS, rescheduleBooking } from './reschedule-booking-call.ts';

type Row = TableRow<'meeting.getMeetingListByProject'>;

/**
 * Booking Details' Reschedule for admins (issue 22): the project's active meetings (meeting/getMeetingListByProject,
 * with their seats); choosing one, once confirmed, moves the booking there (user-booking/reschedule-booking), the
 * server deciding with the booking rules ('Not Available' when the slot went, the gap rule's words, a full meeting).
 */
export function RescheduleMeetingDialog({
  bookingId,
  projectId,
  currentMeetingId,
  onCancel,
  onDone,
}: {
  bookingId: string;
  projectId: string;
  currentMeetingId?: string;
  onCancel(): void;
  onDone(): void;
}) {
  const label = useLabels();
  const dialogs = useDialogs();
  const client = useQueryClient();
  const columns: Column<Row>[] = [
    { key: 'dateTimeCombined', label: 'Timeline', sortable: true },
    { key: 'assessorName', label: label('ASSESSOR'), wide: true },
    { key: 'displayAddress', label: 'Address', wide: true },
    { key: 'seats', label: 'Seats' },
  ];

  const choose = async (row: Row) => {
    if (!row.encryptedId || row.encryptedId === currentMeetingId) return;
    const ok = await dialogs.confirm({
      title: RESCHEDULE_WORDS.confirmTitle,
      message: RESCHEDULE_WORDS.confirm(String(row.dateTimeCombined ?? '')),
      okText: 'Continue',
    });
    if (!ok) return;
    const answer = await rescheduleBooking(bookingId, row.encryptedId);
    if (!answer) return;
    if (answer.status === 'SUCCESS') {
      await invalidateAfter(client, 'user-booking.reschedule-booking');
      await dialogs.message({ title: RESCHEDULE_WORDS.doneTitle, message: RESCHEDULE_WORDS.done });
      onDone();
      return;
    }
    const title = answer.status === RESCHEDULE_NA ? RESCHEDULE_WORDS.notAvailableTitle : answer.status || 'ERROR';
    await dialogs.message({ title, message: answer.message || (answer.status === RESCHEDULE_NA ? RESCHEDULE_WORDS.notAvailable : MSG.generic) });
  };

  return (
    <ModalFrame
      open
      size="lg"
      title={`${RESCHEDULE_WORDS.action} Booking`}
      onDismiss={onCancel}
      footer={
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm">Choose the {label('MEETING')} to move the booking to.</Text>
        <DataTable
          route="meeting.getMeetingListByProject"
          params={{ projectId, listType: 'active' }}
          columns={columns}
          rowKey={(r) => String(r.encryptedId ?? `${r.dateTimeCombined}-${r.assessorName}`)}
          defaultSort={{ column: 'dateTimeCombined', direction: 'asc' }}
          caption={`${label('MEETINGS')} (active)`}
          searchable={false}
          onRowClick={(r) => void choose(r)}
        />
      </Stack>
    </ModalFrame>
  );
}
