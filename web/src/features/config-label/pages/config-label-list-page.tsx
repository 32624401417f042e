import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { listState } from '../../../shared/lib/table-state.ts';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { useActiveOrganisations } from '../../../shared/lib/select-lists.ts';

const LIST_KEY = 'config-label';
export const ALL_ORGANISATIONS = 'ALL';

const COLUMNS: Column<TableRow<'config-label.getListByOrganisation'>>[] = [
  { key: 'code', label: 'Code', sortable: true },
  {
    key: 'display',
    label: 'Display',
    sortable: true,
    render: (r) => (
      <Text truncate maxW={{ base: '32', md: 'md' }} title={r.display}>
        {r.display}
      </Text>
    ),
  },
  { key: 'organisationName', label: 'Organisation', sortable: true },
];

/** /config-label (doc 3 §2.10): organisation filter (All or one), Code, Display, Organisation. */
export default function ConfigLabelListPage() {
  const navigate = useNavigate();
  const organisations = useActiveOrganisations();
  const [organisationId, setOrganisationId] = useState(listState.read(LIST_KEY).filters?.organisationId ?? ALL_ORGANISATIONS);

  return (
    <Stack gap="5">
      <PageHeader
        title="Label Configurations"
        actions={
          <Button colorPalette="blue" onClick={() => navigate('/config-label/create')}>
            Add New Label Configuration
          </Button>
        }
      />
      <DataTable
        key={organisationId}
        route="config-label.getListByOrganisation"
        params={{ organisationId }}
        columns={COLUMNS}
        rowKey={(r) => r.encryptedId}
        defaultSort={{ column: 'code', direction: 'asc' }}
        listKey={LIST_KEY}
        exportFileName="config_labels_export"
        onRowClick={(r) => navigate(`/config-label/${r.encryptedId}`)}
        caption="Label Configurations"
        toolbar={
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              Organisation
            </Text>
            <NativeSelect.Root size="md" width={{ base: 'full', sm: '64' }}>
              <NativeSelect.Field
                aria-label="Organisation"
                value={organisationId}
                onChange={(e) => {
                  listState.write(LIST_KEY, { filters: { organisationId: e.target.value }, pageIndex: 0 });
                  setOrganisationId(e.target.value);
                }}
              >
                <option value={ALL_ORGANISATIONS}>All</option>
                {organisations.data?.map((o) => (
                  <option key={o.encryptedId} value={o.encryptedId}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        }
      />
    </Stack>
  );
}
