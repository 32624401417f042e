import { Badge, Text } from '@chakra-ui/react';
import type { TableRow } from '../../lib/api/index.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';

type ProjectRow = TableRow<'project-alert.getDeliveryList'>;

const STATUS_COLOURS: Record<ProjectRow['status'], string> = { QUEUED: 'orange', SENDING: 'blue', SENT: 'green', FAILED: 'red' };
const STATUS_TEXT: Record<ProjectRow['status'], string> = { QUEUED: 'Queued', SENDING: 'Sending', SENT: 'Sent', FAILED: 'Failed' };
const CHANNEL_TEXT: Record<ProjectRow['channel'], string> = { EMAIL: 'Email', SMS: 'SMS' };

const COLUMNS: Column<ProjectRow>[] = [
  { key: 'createdAt', label: 'Time', sortable: true, render: (r) => formatDateTime(r.createdAt) },
  { key: 'alertName', label: 'Alert', render: (r) => r.alertName },
  { key: 'channel', label: 'Channel', render: (r) => CHANNEL_TEXT[r.channel] },
  { key: 'recipient', label: 'Recipient', render: (r) => <Text wordBreak="break-all">{r.recipient}</Text> },
  {
    key: 'status',
    label: 'Status',
    render: (r) => (
      <Badge colorPalette={STATUS_COLOURS[r.status]} title={r.attempts > 1 ? `${r.attempts} attempts` : undefined}>
        {STATUS_TEXT[r.status]}
      </Badge>
    ),
  },
  { key: 'error', label: 'Error', render: (r) => <Text wordBreak="break-word">{r.error ?? ''}</Text> },
];

const TABLE = {
  columns: COLUMNS,
  rowKey: (r: ProjectRow) => r.encryptedId,
  defaultSort: { column: 'createdAt', direction: 'desc' as const },
  pageSize: 10,
  searchable: true,
  emptyText: 'No messages yet.',
};

/** The Messages tab of the project page: every e-mail and SMS the project's alerts and invitations sent or tried. */
export function ProjectDeliveryTable({ projectId }: { projectId: string }) {
  return <DataTable route="project-alert.getDeliveryList" params={{ projectId }} caption="Messages" {...TABLE} />;
}

/** The Messages tab of the user detail: every e-mail and SMS sent or tried to the person, in the organisations the admin reads. */
export function UserDeliveryTable({ userId }: { userId: string }) {
  return <DataTable route="user.getDeliveryList" params={{ userId }} caption="Messages" {...TABLE} />;
}
