import { Alert, Field, HStack, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { textareaRows } from '../../ui/form/form-field.tsx';
import { bookingStatusText } from './booking-status.ts';
import {
  answersOf,
  type ChecklistAnswer,
  checklistItems,
  COMMENTS_MAX_LENGTH,
  COMPLETION_STATUSES,
  type CompletionErrors,
  type CompletionForm,
  completionErrors,
  isCompletionStatus,
} from './completion-form.ts';

export interface CompletionDialogProps {
  /** The booking's checklist labels and the answers given before (doc 2 §3). */
  checklist?: string;
  selected?: string;
  status?: string;
  reason?: string;
  /** A suggestion shown above the status (a remote booking whose candidate never joined: MISSED may apply). */
  hint?: string;
  onCancel(): void;
  onSubmit(form: CompletionForm): Promise<unknown>;
}

/**
 * The completion dialog (doc 2 §5): each checklist item answered Yes or No, the New Booking Status (COMPLETE,
 * INCOMPLETE or MISSED) and comments, needed unless COMPLETE; the spec's messages under each field.
 */
export function CompletionDialog({ checklist, selected, status, reason, hint, onCancel, onSubmit }: CompletionDialogProps) {
  const items = checklistItems(checklist);
  const [answers, setAnswers] = useState<Record<string, ChecklistAnswer>>(() => answersOf(selected));
  const [newStatus, setNewStatus] = useState<CompletionForm['status']>(isCompletionStatus(status) ? status : '');
  const [comments, setComments] = useState(reason ?? '');
  const [errors, setErrors] = useState<CompletionErrors>({});
  const form: CompletionForm = { items, answers, status: newStatus, comments };

  const submit = async () => {
    const found = completionErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) await onSubmit(form);
  };

  return (
    <ModalFrame
      open
      size="md"
      title="Complete Booking"
      dismissOnOutsideClick={false}
      onDismiss={onCancel}
      footer={<DialogActions onCancel={onCancel} confirmText="Submit" onConfirm={submit} singleClick />}
    >
      <Stack gap="5">
        {items.length > 0 && (
          <Field.Root invalid={!!errors.checklist}>
            <Field.Label>Checklist</Field.Label>
            <Stack gap="2" width="full">
              {items.map((item) => (
                <HStack key={item} justify="space-between" gap="4" wrap="wrap">
                  <Text id={`check-${item}`}>{item}</Text>
                  <RadioGroup.Root
                    size="sm"
                    aria-labelledby={`check-${item}`}
                    value={answers[item] ?? null}
                    onValueChange={(e) => setAnswers((a) => ({ ...a, [item]: e.value as ChecklistAnswer }))}
                  >
                    <HStack gap="4">
                      {(
                        [
                          ['Y', 'Yes'],
                          ['N', 'No'],
                        ] as const
                      ).map(([value, text]) => (
                        <RadioGroup.Item key={value} value={value}>
                          <RadioGroup.ItemHiddenInput aria-label={`${item}: ${text}`} />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </HStack>
                  </RadioGroup.Root>
                </HStack>
              ))}
            </Stack>
            {errors.checklist && <Field.ErrorText>{errors.checklist}</Field.ErrorText>}
          </Field.Root>
        )}
        {hint && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title>{hint}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.status} required>
          <Field.Label>
            New Booking Status
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={newStatus}
              onChange={(e) => {
                const v = e.target.value;
                setNewStatus(isCompletionStatus(v) ? v : '');
              }}
            >
              <option value="">Select</option>
              {COMPLETION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {bookingStatusText(s)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.status && <Field.ErrorText>{errors.status}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.comments} required={newStatus !== '' && newStatus !== 'COMPLETE'}>
          <Field.Label>
            Comments
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            value={comments}
            maxLength={COMMENTS_MAX_LENGTH + 50}
            rows={textareaRows(comments)}
            resize="none"
            onChange={(e) => setComments(e.target.value)}
          />
          {errors.comments ? <Field.ErrorText>{errors.comments}</Field.ErrorText> : <Field.HelperText>At most 200 characters.</Field.HelperText>}
        </Field.Root>
      </Stack>
    </ModalFrame>
  );
}
