import { Field, Textarea } from '@chakra-ui/react';
import { fieldMessages } from '@scheduler/contracts/field-rules';
import { containsMarkup } from '@scheduler/contracts/markup';
import { type ReactNode, useEffect, useState } from 'react';
import { textareaRows } from '../form/form-field.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { ModalFrame } from './modal-frame.tsx';

/** The reason prompt's messages (doc 1 §5, doc 2 §5 "Reason prompt"). */
export const REASON_MESSAGES = { required: 'You must enter a value', markup: 'Invalid Markup Found' } as const;
/** Reasons are at most 200 characters (doc 1 §9, doc 2 §9). */
export const REASON_MAX_LENGTH = 200;

/** The reason rule: required, at most 200 characters, no markup. */
export function reasonError(reason: string, requiredMessage: string = REASON_MESSAGES.required): string | null {
  const r = reason.trim();
  if (!r) return requiredMessage;
  if (r.length > REASON_MAX_LENGTH) return fieldMessages.maxLength(REASON_MAX_LENGTH);
  if (containsMarkup(r)) return REASON_MESSAGES.markup;
  return null;
}

export interface ReasonPromptProps {
  open: boolean;
  title: string;
  label?: string;
  /** A line above the field saying what the reason is for (e.g. what moves where). */
  summary?: string;
  confirmText?: string;
  /** The message of an empty reason when the spec gives its own (doc 2 §5: 'Validation Failed: Please add reason for cancellation'). */
  requiredMessage?: string;
  /** More fields above the reason (the change-project dialog's project choice). */
  children?: ReactNode;
  onCancel(): void;
  onSubmit(reason: string): Promise<unknown> | void;
}

/**
 * The reason prompt (doc 1 §2.11 deactivate and archive, doc 2 meeting delete and calendar drag): one text field,
 * Cancel and Continue; the reason goes with the action only when it passes the rule.
 */
export function ReasonPromptDialog({
  open,
  title,
  label = 'Reason',
  summary,
  confirmText = 'Continue',
  requiredMessage,
  children,
  onCancel,
  onSubmit,
}: ReasonPromptProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);
  const submit = async () => {
    const e = reasonError(reason, requiredMessage);
    setError(e);
    if (!e) await onSubmit(reason.trim());
  };
  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open={open}
      title={title}
      onDismiss={onCancel}
      footer={<DialogActions onCancel={onCancel} confirmText={confirmText} onConfirm={submit} singleClick />}
    >
      {children}
      <Field.Root invalid={!!error} required>
        {summary && <Field.HelperText mb="2">{summary}</Field.HelperText>}
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
