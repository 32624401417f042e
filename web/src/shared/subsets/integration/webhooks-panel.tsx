import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { useLabelWords } from '../../lib/labels.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { eventText, INTEGRATION_WORDS } from './integration-words.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookDialog, type WebhookRow } from './webhook-dialog.tsx';

/**
 * The organisation's webhook subscriptions (DESIGN §17): address, events, status (a disabled one with its reason);
 * add and edit (the signing secret shown once), remove, and each one's deliveries with Redeliver.
 */
export default function WebhooksPanel({ organisationId }: { organisationId: string }) {
  const dialogs = useDialogs();
  const words = useLabelWords();
  const [editing, setEditing] = useState<{ webhook?: WebhookRow } | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<WebhookRow | null>(null);
  const archive = useRouteMutation('integration.archiveWebhook');

  const askRemove = async (row: WebhookRow) => {
    const ok = await dialogs.confirm({
      title: INTEGRATION_WORDS.removeWebhookTitle,
      message: INTEGRATION_WORDS.removeWebhook(row.url),
      okText: 'Remove',
    });
    if (!ok) return;
    const answer = await archive.send({ params: { organisationId, webhookId: row.encryptedId } });
    if (answer) await dialogs.message({ title: INTEGRATION_WORDS.removeWebhookTitle, message: answer.message || INTEGRATION_WORDS.removed });
  };

  const columns: Column<WebhookRow>[] = [
    {
      key: 'url',
      label: 'URL',
      sortable: true,
      render: (r) => (
        <Stack gap="0" maxW={{ base: '48', md: 'md' }}>
          <Text wordBreak="break-all">{r.url}</Text>
          {r.description && (
            <Text color="fg.muted" fontSize="xs">
              {r.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'events', label: 'Events', wide: true, render: (r) => words(eventText(r.events)) },
    {
      key: 'status',
      label: 'Status',
      render: (r) => (
        <Stack gap="1" align="start">
          <Badge colorPalette={r.status === 'ACTIVE' ? (r.failingSince ? 'orange' : 'green') : 'red'}>
            {r.status === 'ACTIVE' ? (r.failingSince ? 'Failing' : 'Active') : 'Disabled'}
          </Badge>
          {r.status === 'DISABLED' && r.disabledReason && (
            <Text fontSize="xs" color="fg.error">
              {r.disabledReason}
            </Text>
          )}
          {r.status === 'ACTIVE' && r.failingSince && (
            <Text fontSize="xs" color="fg.muted">
              Failing since {formatDateTime(r.failingSince)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'createdOn', label: 'Created', wide: true, render: (r) => `${r.createdBy}, ${formatDateTime(r.createdOn)}` },
    {
      key: 'actions',
      label: 'Actions',
      render: (r) => (
        <HStack gap="1" wrap="wrap">
          <Button size="xs" variant="outline" aria-label={`Deliveries of ${r.url}`} onClick={() => setDeliveriesOf(r)}>
            Deliveries
          </Button>
          <Button size="xs" variant="outline" aria-label={`Edit ${r.url}`} onClick={() => setEditing({ webhook: r })}>
            Edit
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" aria-label={`Remove ${r.url}`} onClick={() => void askRemove(r)}>
            Remove
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <>
      <DataTable
        route="integration.getWebhookList"
        params={{ organisationId }}
        columns={columns}
        rowKey={(r) => r.encryptedId}
        pageSize={10}
        listKey={`organisation-webhooks-${organisationId}`}
        caption={INTEGRATION_WORDS.webhooksTab}
        emptyText="No webhooks yet."
        toolbar={
          <Button colorPalette="blue" onClick={() => setEditing({})}>
            {INTEGRATION_WORDS.addWebhook}
          </Button>
        }
      />
      <WebhookDialog open={editing !== null} onClose={() => setEditing(null)} organisationId={organisationId} webhook={editing?.webhook} />
      <ModalFrame
        open={deliveriesOf !== null}
        title={`${INTEGRATION_WORDS.deliveriesTitle}: ${deliveriesOf?.url ?? ''}`}
        size="lg"
        onDismiss={() => setDeliveriesOf(null)}
        footer={
          <Button variant="outline" onClick={() => setDeliveriesOf(null)}>
            Close
          </Button>
        }
      >
        {deliveriesOf && <WebhookDeliveries organisationId={organisationId} webhookId={deliveriesOf.encryptedId} />}
      </ModalFrame>
    </>
  );
}
