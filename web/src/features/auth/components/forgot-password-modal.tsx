import { Text } from '@chakra-ui/react';
import { fieldMessages } from '@scheduler/contracts/field-rules';
import { requestResetPasswordForm } from '@scheduler/contracts/schemas/auth';
import type * as z from 'zod';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { DialogActions } from '../../../shared/ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { requiredAs } from '../../../shared/ui/form/required-as.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRouteForm } from '../../../shared/ui/form/use-route-form.ts';

/** auth/requestResetPassword's body, empty reading 'Please enter Email' (doc 1 §5). */
const forgotPasswordForm = requestResetPasswordForm.extend({
  email: requiredAs(fieldMessages.required('Email'), requestResetPasswordForm.shape.email),
});

const EMAIL: FieldDef<z.input<typeof forgotPasswordForm>> = { id: 'email', label: 'Email', type: 'text', required: true, isEmail: true };

/**
 * 'Forgot your password?' modal: one field, email. Mounted only while open, so each opening starts empty and a
 * closing form never validates its emptied field (the input's blur after a reset showed 'Please enter Email').
 */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  return open ? <ForgotPasswordForm onClose={onClose} /> : null;
}

function ForgotPasswordForm({ onClose: close }: { onClose(): void }) {
  const form = useRouteForm('auth.requestResetPassword', forgotPasswordForm, { defaultValues: { email: '' } });
  const request = useRouteMutation('auth.requestResetPassword');
  const dialogs = useDialogs();
  // An invalid form shows its field message only, as the login card does (no 'Validation Failed' dialog).
  const submit = form.handleSubmit(async (body) => {
    const answer = await request.send({ body });
    if (!answer) return;
    close();
    await dialogs.message({ title: 'Reset Password', message: answer.message ?? 'If the account exists, a reset link has been sent.' });
  });
  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open
      title="Forgot your password?"
      onDismiss={close}
      footer={<DialogActions onCancel={close} confirmText="Send" onConfirm={() => submit()} loading={form.formState.isSubmitting} />}
    >
      <Text mb="4" color="fg.muted">
        Enter the e-mail address you sign in with and we will send you a link to set a new password.
      </Text>
      <RouteField form={form} field={EMAIL} />
    </ModalFrame>
  );
}
