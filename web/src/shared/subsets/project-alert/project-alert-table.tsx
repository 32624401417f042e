import { Button, HStack, List, Stack } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useNavigate } from 'react-router';
import { api, type TableRow } from '../../lib/api/index.ts';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { useSession } from '../../lib/session.tsx';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';

type Row = TableRow<'project-alert.getListByProject'>;

const COLUMNS: Column<Row>[] = [
  { key: 'codeDescription', label: 'Alert Name', sortable: true },
  { key: 'nameNTEmail', label: 'Email', sortable: true, render: (r) => r.nameNTEmail || '-' },
  { key: 'nameNTSMS', label: 'SMS', sortable: true, render: (r) => r.nameNTSMS || '-' },
];

/**
 * The project page's Project Alerts tab (doc 3 §2.5): the project's alerts, 10 a page, a row opening the alert, and
 * the tab's buttons: Missing Alerts, Add Alert and, for grid admins, Add Default Alerts.
 */
export function ProjectAlertTable({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const addDefaultAlerts = useRouteMutation('project-alert.addDefaultAlerts');
  const { user } = useSession();

  const showMissing = async () => {
    const missing = await api.call('project-alert.getConfigAlertMissing', { params: { projectId } });
    await dialogs.message({
      title: 'Missing Alerts',
      message: missing.length ? (
        <List.Root ps="5">
          {missing.map((m) => (
            <List.Item key={m.code ?? m.description}>{m.description}</List.Item>
          ))}
        </List.Root>
      ) : (
        'This project has an alert for every Alert Name.'
      ),
    });
  };

  // doc 3 §8: the status and message, or the generic error without a status. The alerts, what is missing and the
  // project's confirmation-alert warning are read again.
  const addDefaults = async () => {
    const answer = await addDefaultAlerts.send({ params: { projectId } });
    if (answer)
      await dialogs.message(answer.status ? { title: answer.status, message: answer.message ?? '' } : { title: 'ERROR', message: MSG.generic });
  };

  return (
    <Stack gap="3">
      <DataTable
        route="project-alert.getListByProject"
        params={{ projectId }}
        columns={COLUMNS}
        rowKey={(r) => r.encryptedId ?? ''}
        defaultSort={{ column: 'codeDescription', direction: 'asc' }}
        pageSize={10}
        onRowClick={(r) => navigate(`/projectAlert/${r.encryptedId}`)}
        caption="Project Alerts"
        searchable={false}
        toolbar={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={showMissing}>
              Missing Alerts
            </Button>
            <Button colorPalette="blue" onClick={() => navigate(`/projectAlert/create?projectId=${encodeURIComponent(projectId)}`)}>
              Add Alert
            </Button>
            {user?.isGridAdmin && (
              <Button variant="outline" colorPalette="blue" onClick={addDefaults}>
                Add Default Alerts
              </Button>
            )}
          </HStack>
        }
      />
    </Stack>
  );
}
