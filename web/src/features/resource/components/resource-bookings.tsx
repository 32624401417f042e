import { useNavigate } from 'react-router';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { MEETING_RETURN_URL_KEY } from '../../../shared/subsets/meeting/project-meeting-table.tsx';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';

type Row = TableRow<'meeting.getMeetingListByResource'>;

/**
 * The resource's bookings (doc 3 §2.12, under the detail card in view mode): the meetings that hold it, latest first,
 * through meeting/getMeetingListByResource; a row opens the meeting, which then returns to this resource.
 */
export function ResourceBookings({ resourceId }: { resourceId: string }) {
  const navigate = useNavigate();
  const label = useLabels();
  const columns: Column<Row>[] = [
    { key: 'dateTimeCombined', label: 'Timeline' },
    { key: 'projectName', label: 'Project', wide: true },
    { key: 'stepTypeDisplay', label: 'Type' },
    { key: 'assessorName', label: label('INVIGILATOR') },
    { key: 'seats', label: 'Seats' },
  ];
  return (
    <DataTable
      route="meeting.getMeetingListByResource"
      params={{ resourceId }}
      columns={columns}
      rowKey={(r) => String(r.encryptedId ?? r.dateTimeCombined)}
      defaultSort={null}
      caption={`${label('MEETINGS')} holding this resource`}
      searchable={false}
      onRowClick={(r) => {
        if (!r.encryptedId || !r.encryptedProjectId) return;
        localStorage.setItem(MEETING_RETURN_URL_KEY, window.location.pathname);
        navigate(`/meeting/${r.encryptedProjectId}/${r.encryptedId}`);
      }}
    />
  );
}
