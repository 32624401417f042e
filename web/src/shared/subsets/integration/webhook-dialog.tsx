import { Alert, Stack } from '@chakra-ui/react';
import { saveWebhookRequest } from '@scheduler/contracts/schemas/integration';
import { useEffect, useState } from 'react';
import type * as z from 'zod';
import type { TableRow } from '../../lib/api/index.ts';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import type { FieldDef } from '../../ui/form/field-def.ts';
import { RouteField } from '../../ui/form/route-field.tsx';
import { useRouteForm } from '../../ui/form/use-route-form.ts';
import { EVENT_OPTIONS, INTEGRATION_WORDS } from './integration-words.ts';
import { SecretOnceDialog } from './secret-once.tsx';

export type WebhookRow = TableRow<'integration.getWebhookList'>;
type Values = z.input<typeof saveWebhookRequest>;

const EMPTY: Values = { url: '', description: '', events: [], status: 'ACTIVE' };
const valuesOf = (row: WebhookRow | undefined): Values =>
  row ? { encryptedId: row.encryptedId, url: row.url, description: row.description ?? '', events: [...row.events], status: row.status } : EMPTY;

const FIELDS: FieldDef<Values>[] = [
  { id: 'url', label: 'URL', type: 'text', required: true, placeholder: 'https://', hint: 'An https address that answers 2xx to each delivery' },
  { id: 'description', label: 'Description', type: 'text' },
  { id: 'events', label: 'Events', type: 'multi-select', required: true, options: EVENT_OPTIONS },
  {
    id: 'status',
    label: 'Status',
    type: 'select',
    required: true,
    options: [
      { value: 'ACTIVE', label: 'Active' },
      { value: 'DISABLED', label: 'Disabled' },
    ],
  },
];

export interface WebhookDialogProps {
  open: boolean;
  onClose(): void;
  organisationId: string;
  /** The subscription to change; none to add one. */
  webhook?: WebhookRow;
}

/**
 * Add or edit a webhook subscription: https URL, description, events, status. A new subscription's signing secret
 * shows once, in this dialog, and is dropped when it closes.
 */
export function WebhookDialog({ open, onClose, organisationId, webhook }: WebhookDialogProps) {
  const dialogs = useDialogs();
  const form = useRouteForm('integration.saveWebhook', saveWebhookRequest, { defaultValues: valuesOf(webhook) });
  const save = useRouteMutation('integration.saveWebhook', { onFieldErrors: form.setServerErrors });
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    if (open) form.reset(valuesOf(webhook));
  }, [open, webhook, form.reset]);
  const close = () => {
    setSecret(null);
    onClose();
  };
  const submit = () =>
    form.submit(async (body) => {
      const answer = await save.send({ params: { organisationId }, body: { ...body, description: body.description || undefined } });
      if (!answer) return;
      if (answer.secret) return setSecret(answer.secret);
      close();
      await dialogs.message({ title: INTEGRATION_WORDS.webhookSavedTitle, message: answer.message || 'The webhook was saved.' });
    });

  if (secret) {
    return (
      <SecretOnceDialog
        open={open}
        title={INTEGRATION_WORDS.webhookSavedTitle}
        intro="Deliveries are signed per Standard Webhooks with this secret."
        label="Signing secret"
        secret={secret}
        warning={INTEGRATION_WORDS.secretOnce}
        onDone={close}
      />
    );
  }
  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open={open}
      title={webhook ? INTEGRATION_WORDS.editWebhook : INTEGRATION_WORDS.addWebhook}
      size="md"
      onDismiss={close}
      footer={<DialogActions onCancel={close} confirmText="Save" onConfirm={submit} singleClick />}
    >
      <Stack gap="4">
        {webhook?.status === 'DISABLED' && webhook.disabledReason && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{webhook.disabledReason}</Alert.Title>
          </Alert.Root>
        )}
        {FIELDS.map((f) => (
          <RouteField key={f.id} form={form} field={f} />
        ))}
      </Stack>
    </ModalFrame>
  );
}
