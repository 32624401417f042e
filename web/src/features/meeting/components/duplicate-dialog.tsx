import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useEffect, useState } from 'react';
import { addHours, meetingDateTime, zonedInstant } from '../../../shared/lib/zoned-time.ts';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';

interface Props {
  open: boolean;
  title: string;
  zone: string;
  duration: number;
  window: { min: string; max?: string };
  onCancel(): void;
  onDuplicate(start: { date: string; time: string }): Promise<unknown>;
}

/** The Duplicate modal (doc 2 §2, §5): a new start date and time, both required; the end is computed and shown. */
export function DuplicateDialog({ open, title, zone, duration, window, onCancel, onDuplicate }: Props) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setDate('');
      setTime('');
      setTried(false);
    }
  }, [open]);
  const start = zonedInstant(date, time, zone);
  const end = start && duration > 0 ? addHours(start, duration) : undefined;
  const submit = async () => {
    setTried(true);
    if (date && time) await onDuplicate({ date, time });
  };
  return (
    <ModalFrame
      open={open}
      title={title}
      onDismiss={onCancel}
      dismissOnOutsideClick={false}
      footer={<DialogActions onCancel={onCancel} confirmText="Duplicate" onConfirm={submit} singleClick />}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required invalid={tried && !date}>
            <Field.Label>
              New Start Date
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" min={window.min} max={window.max} value={date} onChange={(e) => setDate(e.target.value)} />
            {tried && !date && <Field.ErrorText>{MSG.requiredField}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required invalid={tried && !time}>
            <Field.Label>
              New Start Time
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
            {tried && !time && <Field.ErrorText>{MSG.requiredField}</Field.ErrorText>}
          </Field.Root>
        </SimpleGrid>
        <Text fontSize="sm" data-field="duplicate-end">
          End: {end ? meetingDateTime(end, zone) : '-'}
        </Text>
      </Stack>
    </ModalFrame>
  );
}
