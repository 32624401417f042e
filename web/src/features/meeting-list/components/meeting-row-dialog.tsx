import { Button, DataList } from '@chakra-ui/react';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';

type MeetingRow = TableRow<'meeting.getMeetingList'>;

/** The meeting dialog an invigilator gets on a row click (doc 2 §6): the meeting's details, no way into the meeting page. */
export function MeetingRowDialog({ row, onClose }: { row: MeetingRow; onClose(): void }) {
  const label = useLabels();
  const items: [string, string | undefined][] = [
    ['Timeline', row.dateTimeCombined],
    ['Project', row.projectName],
    ['Type', row.stepTypeDisplay],
    [row.assessorTypeLabel ?? label('ASSESSOR'), row.assessorName],
    ['Address', row.displayAddress],
  ];
  return (
    <ModalFrame
      open
      title={`${label('MEETING')} Details`}
      onDismiss={onClose}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          Close
        </Button>
      }
    >
      <DataList.Root orientation="horizontal">
        {items.map(([k, v]) => (
          <DataList.Item key={k}>
            <DataList.ItemLabel>{k}</DataList.ItemLabel>
            <DataList.ItemValue>{v || '-'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </ModalFrame>
  );
}
