import { Field, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { REASON_MAX } from '../lib/drag-rules.ts';

export interface DragReasonDialogProps {
  open: boolean;
  /** What moves where, e.g. 'Interview - Graduate Intake to Tuesday, 02 March 2027 10:00 AM'. */
  summary: string;
  onCancel(): void;
  onConfirm(reason: string): Promise<unknown>;
}

/** The reason asked before a dragged meeting is saved (doc 2 §2 Calendar, §9: reasons up to 200 characters). */
export function DragReasonDialog({ open, summary, onCancel, onConfirm }: DragReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);
  const save = async () => {
    const text = reason.trim();
    const problem = !text ? 'Reason is required' : text.length > REASON_MAX ? `Reason must be at most ${REASON_MAX} characters` : null;
    setError(problem);
    if (!problem) await onConfirm(text);
  };
  return (
    <ModalFrame
      open={open}
      title="Reschedule"
      onDismiss={onCancel}
      dismissOnOutsideClick={false}
      footer={<DialogActions onCancel={onCancel} confirmText="Save" onConfirm={save} singleClick />}
    >
      <Field.Root required invalid={!!error}>
        <Field.HelperText mb="2">{summary}</Field.HelperText>
        <Field.Label>
          Reason
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={reason}
          maxLength={REASON_MAX}
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
