import { Field, Input } from '@chakra-ui/react';
import { fieldMessages, isValidApiDate } from '@scheduler/contracts/field-rules';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { serverToday } from '../lib/invitation-expiry.ts';
import { USER_MSG } from '../lib/user-messages.ts';

/** The extend-expiry rule (doc 1 §5): a date is required and the minimum is today. */
export function expiryDateError(date: string, today: string): string | null {
  if (!date) return USER_MSG.selectDate;
  if (!isValidApiDate(date)) return fieldMessages.invalidDate;
  if (date < today) return USER_MSG.dateNotBeforeToday;
  return null;
}

export interface ExtendExpiryProps {
  open: boolean;
  onCancel(): void;
  /** The new expiry date, yyyy-MM-dd. */
  onSubmit(date: string): Promise<unknown> | void;
}

/** Extend invitation expiry (doc 1 §2.11): a date picker from today. */
export function ExtendExpiryDialog({ open, onCancel, onSubmit }: ExtendExpiryProps) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const today = serverToday();
  useEffect(() => {
    if (open) {
      setDate('');
      setError(null);
    }
  }, [open]);
  const save = async () => {
    const e = expiryDateError(date, today);
    setError(e);
    if (!e) await onSubmit(date);
  };
  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open={open}
      title="Extend Invite Expiry"
      onDismiss={onCancel}
      footer={<DialogActions onCancel={onCancel} confirmText="Save" onConfirm={save} singleClick />}
    >
      <Field.Root invalid={!!error} required>
        <Field.Label>
          New expiry date
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="date"
          min={today}
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
