import { Badge, Button, HStack, Stack, Tabs } from '@chakra-ui/react';
import { PROJECT_MSG } from '@scheduler/contracts/schemas/project';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { listState } from '../../../shared/lib/table-state.ts';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { CONFIRMATION_ALERT_WARNING } from '../lib/confirmation-alert.ts';

export const PROJECT_LIST_KEY = 'project-list';
const TABS = ['ACTIVE', 'INACTIVE'] as const;
type ProjectTab = (typeof TABS)[number];
const TAB_LABELS: Record<ProjectTab, string> = { ACTIVE: 'Active Projects', INACTIVE: 'Inactive Projects' };
const isTab = (v: unknown): v is ProjectTab => (TABS as readonly unknown[]).includes(v);

type ProjectRow = TableRow<'project.getList'>;

/**
 * /project (doc 3 §2.4): Active / Inactive tabs (remembered), name order, Organisation column for grid admins, export;
 * a project without its confirmation alert is marked beside its name.
 */
export default function ProjectListPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const label = useLabels();
  const remembered = useMemo(() => listState.read(PROJECT_LIST_KEY).tab, []);
  const [tab, setTab] = useState<ProjectTab>(isTab(remembered) ? remembered : 'ACTIVE');

  const columns: Column<ProjectRow>[] = [
    {
      key: 'name',
      label: 'Project name',
      sortable: true,
      render: (r) => (
        <HStack gap="2" wrap="wrap">
          <span>{r.name}</span>
          {r.confirmationAlertMissing && (
            <Badge colorPalette="orange" title={CONFIRMATION_ALERT_WARNING.message(label('CANDIDATES'))}>
              {CONFIRMATION_ALERT_WARNING.badge}
            </Badge>
          )}
        </HStack>
      ),
    },
    { key: 'stepTypeDisplay', label: 'Type', sortable: true },
    { key: 'startDateTime', label: 'Start Date Time', sortable: true, wide: true },
    { key: 'endDateTime', label: 'End Date Time', sortable: true, wide: true },
    ...(user?.isOrgAdmin && !user.isGridAdmin ? [] : [{ key: 'organisationName', label: 'Organisation', sortable: true }]),
  ];

  return (
    <Stack gap="5">
      <PageHeader
        title="Projects"
        actions={
          <Button colorPalette="blue" onClick={() => navigate('/project/create')}>
            Add New Project
          </Button>
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          if (!isTab(e.value)) return;
          listState.write(PROJECT_LIST_KEY, { tab: e.value });
          setTab(e.value);
        }}
        variant="line"
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Trigger key={t} value={t}>
              {TAB_LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="5">
          <DataTable
            key={tab}
            route="project.getList"
            params={{ listType: tab }}
            columns={columns}
            rowKey={(r) => r.encryptedId ?? `${r.name}`}
            defaultSort={{ column: 'name', direction: 'asc' }}
            listKey={`${PROJECT_LIST_KEY}-${tab}`}
            exportFileName="projects_export"
            onRowClick={(r) => r.encryptedId && navigate(`/project/${r.encryptedId}`)}
            caption={TAB_LABELS[tab]}
            emptyText={PROJECT_MSG.noRecords}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
