import { Button } from '@chakra-ui/react';
import type { MeetingAction } from '../lib/meeting-rules.ts';

const TEXT: Record<MeetingAction, string> = {
  close: 'Close',
  edit: 'Edit',
  downloadCalendar: 'Download Calendar',
  delete: 'Delete',
  duplicate: 'Duplicate',
  fieldAudit: 'Field Audit Log',
  complete: 'Complete',
};

/** The actions panel of the meeting page in VIEW: one button per allowed action, Edit first and Delete in red. */
export function MeetingActions({ actions, on }: { actions: readonly MeetingAction[]; on(action: MeetingAction): void }) {
  return (
    <>
      {actions.map((a) => (
        <Button
          key={a}
          size={{ base: 'sm', md: 'md' }}
          colorPalette={a === 'edit' || a === 'complete' ? 'blue' : a === 'delete' ? 'red' : undefined}
          variant={a === 'edit' || a === 'complete' ? 'solid' : 'outline'}
          onClick={() => on(a)}
        >
          {TEXT[a]}
        </Button>
      ))}
    </>
  );
}
