import { Field, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { useBusy } from '../../../shared/lib/use-busy.ts';

export const CODE_REQUIRED = 'You must enter the Code';

/** A refused code (doc 1 §8): the spec's title and button, and a text that says what to do (not Cognito's wording). */
export const CODE_INVALID = {
  title: 'Verification Code Invalid',
  text: 'The verification code you entered is incorrect or has expired. Please check the latest code and enter it again.',
  button: 'RE-ENTER CODE',
} as const;

const METHOD_TEXT = { TOTP: 'your authenticator app', SMS: 'your mobile phone', EMAIL: 'your e-mail' } as const;

/** The 2-step verification code modal of the login card. */
export function CodeModal({
  open,
  method,
  destination,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  method: keyof typeof METHOD_TEXT;
  destination?: string;
  onCancel(): void;
  onSubmit(code: string): Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, whileBusy } = useBusy();
  const submit = async () => {
    if (!code.trim()) {
      setError(CODE_REQUIRED);
      return;
    }
    await whileBusy(() => onSubmit(code.trim()));
  };
  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open={open}
      title="Verification Code"
      onDismiss={onCancel}
      footer={<DialogActions onCancel={onCancel} confirmText="Verify" onConfirm={submit} loading={busy} />}
    >
      <Text mb="4" color="fg.muted">
        Enter the code from {METHOD_TEXT[method]}
        {destination ? ` (${destination})` : ''}.
      </Text>
      <Field.Root invalid={!!error} required>
        <Field.Label>Verification Code</Field.Label>
        <Input
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => e.key === 'Enter' && void submit()}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </ModalFrame>
  );
}
