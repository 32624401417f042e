import { Badge, Button } from '@chakra-ui/react';
import type { CountryCode } from '@scheduler/contracts/roles';
import { RESOURCE_MSG } from '@scheduler/contracts/schemas/resource';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TableRow } from '../../lib/api/index.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { NewResourceDialog } from './new-resource-dialog.tsx';

type Row = TableRow<'resource.getList'>;

/** Active or Deleted (doc 3 §8: other statuses show as Deleted). */
export function ResourceStatusChip({ status }: { status: string | undefined }) {
  return <Badge colorPalette={status === 'Active' ? 'green' : 'red'}>{status === 'Active' ? 'Active' : 'Deleted'}</Badge>;
}

const COLUMNS: Column<Row>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'type', label: 'Type', sortable: true },
  { key: 'addressLabel', label: 'Address', sortable: true, render: (r) => r.displayAddress || r.addressLabel, wide: true },
  { key: 'status', label: 'Status', sortable: true, render: (r) => <ResourceStatusChip status={r.status} /> },
];

export interface ResourcesTableProps {
  organisationId: string;
  /** The organisation's country code; without one Add Resource is refused with the spec's message. */
  countryCode: CountryCode | undefined;
}

/**
 * The organisation page's Resources List tab (doc 3 §2.2): the organisation's resources, 10 a page, rows opening
 * resource-booking/{organisationId}/{resourceId}, and Add Resource opening the New Resource dialog.
 */
export function ResourcesTable({ organisationId, countryCode }: ResourcesTableProps) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [adding, setAdding] = useState(false);
  const add = () => {
    if (!countryCode) void dialogs.message({ title: 'Error', message: RESOURCE_MSG.noCountryCode });
    else setAdding(true);
  };
  return (
    <>
      <DataTable
        route="resource.getList"
        params={{ organisationId }}
        columns={COLUMNS}
        rowKey={(r) => r.encryptedId ?? r.name}
        defaultSort={{ column: 'name', direction: 'asc' }}
        listKey={`organisation-resources-${organisationId}`}
        pageSize={10}
        exportFileName="resources_export"
        onRowClick={(r) => navigate(`/resource-booking/${organisationId}/${r.encryptedId}`)}
        caption="Resources List"
        toolbar={
          <Button colorPalette="blue" onClick={add}>
            Add Resource
          </Button>
        }
      />
      {countryCode && <NewResourceDialog open={adding} onClose={() => setAdding(false)} organisationId={organisationId} countryCode={countryCode} />}
    </>
  );
}
