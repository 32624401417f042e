import { Stack, Text } from '@chakra-ui/react';
import type { CurrentProof } from '@scheduler/contracts/schemas/current-proof';
import { useRef, useState, type ReactNode } from 'react';
import { FormField } from '../form/form-field.tsx';
import { useVerificationCode } from '../form/use-verification-code.ts';
import { VerificationCodeField } from '../form/verification-code-field.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { ModalFrame } from './modal-frame.tsx';
import { useBusy } from '../../lib/use-busy.ts';

export const CURRENT_PROOF_TEXT = {
  title: 'Confirm it is you',
  passwordLabel: 'Current Password',
  passwordRequired: 'Please enter password',
  codeRequired: 'You must enter the Code',
} as const;

type Answer = { status: string; message?: string };
type Ask = { step: 'password' | 'code'; message?: string; error?: string };

/**
 * Sensitive changes of one's own account (password, 2-step method, the mobile that receives 2-step codes) need the
 * current password and, for a 2-step account, its current code (issue 7). `run(send)` sends the change and, while the
 * server answers PASSWORD_REQUIRED, PASSWORD_INCORRECT, MFA_REQUIRED or MFA_CODE_INCORRECT, asks for what is missing
 * in a dialog and sends the change again with it. It resolves with the first other answer, or undefined when the
 * person cancels or `send` gives none (a `useRouteMutation` write that told its refusal itself). Render `dialog` once
 * in the page.
 */
export function useCurrentProof() {
  const [ask, setAsk] = useState<Ask | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const code = useVerificationCode();
  const { busy, whileBusy } = useBusy();
  const reply = useRef<((value: string | undefined) => void) | null>(null);

  /** Opens the dialog at a step and waits for the person's entry (undefined: cancelled). */
  const prompt = (next: Ask) =>
    new Promise<string | undefined>((resolve) => {
      reply.current = resolve;
      if (next.step === 'password') {
        setPassword('');
        setPasswordError(next.error ?? null);
      } else {
        code.reset();
        if (next.error) code.setError(next.error);
      }
      setAsk(next);
    });

  const close = (value: string | undefined) => {
    reply.current?.(value);
    reply.current = null;
    setAsk(null);
  };

  async function run<T extends Answer>(send: (proof: CurrentProof) => Promise<T | undefined>): Promise<T | undefined> {
    let proof: CurrentProof = {};
    return whileBusy(async () => {
      for (;;) {
        const answer = await send(proof);
        if (!answer) return undefined;
        let entered: string | undefined;
        switch (answer.status) {
          case 'PASSWORD_REQUIRED':
          case 'PASSWORD_INCORRECT':
            entered = await prompt({
              step: 'password',
              message: answer.status === 'PASSWORD_REQUIRED' ? answer.message : undefined,
              error: answer.status === 'PASSWORD_INCORRECT' ? answer.message : undefined,
            });
            if (entered === undefined) return undefined;
            proof = { currentPassword: entered };
            break;
          case 'MFA_REQUIRED':
          case 'MFA_CODE_INCORRECT':
            entered = await prompt({
              step: 'code',
              message: answer.status === 'MFA_REQUIRED' ? answer.message : undefined,
              error: answer.status === 'MFA_CODE_INCORRECT' ? answer.message : undefined,
            });
            if (entered === undefined) return undefined;
            proof = { ...proof, currentCode: entered };
            break;
          default:
            return answer;
        }
      }
    });
  }

  const confirm = () => {
    if (ask?.step === 'password') {
      if (!password) return setPasswordError(CURRENT_PROOF_TEXT.passwordRequired);
      return close(password);
    }
    if (!code.value.trim()) return code.setError(CURRENT_PROOF_TEXT.codeRequired);
    close(code.value.trim());
  };

  let body: ReactNode = null;
  if (ask?.step === 'password') {
    body = (
      <FormField
        field={{ id: 'currentPassword', label: CURRENT_PROOF_TEXT.passwordLabel, type: 'password', required: true }}
        value={password}
        onChange={(v) => {
          setPassword(String(v ?? ''));
          setPasswordError(null);
        }}
        error={passwordError}
      />
    );
  } else if (ask?.step === 'code') {
    body = <VerificationCodeField {...code.field} onEnter={confirm} />;
  }

  const dialog = (
    <ModalFrame
      open={ask !== null}
      title={CURRENT_PROOF_TEXT.title}
      onDismiss={() => close(undefined)}
      dismissOnOutsideClick={false}
      footer={<DialogActions onCancel={() => close(undefined)} confirmText="Continue" onConfirm={confirm} />}
    >
      <Stack gap="4">
        {ask?.message && <Text>{ask.message}</Text>}
        {body}
      </Stack>
    </ModalFrame>
  );

  return { run, dialog, busy };
}
