import { Field, Input } from '@chakra-ui/react';
import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import { SERVER_TIME_ZONE } from '@scheduler/contracts/time/time-zones';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { dayAfter, purgeDateError } from '../lib/purge-search.ts';

export interface ExtendPurgeDialogProps {
  open: boolean;
  /** What is extended, e.g. 'Purge Date' or 'Sanitise Date'. */
  dateLabel: string;
  onCancel(): void;
  /** The new date, yyyy-MM-dd. */
  onSubmit(date: string): Promise<unknown> | void;
}

/** Extend purge date (doc 2 modals): a date picker from tomorrow in the server's time zone. */
export function ExtendPurgeDialog({ open, dateLabel, onCancel, onSubmit }: ExtendPurgeDialogProps) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const tomorrow = dayAfter(formatApiDate(new Date(), SERVER_TIME_ZONE));
  useEffect(() => {
    if (open) {
      setDate('');
      setError(null);
    }
  }, [open]);
  const save = async () => {
    const e = purgeDateError(date, tomorrow);
    setError(e);
    if (!e) await onSubmit(date);
  };
  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open={open}
      title="Extend Purge Date"
      onDismiss={onCancel}
      footer={<DialogActions onCancel={onCancel} confirmText="Save" onConfirm={save} singleClick />}
    >
      <Field.Root invalid={!!error} required>
        <Field.Label>
          New {dateLabel}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="date"
          min={tomorrow}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            if (error) setError(null);
          }}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </ModalFrame>
  );
}
