import { Box, Button, Checkbox, Field, Flex, HStack, Input, Stack, Tabs } from '@chakra-ui/react';
import type { StepType } from '@scheduler/contracts/roles';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { MultiSelectFilter } from '../../../shared/ui/dialogs/multi-select-filter.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { MeetingUploadDialog } from '../../../shared/upload/meeting-upload-dialog.tsx';
import { useAssessorOptions, useProjectOptions } from '../api/meeting-list-queries.ts';
import { BulkEditDialog } from '../components/bulk-edit-dialog.tsx';
import { MeetingRowDialog } from '../components/meeting-row-dialog.tsx';
import { selectionProblem } from '../lib/bulk-edit-form.ts';
import {
  actsAsAdmin,
  actsAsInvigilator,
  customFilterOptions,
  isMeetingTab,
  meetingListSearchData,
  STATE_OPTIONS,
  stateFilterShown,
  tabsFor,
} from '../lib/meeting-list-search.ts';
import { MEETING_LIST_KEY, useMeetingListView, type MeetingRow } from '../lib/use-meeting-list-view.ts';

/** Where the meeting page returns to (doc 2 §9 local storage key meeting-return-url). */
export const MEETING_RETURN_KEY = 'meeting-return-url';

/** The dialog open over the list: bulk edit of the chosen rows, a row (invigilators), or the assessor's upload. */
type Dialog = { kind: 'bulkEdit'; ids: string[]; stepType: StepType; anyPast: boolean } | { kind: 'row'; row: MeetingRow } | { kind: 'upload' };

