import { Button, List, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { useSession } from '../../../shared/lib/session.tsx';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { addDefaultProjectAlerts, missingProjectAlerts } from '../api/project-queries.ts';

type AlertRow = TableRow<'project-alert.getListByProject'>;

const COLUMNS: Column<AlertRow>[] = [
  { key: 'codeDescription', label: 'Alert Name', sortable: true },
  { key: 'nameNTEmail', label: 'Email Template', sortable: true },
  { key: 'nameNTSMS', label: 'SMS Template', sortable: true, wide: true },
  { key: 'emAddress', label: 'Email Address', wide: true },
];

/** The Project Alerts tab (doc 3 §2.5): the project's alerts, Missing Alerts, Add Alert and Add Default Alerts (grid admin). */
export function ProjectAlertsTab({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { user } = useSession();

  const showMissing = async () => {
    const missing = await missingProjectAlerts(projectId);
    await dialogs.message({
      title: 'Missing Alerts',
      message:
        missing.length === 0 ? (
          <Text>{MSG.noRecords}</Text>
        ) : (
          <List.Root ps="5">
            {missing.map((m) => (
              <List.Item key={`${m.code ?? m.description}-${m.deliveryMethod ?? ''}`}>
                {m.description}
                {m.deliveryMethod ? ` (${m.deliveryMethod})` : ''}
              </List.Item>
            ))}
          </List.Root>
        ),
    });
  };

  const addDefaults = async () => {
    const answer = await addDefaultProjectAlerts(projectId);
    await queryClient.invalidateQueries({ queryKey: ['table'] });
    await dialogs.message({ title: answer.status || 'ERROR', message: answer.message || MSG.generic });
  };

  return (
    <DataTable
      route="project-alert.getListByProject"
      params={{ projectId }}
      columns={COLUMNS}
      rowKey={(r) => r.encryptedId ?? `${r.code}`}
      defaultSort={{ column: 'codeDescription', direction: 'asc' }}
      pageSize={10}
      listKey={`project-alerts-${projectId}`}
      onRowClick={(r) => r.encryptedId && navigate(`/projectAlert/${r.encryptedId}`)}
      caption="Project Alerts"
      toolbar={
        <>
          <Button size="sm" variant="outline" onClick={showMissing}>
            Missing Alerts
          </Button>
          <Button size="sm" colorPalette="blue" onClick={() => navigate(`/projectAlert/create?projectId=${encodeURIComponent(projectId)}`)}>
            Add Alert
          </Button>
          {user?.isGridAdmin && (
            <Button size="sm" variant="outline" onClick={addDefaults}>
              Add Default Alerts
            </Button>
          )}
        </>
      }
    />
  );
}
