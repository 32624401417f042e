import { Button } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api/index.ts';
import { useBusy } from '../../../shared/lib/use-busy.ts';
import { AuthPageLayout } from '../../../shared/ui/auth-page-layout.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import { useFieldForm } from '../../../shared/ui/form/use-field-form.ts';
import { downloadFile } from '../api/download-file.ts';

const FIELDS: FieldDef[] = [{ id: 'uniqueId', label: 'Unique Id', type: 'text', required: true, maxLength: 100 }];

/**
 * downloadFile/{id} (doc 2 §2 Download File screen, §7 File download): the unique id from the invitation e-mail; on
 * SUCCESS the answer's message is a short-lived link, opened in a new window; otherwise the status and the message.
 */
export default function DownloadFilePage() {
  const { id = '' } = useParams();
  const dialogs = useDialogs();
  const form = useFieldForm(FIELDS, { uniqueId: '' });
  const { busy, whileBusy } = useBusy();

  const submit = async () => {
    if (!form.validate()) {
      await dialogs.message({ title: MSG.validationFailedTitle, message: MSG.validationFailed });
      return;
    }
    await whileBusy(async () => {
      try {
        const answer = await downloadFile({ encryptedId: id, uniqueId: String(form.values.uniqueId ?? '') });
        if (answer.status === 'SUCCESS' && answer.message) window.open(answer.message, '_blank', 'noopener');
        else await dialogs.message({ title: answer.status || 'ERROR', message: answer.message || MSG.generic });
      } catch (e) {
        const title = e instanceof ApiError ? e.answerStatus || String(e.httpStatus) : 'ERROR';
        await dialogs.message({ title, message: e instanceof Error && e.message ? e.message : MSG.generic });
      }
    });
  };

  return (
    <AuthPageLayout title="Download File" subtitle="Enter the unique id from your invitation e-mail to download the file." maxW="md">
      <form
        aria-label="Download file"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormField {...form.bind(FIELDS[0])} />
        <Button type="submit" colorPalette="blue" width="full" loading={busy} mt="2">
          Download
        </Button>
      </form>
    </AuthPageLayout>
  );
}
