import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

type Row = TableRow<'project-alert.getList'>;

const COLUMNS: Column<Row>[] = [
  { key: 'projectName', label: 'Project Name', sortable: true },
  { key: 'codeDescription', label: 'Alert Name', sortable: true },
  { key: 'nameNTEmail', label: 'Email', sortable: true, render: (r) => r.nameNTEmail || '-' },
  { key: 'nameNTSMS', label: 'SMS', sortable: true, render: (r) => r.nameNTSMS || '-' },
];

/** /projectAlertAllList (doc 3 §2.6, grid admin): every project's alerts; a row opens the alert. */
export default function ProjectAlertListPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="5">
      <PageHeader
        title="Project Alerts"
        actions={
          <Button colorPalette="blue" onClick={() => navigate('/projectAlert/create')}>
            Add New Alert
          </Button>
        }
      />
      <DataTable
        route="project-alert.getList"
        columns={COLUMNS}
        rowKey={(r) => r.encryptedId ?? ''}
        defaultSort={{ column: 'projectName', direction: 'asc' }}
        listKey="project-alert-all"
        exportFileName="project_alerts_export"
        onRowClick={(r) => navigate(`/projectAlert/${r.encryptedId}`)}
        caption="Project Alerts"
      />
    </Stack>
  );
}
