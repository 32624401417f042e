import { Stack } from '@chakra-ui/react';
import { createApiKeyRequest } from '@scheduler/contracts/schemas/integration';
import { useEffect, useState } from 'react';
import type * as z from 'zod';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import type { FieldDef } from '../../ui/form/field-def.ts';
import { RouteField } from '../../ui/form/route-field.tsx';
import { useRouteForm } from '../../ui/form/use-route-form.ts';
import { INTEGRATION_WORDS, SCOPE_OPTIONS } from './integration-words.ts';
import { SecretOnceDialog } from './secret-once.tsx';

type Values = z.input<typeof createApiKeyRequest>;
const EMPTY: Values = { name: '', scopes: [] };
const FIELDS: FieldDef<Values>[] = [
  { id: 'name', label: 'Name', type: 'text', required: true, hint: 'What uses it, e.g. the applicant-tracking system' },
  { id: 'scopes', label: 'Scopes', type: 'multi-select', required: true, options: SCOPE_OPTIONS },
];

/**
 * Create API Key: a name and at least one scope; the answer's key shows once, in this dialog, and is dropped when it
 * closes (the table keeps only its hash).
 */
export function CreateApiKeyDialog({ open, onClose, organisationId }: { open: boolean; onClose(): void; organisationId: string }) {
  const form = useRouteForm('integration.createApiKey', createApiKeyRequest, { defaultValues: EMPTY });
  const create = useRouteMutation('integration.createApiKey', { onFieldErrors: form.setServerErrors });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form.reset]);
  const close = () => {
    setCreated(null);
    onClose();
  };
  const save = () =>
    form.submit(async (body) => {
      const answer = await create.send({ params: { organisationId }, body });
      if (answer) setCreated({ name: answer.apiKey.name, secret: answer.secret });
    });

  if (created) {
    return (
      <SecretOnceDialog
        open={open}
        title={INTEGRATION_WORDS.keyCreatedTitle}
        intro={
          <>
            The key <b>{created.name}</b> was created.
          </>
        }
        label="API key"
        secret={created.secret}
        warning={INTEGRATION_WORDS.keyOnce}
        onDone={close}
      />
    );
  }
  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open={open}
      title={INTEGRATION_WORDS.createKey}
      size="md"
      onDismiss={close}
      footer={<DialogActions onCancel={close} confirmText="Create" onConfirm={save} singleClick />}
    >
      <Stack gap="4">
        {FIELDS.map((f) => (
          <RouteField key={f.id} form={form} field={f} />
        ))}
      </Stack>
    </ModalFrame>
  );
}
