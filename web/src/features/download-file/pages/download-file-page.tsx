import { Button } from '@chakra-ui/react';
import { fieldMessages } from '@scheduler/contracts/field-rules';
import { MSG } from '@scheduler/contracts/messages';
import { requiredText } from '@scheduler/contracts/schemas/common';
import { downloadRequest } from '@scheduler/contracts/schemas/download';
import { useParams } from 'react-router';
import type * as z from 'zod';
import { ApiError } from '../../../shared/lib/api/index.ts';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { AuthPageLayout } from '../../../shared/ui/auth-page-layout.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRouteForm } from '../../../shared/ui/form/use-route-form.ts';

/** The download request with the field message of doc 1 §5 ('Please enter {label}'). */
const downloadForm = downloadRequest.extend({ uniqueId: requiredText(100, 1, fieldMessages.required('Unique Id')) });

const UNIQUE_ID: FieldDef<z.input<typeof downloadForm>> = { id: 'uniqueId', label: 'Unique Id', type: 'text', required: true };

/**
 * downloadFile/{id} (doc 2 §2 Download File screen, §7 File download): the unique id from the invitation e-mail; on
 * SUCCESS the answer's message is a short-lived link, opened in a new window; otherwise the status and the message.
 */
export default function DownloadFilePage() {
  const { id = '' } = useParams();
  const dialogs = useDialogs();
  const form = useRouteForm('download.file', downloadForm, { defaultValues: { encryptedId: id, uniqueId: '' } });
  const download = useRouteMutation('download.file', {
    // A refusal of any HTTP status (a 429 for too many tries) is titled with the answer's status, not the shell's way.
    onFailure: (e) =>
      dialogs.message({
        title: e instanceof ApiError ? e.answerStatus || String(e.httpStatus) : 'ERROR',
        message: e instanceof Error && e.message ? e.message : MSG.generic,
      }),
  });

  const submit = () =>
    form.submit(async (body) => {
      const answer = await download.send({ body });
      if (answer?.message) window.open(answer.message, '_blank', 'noopener');
      else if (answer) await dialogs.message({ title: answer.status, message: MSG.generic });
    });

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
        <RouteField form={form} field={UNIQUE_ID} />
        <Button type="submit" colorPalette="blue" width="full" loading={form.formState.isSubmitting} mt="2">
          Download
        </Button>
      </form>
    </AuthPageLayout>
  );
}
