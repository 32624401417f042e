import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { restrictionText } from '../lib/access-countries.ts';

export const ORGANISATION_LIST_KEY = 'organisation-list';

const COLUMNS: Column<TableRow<'organisation.getAllActive'>>[] = [
  { key: 'name', label: 'Organisation Name', sortable: true },
  {
    key: 'countryRestriction',
    label: 'Access Restriction',
    render: (r) => restrictionText(r.countryRestriction),
  },
  { key: 'uploadProcessorType', label: 'Upload Type' },
  { key: 'countryCode', label: 'Country' },
];

/** /organisation (doc 3 §2.1, grid admin): Organisation Name (sortable), Access Restriction, Upload Type, Country; name ascending, 20 a page. */
export default function OrganisationListPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="5">
      <PageHeader
        title="Organisations List"
        actions={
          <Button colorPalette="blue" onClick={() => navigate('/organisation/create')}>
            Add New Organisation
          </Button>
        }
      />
      <DataTable
        route="organisation.getAllActive"
        columns={COLUMNS}
        rowKey={(r) => r.encryptedId}
        defaultSort={{ column: 'name', direction: 'asc' }}
        pageSize={20}
        listKey={ORGANISATION_LIST_KEY}
        onRowClick={(r) => navigate(`/organisation/${r.encryptedId}`)}
        caption="Organisations List"
      />
    </Stack>
  );
}
