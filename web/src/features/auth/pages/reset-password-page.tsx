import { Button, Link, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { PASSWORD_HINT } from '@scheduler/contracts/password-rule';
import { PASSWORD_MESSAGES } from '@scheduler/contracts/schemas/password';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api/index.ts';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import { useFieldForm } from '../../../shared/ui/form/use-field-form.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AuthFormCard } from '../components/auth-form-card.tsx';
import { AuthPageLayout } from '../../../shared/ui/auth-page-layout.tsx';
import { livePasswordErrors } from '../components/password-check.ts';
import { useBusy } from '../../../shared/lib/use-busy.ts';

const FIELDS: FieldDef[] = [
  { id: 'password', label: 'New Password', type: 'password', required: true, maxLength: 256, hint: PASSWORD_HINT },
  { id: 'confirmPassword', label: 'Confirm Password', type: 'password', required: true, maxLength: 256 },
];

export const RESET_DONE_TITLE = 'Password Reset';
const RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

/** resetPassword/{id} (doc 1 §2.7): a new password twice, checked as typed; success → login. */
export default function ResetPasswordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const form = useFieldForm(FIELDS, { password: '', confirmPassword: '' });
  const { busy, whileBusy } = useBusy();
  const password = String(form.values.password ?? '');
  const confirmPassword = String(form.values.confirmPassword ?? '');
  const live = livePasswordErrors(password, confirmPassword);

  const submit = async () => {
    if (!form.validate() || live.password) {
      await dialogs.message({ title: MSG.validationFailedTitle, message: MSG.validationFailed });
      return;
    }
    if (live.confirmPassword) {
      await dialogs.message({ title: PASSWORD_MESSAGES.mismatchTitle, message: PASSWORD_MESSAGES.mismatch });
      return;
    }
    await whileBusy(async () => {
      try {
        const answer = await resetPassword({ encryptedId: id, password, confirmPassword });
        if (answer.status === 'SUCCESS') {
          await dialogs.message({ title: RESET_DONE_TITLE, message: answer.message || RESET_DONE });
          void navigate('/login', { replace: true });
        } else {
          await dialogs.message({ title: answer.status || 'ERROR', message: answer.message || MSG.generic });
        }
      } catch (e) {
        if (e instanceof ApiError && e.fieldErrors && Object.keys(e.fieldErrors).length) {
          form.setServerErrors(e.fieldErrors);
          await dialogs.message({ title: MSG.validationFailedTitle, message: MSG.validationFailed });
        } else {
          await dialogs.message({ title: 'ERROR', message: e instanceof Error && e.message ? e.message : MSG.generic });
        }
      }
    });
  };

  return (
    <AuthPageLayout title="Reset Password" subtitle="Choose a new password for your Scheduler account." maxW="md">
      <AuthFormCard label="Reset password" onSubmit={() => void submit()}>
        <FormField {...form.bind(FIELDS[0])} error={form.errors.password ?? live.password} />
        <FormField {...form.bind(FIELDS[1])} error={form.errors.confirmPassword ?? live.confirmPassword} />
        <Button type="submit" colorPalette="blue" width="full" loading={busy} mt="2">
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
