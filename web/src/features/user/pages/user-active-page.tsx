import { Stack } from '@chakra-ui/react';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { formatDateTime } from '../../../shared/lib/format-date.ts';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

/** The columns of user/getUserActiveList (doc 1 §2.12). */
const COLUMNS: Column<TableRow<'user.getUserActiveList'>>[] = [
  { key: 'expiryDate', label: 'Expiry Date', sortable: true, render: (r) => formatDateTime(r.expiryDate) },
  { key: 'userFullName', label: 'User', sortable: true },
  { key: 'userTypeDisplay', label: 'User Type', sortable: true },
  { key: 'organisationName', label: 'Organisation', sortable: true },
  { key: 'issuedDate', label: 'Issued Date', sortable: true, render: (r) => formatDateTime(r.issuedDate) },
];

/** user-active (doc 1 §2.12, grid admin): active sessions and invitations, expiry date descending. */
export default function UserActivePage() {
  return (
    <Stack gap="5">
      <PageHeader title="Active Users" />
      <DataTable
        route="user.getUserActiveList"
        columns={COLUMNS}
        rowKey={(r) => r.encryptedId ?? `${r.userFullName}-${r.issuedDate}-${r.expiryDate}`}
        defaultSort={{ column: 'expiryDate', direction: 'desc' }}
        exportFileName="active_users_export"
        caption="Active Users"
      />
    </Stack>
  );
}
