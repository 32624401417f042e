import { Text } from '@chakra-ui/react';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import { useFieldForm } from '../../../shared/ui/form/use-field-form.ts';
import { requestResetPassword } from '../api/request-reset-password.ts';
import { useBusy } from '../../../shared/lib/use-busy.ts';

const FIELDS: FieldDef[] = [{ id: 'email', label: 'Email', type: 'text', required: true, isEmail: true, maxLength: 200 }];

/**
 * 'Forgot your password?' modal: one field, email. Mounted only while open, so each opening starts empty and a
 * closing form never validates its emptied field (the input's blur after a reset showed 'Please enter Email').
 */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  return open ? <ForgotPasswordForm onClose={onClose} /> : null;
}

function ForgotPasswordForm({ onClose: close }: { onClose(): void }) {
  const form = useFieldForm(FIELDS, { email: '' });
  const dialogs = useDialogs();
  const { busy, whileBusy } = useBusy();
  const submit = async () => {
    if (!form.validate()) return;
    await whileBusy(async () => {
      try {
        const answer = await requestResetPassword(String(form.values.email).trim());
        close();
        await dialogs.message({ title: 'Reset Password', message: answer.message ?? 'If the account exists, a reset link has been sent.' });
      } catch {
        /* the shell's global error rules have told the user */
      }
    });
  };
  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open
      title="Forgot your password?"
      onDismiss={close}
      footer={<DialogActions onCancel={close} confirmText="Send" onConfirm={submit} loading={busy} />}
    >
      <Text mb="4" color="fg.muted">
        Enter the e-mail address you sign in with and we will send you a link to set a new password.
      </Text>
      <FormField {...form.bind(FIELDS[0])} />
    </ModalFrame>
  );
}