/** manage/meeting-list (doc 2 §2 Meeting list): tabs, filters, columns per role and tab, bulk edit, export. */
export default function MeetingListPage() {
  const label = useLabels();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { user, login } = useSession();
  const viewer = {
    isAnyAdmin: !!user?.isAnyAdmin,
    isInternalAccess: !!user?.isInternalAccess,
    isInvigilator: !!user?.isInvigilator,
    showMeetingUnavailableFlag: !!user?.showMeetingUnavailableFlag,
    checkOrgAdminInvigilator: !!user?.checkOrgAdminInvigilator,
  };
  const admin = actsAsAdmin(viewer);
  const invigilator = actsAsInvigilator(viewer);
  const tabs = tabsFor(viewer, label);
  const view = useMeetingListView(tabs);
  const { tab, filters, bulkMode, selected, change } = view;
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const showAssessorFilter = admin || !!user?.isAssessorAdmin;
  const projects = useProjectOptions(user?.encryptedOrganisationId, admin);
  const assessors = useAssessorOptions(showAssessorFilter);
  const searchData = meetingListSearchData(tab, filters, viewer);
  const internalTab = tab === 'internal';
  const bulkAllowed = admin && tab !== 'archived';

  const openBulkEdit = async () => {
    const rows = [...selected.values()];
    const problem = selectionProblem(rows, { meeting: label('MEETING'), interview: label('INTERVIEW') });
    if (problem) {
      await dialogs.message(problem);
      return;
    }
    setDialog({ kind: 'bulkEdit', ids: [...selected.keys()], stepType: rows[0]!.stepType as StepType, anyPast: rows.some((r) => r.past) });
  };

  const openRow = (row: MeetingRow) => {
    if (bulkMode) return;
    if (invigilator) {
      setDialog({ kind: 'row', row });
      return;
    }
    localStorage.setItem(MEETING_RETURN_KEY, 'manage/meeting-list');
    navigate(admin ? `/meeting/${row.encryptedProjectId}/${row.encryptedId}` : `/assessor/meeting/${row.encryptedId}`);
  };

  const columns: Column<MeetingRow>[] = [
    ...(bulkMode
      ? [
          {
            key: 'select',
            label: 'Select',
            render: (r: MeetingRow) => (
              <Box onClick={(e) => e.stopPropagation()}>
                <Checkbox.Root checked={selected.has(r.encryptedId ?? '')} onCheckedChange={(e) => view.choose(r, !!e.checked)}>
                  <Checkbox.HiddenInput aria-label={`Select ${r.dateTimeCombined ?? ''}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Box>
            ),
          },
        ]
      : []),
    { key: 'dateTimeCombined', label: 'Timeline', sortable: true },
    ...(internalTab && admin ? [{ key: 'taskAllocation', label: 'Task Allocation', wide: true }] : []),
    { key: 'projectName', label: 'Project' },
    { key: 'stepTypeDisplay', label: 'Type', wide: true },
    ...(admin && !internalTab ? [{ key: 'seats', label: 'Seats' }] : []),
    ...(internalTab && !admin ? [{ key: 'statusInternal', label: 'Status', sortable: true }] : []),
    { key: 'assessorName', label: label('ASSESSOR') },
    { key: 'displayAddress', label: 'Address', wide: true },
    ...(internalTab
      ? [
          { key: 'providedHours', label: 'Provided Hours' },
          { key: 'completedHours', label: 'Completed Hours' },
        ]
      : []),
  ];

  const assessorOptions = (assessors.data ?? [])
    .map((a) => ({ value: a.encryptedId ?? '', label: a.fullName ?? a.name ?? '' }))
    .filter((o) => o.value);

  return (
    <Stack gap="5">
      <PageHeader
        title={`Manage ${label('MEETINGS')}`}
        actions={
          user?.isAssessor ? (
            <HStack>
              <Button variant="outline" onClick={() => setDialog({ kind: 'upload' })}>
                Upload
              </Button>
              <Button colorPalette="blue" onClick={() => navigate('/assessor/meeting/create')}>
                New
              </Button>
            </HStack>
          ) : undefined
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          // A tab change resets every filter and the date range (doc 2 manage/meeting-list).
          if (isMeetingTab(e.value)) view.changeTab(e.value);
        }}
        variant="line"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} whiteSpace="nowrap" flexShrink={0}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="5" display="flex" flexDirection="column" gap="5">
          <Flex gap="3" wrap="wrap" align="flex-end">
            <MultiSelectFilter
              label="Filters"
              options={customFilterOptions(tab, viewer, label)}
              value={filters.filters}
              onChange={(v) => change({ filters: v })}
            />
            {admin && (
              <MultiSelectFilter
                label="Project"
                options={(projects.data ?? []).map((p) => ({ value: p.encryptedId, label: p.name }))}
                value={filters.projects}
                onChange={(v) => change({ projects: v })}
              />
            )}
            {showAssessorFilter && (
              <MultiSelectFilter
                label={`${label('ASSESSOR')} / ${label('INVIGILATOR')}`}
                options={assessorOptions}
                value={filters.assessors}
                onChange={(v) => change({ assessors: v })}
              />
            )}
            {stateFilterShown(filters) && (
              <MultiSelectFilter label="State" options={STATE_OPTIONS} value={filters.states} onChange={(v) => change({ states: v })} />
            )}
            <Field.Root width="auto">
              <Field.Label>From</Field.Label>
              <Input
                type="date"
                size="sm"
                value={filters.dateFrom}
                max={filters.dateTo || undefined}
                onChange={(e) => change({ dateFrom: e.target.value })}
              />
            </Field.Root>
            <Field.Root width="auto">
              <Field.Label>To</Field.Label>
              <Input
                type="date"
                size="sm"
                value={filters.dateTo}
                min={filters.dateFrom || undefined}
                onChange={(e) => change({ dateTo: e.target.value })}
              />
            </Field.Root>
            <Button size="sm" variant="ghost" onClick={() => change({ dateFrom: '', dateTo: '' })} disabled={!filters.dateFrom && !filters.dateTo}>
              Clear dates
            </Button>
            {bulkAllowed && (
              <HStack ml={{ md: 'auto' }}>
                <Button size="sm" variant={bulkMode ? 'solid' : 'outline'} onClick={() => view.toggleBulk(!bulkMode)}>
                  {bulkMode ? 'Cancel Bulk Edit' : 'Bulk Edit'}
                </Button>
                {bulkMode && (
                  <Button size="sm" colorPalette="blue" onClick={openBulkEdit}>
                    Edit Selected ({selected.size})
                  </Button>
                )}
              </HStack>
            )}
          </Flex>
          <DataTable
            key={`${searchData}-${bulkMode}`}
            route="meeting.getMeetingList"
            params={{ a: 'NA', b: 'NA' }}
            columns={columns}
            rowKey={(r) => r.encryptedId ?? `${r.start}`}
            defaultSort={{ column: 'dateTimeCombined', direction: 'asc' }}
            listKey={`${MEETING_LIST_KEY}-${tab}`}
            searchData={searchData}
            searchable={false}
            pageSize={login?.pageSize?.[0]}
            exportFileName="meetings_export"
            onRowClick={openRow}
            caption={label('MEETINGS')}
          />
        </Tabs.Content>
      </Tabs.Root>
      {dialog?.kind === 'bulkEdit' && (
        <BulkEditDialog
          ids={dialog.ids}
          stepType={dialog.stepType}
          anyPast={dialog.anyPast}
          onClose={(edited) => {
            setDialog(null);
            if (edited) view.toggleBulk(false);
          }}
        />
      )}
      {dialog?.kind === 'row' && <MeetingRowDialog row={dialog.row} onClose={() => setDialog(null)} />}
      {user?.isAssessor && (
        <MeetingUploadDialog
          open={dialog?.kind === 'upload'}
          isAssessor
          onClose={() => setDialog(null)}
          // After an assessor's upload the list moves to the Inactive tab, where the new meetings wait (doc 2 §2).
          onUploaded={(created) => created > 0 && view.showTab('inactive')}
        />
      )}
    </Stack>
  );
}
