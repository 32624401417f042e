import { Field, Textarea } from '@chakra-ui/react';
import { fieldMessages } from '@scheduler/contracts/field-rules';
import { containsMarkup } from '@scheduler/contracts/markup';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';

/** The reason prompt's messages (doc 2 §5 "Reason prompt"). */
export const REASON_MSG = { required: 'You must enter a value', markup: 'Invalid Markup Found' } as const;
export const REASON_MAX = 200;

/** The reason rule: required, at most 200 characters (doc 2 §9), no markup. */
export function reasonError(reason: string): string | null {
  const r = reason.trim();
  if (!r) return REASON_MSG.required;
  if (r.length > REASON_MAX) return fieldMessages.maxLength(REASON_MAX);
  if (containsMarkup(r)) return REASON_MSG.markup;
  return null;
}

/** Asks why the meeting is deleted; the reason goes with the archive. */
export function DeleteReasonDialog({
  open,
  title,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  onCancel(): void;
  onSubmit(reason: string): Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);
  const submit = async () => {
    const e = reasonError(reason);
    setError(e);
    if (!e) await onSubmit(reason.trim());
  };
  return (
    <ModalFrame
      open={open}
      title={title}
      onDismiss={onCancel}
      dismissOnOutsideClick={false}
      footer={<DialogActions onCancel={onCancel} confirmText="Continue" onConfirm={submit} singleClick />}
    >
      <Field.Root invalid={!!error} required>
        <Field.Label>
          Reason for Deletion
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          rows={3}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </ModalFrame>
  );
}
