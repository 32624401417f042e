import { Field, Textarea } from '@chakra-ui/react';
import { fieldMessages } from '@scheduler/contracts/field-rules';
import { containsMarkup } from '@scheduler/contracts/markup';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { textareaRows } from '../../../shared/ui/form/form-field.tsx';
import { USER_MSG } from '../lib/user-messages.ts';

export const REASON_MAX_LENGTH = 200;

/** The reason prompt's rule (doc 1 §5, §9): required, at most 200 characters, no markup. */
export function reasonError(reason: string): string | null {
  const r = reason.trim();
  if (!r) return USER_MSG.mustEnterValue;
  if (r.length > REASON_MAX_LENGTH) return fieldMessages.maxLength(REASON_MAX_LENGTH);
  if (containsMarkup(r)) return USER_MSG.invalidMarkup;
  return null;
}

export interface ReasonPromptProps {
  open: boolean;
  title: string;
  label?: string;
  onCancel(): void;
  onSubmit(reason: string): Promise<unknown> | void;
}

/** Reason prompt (doc 1 §2.11): a single text field, Cancel and Continue. */
export function ReasonPromptDialog({ open, title, label = 'Reason', onCancel, onSubmit }: ReasonPromptProps) {
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
      dismissOnOutsideClick={false}
      open={open}
      title={title}
      onDismiss={onCancel}
      footer={<DialogActions onCancel={onCancel} confirmText="Continue" onConfirm={submit} singleClick />}
    >
      <Field.Root invalid={!!error} required>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={reason}
          rows={textareaRows(reason)}
          resize="none"
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
