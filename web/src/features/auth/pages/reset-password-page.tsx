import { Button, Link, Text } from '@chakra-ui/react';
import { fieldMessages } from '@scheduler/contracts/field-rules';
import { MSG } from '@scheduler/contracts/messages';
import { PASSWORD_HINT } from '@scheduler/contracts/password-rule';
import { resetPasswordRequest } from '@scheduler/contracts/schemas/auth';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type * as z from 'zod';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { AuthPageLayout } from '../../../shared/ui/auth-page-layout.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { checkPasswordsAsTyped, invalidPasswordDialog, withPasswordRule } from '../../../shared/ui/form/password-pair.ts';
import { requiredAs } from '../../../shared/ui/form/required-as.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRouteForm } from '../../../shared/ui/form/use-route-form.ts';
import { AuthFormCard } from '../components/auth-form-card.tsx';

/** auth/resetPassword's body with the password rule, its empty fields reading 'Please enter {label}' (doc 1 §5). */
const resetPasswordForm = withPasswordRule(
  resetPasswordRequest.safeExtend({
    password: requiredAs(fieldMessages.required('New Password'), resetPasswordRequest.shape.password),
    confirmPassword: requiredAs(fieldMessages.required('Confirm Password'), resetPasswordRequest.shape.confirmPassword),
  }),
);
type ResetPasswordValues = z.input<typeof resetPasswordForm>;

const PASSWORD: FieldDef<ResetPasswordValues> = { id: 'password', label: 'New Password', type: 'password', required: true, hint: PASSWORD_HINT };
const CONFIRM: FieldDef<ResetPasswordValues> = { id: 'confirmPassword', label: 'Confirm Password', type: 'password', required: true };

export const RESET_DONE_TITLE = 'Password Reset';
const RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

/** resetPassword/{id} (doc 1 §2.7): a new password twice, checked as typed; success → login. */
export default function ResetPasswordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const form = useRouteForm('auth.resetPassword', resetPasswordForm, { defaultValues: { encryptedId: id, password: '', confirmPassword: '' } });
  const reset = useRouteMutation('auth.resetPassword', {
    onFieldErrors: form.setServerErrors,
    onFailure: (e) => dialogs.message({ title: 'ERROR', message: e instanceof Error && e.message ? e.message : MSG.generic }),
  });

  const submit = form.handleSubmit(
    async (body) => {
      const answer = await reset.send({ body });
      if (!answer) return;
      await dialogs.message({ title: RESET_DONE_TITLE, message: answer.message || RESET_DONE });
      void navigate('/login', { replace: true });
    },
    // Not awaited: react-hook-form shows the field messages only once this settles.
    (errors) => void dialogs.message(invalidPasswordDialog(errors)),
  );

  return (
    <AuthPageLayout title="Reset Password" subtitle="Choose a new password for your Scheduler account." maxW="md">
      <AuthFormCard label="Reset password" onSubmit={() => void submit()}>
        <RouteField form={form} field={PASSWORD} onChange={() => checkPasswordsAsTyped(form, resetPasswordForm)} />
        <RouteField form={form} field={CONFIRM} onChange={() => checkPasswordsAsTyped(form, resetPasswordForm)} />
        <Button type="submit" colorPalette="blue" width="full" loading={form.formState.isSubmitting} mt="2">
          Reset Password
        </Button>
      </AuthFormCard>
      <Text textAlign="center" fontSize="sm">
        <Link asChild colorPalette="blue">
          <RouterLink to="/login">Back to Sign In</RouterLink>
        </Link>
      </Text>
    </AuthPageLayout>
  );
}
