import { Badge, Button, Text } from '@chakra-ui/react';
import { WEBHOOK_EVENT_TEXT } from '@scheduler/contracts/webhook-events';
import type { TableRow } from '../../lib/api/index.ts';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { useLabelWords } from '../../lib/labels.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { INTEGRATION_WORDS } from './integration-words.ts';

type DeliveryRow = TableRow<'integration.getWebhookDeliveryList'>;
const STATUS_COLOR = { PENDING: 'orange', DELIVERED: 'green', FAILED: 'red' } as const;

/** A subscription's delivery records, newest first: event, status, attempts, response code, times; Redeliver. */
export function WebhookDeliveries({ organisationId, webhookId }: { organisationId: string; webhookId: string }) {
  const dialogs = useDialogs();
  const words = useLabelWords();
  const redeliver = useRouteMutation('integration.redeliverWebhook');
  const send = async (row: DeliveryRow) => {
    const answer = await redeliver.send({ params: { organisationId, deliveryId: row.encryptedId } });
    if (answer) await dialogs.message({ title: INTEGRATION_WORDS.redeliverTitle, message: answer.message || INTEGRATION_WORDS.redelivered });
  };
  const columns: Column<DeliveryRow>[] = [
    { key: 'event', label: 'Event', render: (r) => words(WEBHOOK_EVENT_TEXT[r.event] ?? r.event) },
    {
      key: 'status',
      label: 'Status',
      render: (r) => (
        <Badge colorPalette={STATUS_COLOR[r.status]} title={r.lastError}>
          {r.status}
        </Badge>
      ),
    },
    { key: 'attempts', label: 'Attempts' },
    { key: 'responseCode', label: 'Response', render: (r) => (r.responseCode === undefined ? '—' : String(r.responseCode)) },
    {
      key: 'lastAttemptOn',
      label: 'Last Attempt',
      wide: true,
      render: (r) => (
        <>
          <Text>{r.lastAttemptOn ? formatDateTime(r.lastAttemptOn) : '—'}</Text>
          {r.lastError && (
            <Text color="fg.muted" fontSize="xs">
              {r.lastError}
            </Text>
          )}
        </>
      ),
    },
    { key: 'nextAttemptOn', label: 'Next Attempt', wide: true, render: (r) => (r.nextAttemptOn ? formatDateTime(r.nextAttemptOn) : '—') },
    {
      key: 'actions',
      label: 'Actions',
      render: (r) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Redeliver ${words(WEBHOOK_EVENT_TEXT[r.event] ?? r.event)} (${r.webhookId})`}
          onClick={() => void send(r)}
        >
          Redeliver
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      route="integration.getWebhookDeliveryList"
      params={{ organisationId, webhookId }}
      columns={columns}
      rowKey={(r) => r.encryptedId}
      pageSize={10}
      searchable={false}
      caption={INTEGRATION_WORDS.deliveriesTitle}
      emptyText="Nothing was sent to this webhook yet."
    />
  );
}
