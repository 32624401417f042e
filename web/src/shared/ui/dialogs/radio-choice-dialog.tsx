import { Field, RadioGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogActions } from './dialog-actions.tsx';
import { ModalFrame } from './modal-frame.tsx';

export const MUST_ENTER_VALUE = 'You must enter a value';

export interface RadioChoiceProps {
  open: boolean;
  title: string;
  label: string;
  options: { value: string; label: string }[];
  onCancel(): void;
  onContinue(value: string): void;
}

/** Radio-choice dialog (doc 1 §2.14): label, options, Cancel, Continue; nothing chosen gives 'You must enter a value'. */
export function RadioChoiceDialog({ open, title, label, options, onCancel, onContinue }: RadioChoiceProps) {
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <ModalFrame
      open={open}
      title={title}
      onDismiss={onCancel}
      footer={
        <DialogActions
          onCancel={onCancel}
          confirmText="Continue"
          onConfirm={() => {
            if (!value) setError(MUST_ENTER_VALUE);
            else onContinue(value);
          }}
        />
      }
    >
      <Field.Root invalid={!!error} required>
        <Field.Label>{label}</Field.Label>
        <RadioGroup.Root
          value={value}
          onValueChange={(e) => {
            setValue(e.value);
            setError(null);
          }}
        >
          <Stack gap="2" mt="1">
            {options.map((o) => (
              <RadioGroup.Item key={o.value} value={o.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </ModalFrame>
  );
}
