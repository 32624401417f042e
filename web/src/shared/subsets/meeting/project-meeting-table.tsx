import type { MEETING_LIST_BY_PROJECT_TYPES } from '@scheduler/contracts/schemas/meeting';
import { useNavigate } from 'react-router';
import type { TableRow } from '../../lib/api/index.ts';
import { useLabels } from '../../lib/labels.tsx';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';

type Row = TableRow<'meeting.getMeetingListByProject'>;
export type ProjectMeetingListType = (typeof MEETING_LIST_BY_PROJECT_TYPES)[number];

/** The key (doc 2 §9) under which a meeting page finds where it was opened from, for its breadcrumbs. */
export const MEETING_RETURN_URL_KEY = 'meeting-return-url';

/**
 * A project's meetings by state (doc 3 §2.5 Active, Inactive and Past tabs) through meeting/getMeetingListByProject;
 * a row opens the meeting, which then returns to the project.
 */
export function ProjectMeetingTable({ projectId, listType }: { projectId: string; listType: ProjectMeetingListType }) {
  const navigate = useNavigate();
  const label = useLabels();
  const columns: Column<Row>[] = [
    { key: 'dateTimeCombined', label: 'Timeline', sortable: true },
    { key: 'stepTypeDisplay', label: 'Type', wide: true },
    { key: 'assessorName', label: label('ASSESSOR') },
    { key: 'displayAddress', label: 'Address', wide: true },
    { key: 'seats', label: 'Seats' },
  ];
  return (
    <DataTable
      route="meeting.getMeetingListByProject"
      params={{ projectId, listType }}
      columns={columns}
      rowKey={(r) => String(r.encryptedId ?? `${r.dateTimeCombined}-${r.assessorName}`)}
      defaultSort={{ column: 'dateTimeCombined', direction: listType === 'past' ? 'desc' : 'asc' }}
      listKey={`project-meetings-${listType}`}
      caption={`${label('MEETINGS')} (${listType})`}
      searchable={false}
      onRowClick={(r) => {
        if (!r.encryptedId) return;
        localStorage.setItem(MEETING_RETURN_URL_KEY, `/project/${projectId}`);
        navigate(`/meeting/${projectId}/${r.encryptedId}`);
      }}
    />
  );
}
