import { Button, Flex, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { listState } from '../../../shared/lib/table-state.ts';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PURGE_DATE_EXTENDED } from '@scheduler/contracts/schemas/purge';
import { useExtendPurgeDate, type PurgeTarget } from '../api/purge-calls.ts';
import { ExtendPurgeDialog } from '../components/extend-purge-dialog.tsx';
import {
  DEFAULT_FILTERS,
  isPurgeTab,
  PURGE_DAY_FILTERS,
  PURGE_TABS,
  PURGE_TYPES,
  PURGE_USER_TYPES,
  purgeSearchData,
  restoreFilters,
  type PurgeFilters,
  type PurgeTab,
} from '../lib/purge-search.ts';

export const PURGE_LIST_KEY = 'purge-list';

type ProjectRow = TableRow<'project.getList'>;
type MeetingRow = TableRow<'purge.getMeetingList'>;
type BookingRow = TableRow<'purge.getBookingList'>;
type UserRow = TableRow<'purge.getUserList'>;

/** The tab titles (doc 3 §2.17); Meetings is the organisation's word (the page reads it through its labels). */
const TAB_LABELS: Record<Exclude<PurgeTab, 'MEETINGS'>, string> = { PROJECTS: 'Projects', BOOKINGS: 'Bookings', USERS: 'Users' };
const PURGE_TYPE_LABELS: Record<(typeof PURGE_TYPES)[number], string> = { all: 'All', sanitise: 'Sanitise', delete: 'Delete' };

/** A labelled select of the purge filters. */
function Filter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(v: string): void;
}) {
  return (
    <Stack gap="1" width={{ base: 'full', sm: 'auto' }} minW={{ sm: '40' }}>
      <Text fontSize="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/** The date cell: the purge date, or for a user not archived the sanitise date. */
const DateCell = ({ date }: { date?: string }) => (
  <Text as="span" whiteSpace="nowrap">
    {date || '-'}
  </Text>
);

/** manage/purge-list, 'Data Purge Controller' (doc 3 §2.17): the records ready to purge, with their dates to extend. */
export default function PurgeListPage() {
  const label = useLabels();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const extendPurgeDate = useExtendPurgeDate();
  const { user } = useSession();
  const remembered = useMemo(() => listState.read(PURGE_LIST_KEY), []);
  const [tab, setTab] = useState<PurgeTab>(isPurgeTab(remembered.tab) ? remembered.tab : 'PROJECTS');
  const [filters, setFilters] = useState<PurgeFilters>(() => restoreFilters(remembered.filters));
  const [extending, setExtending] = useState<{ target: PurgeTarget; dateLabel: string } | null>(null);
  const searchData = purgeSearchData(tab, filters);

  const change = (patch: Partial<PurgeFilters>) => {
    const next = { ...filters, ...patch };
    listState.write(PURGE_LIST_KEY, { tab, filters: { ...next }, pageIndex: 0 });
    setFilters(next);
  };
  /** Changing tab resets the day filter to 30, the page to the first and its size to 10 (doc 3 §4 Purge tabs). */
  const changeTab = (next: PurgeTab) => {
    const reset = { ...filters, dayFilter: DEFAULT_FILTERS.dayFilter };
    listState.write(PURGE_LIST_KEY, { tab: next, filters: { ...reset }, pageIndex: 0, pageSize: 10 });
    setTab(next);
    setFilters(reset);
  };

  const extendCell = (target: PurgeTarget, dateLabel: string) => (
    <Button
      size="xs"
      variant="outline"
      onClick={(e: MouseEvent) => {
        e.stopPropagation();
        setExtending({ target, dateLabel });
      }}
    >
      Extend
    </Button>
  );
  const withExtend = <R,>(
    columns: Column<R>[],
    targetOf: (r: R) => PurgeTarget | null,
    dateLabelOf: (r: R) => string = () => 'Purge Date',
  ): Column<R>[] => [
    ...columns,
    {
      key: 'extend',
      label: 'Action',
      render: (r: R) => {
        const target = targetOf(r);
        return target ? extendCell(target, dateLabelOf(r)) : null;
      },
    },
  ];

  const projectColumns = withExtend<ProjectRow>(
    [
      { key: 'name', label: 'Project Name', sortable: true },
      { key: 'stepTypeDisplay', label: 'Type', sortable: true },
      { key: 'organisationName', label: 'Organisation', wide: true },
      { key: 'purgeDate', label: 'Purge Date', sortable: true, render: (r) => <DateCell date={r.purgeDate} /> },
    ],
    (r) => (r.encryptedId ? { kind: 'project', projectId: r.encryptedId } : null),
  );
  const meetingColumns = withExtend<MeetingRow>(
    [
      { key: 'dateTimeCombined', label: 'Date / Time' },
      { key: 'projectName', label: 'Project' },
      { key: 'stepTypeDisplay', label: 'Type' },
      { key: 'assessorName', label: label('ASSESSOR'), wide: true },
      { key: 'seats', label: 'Seats', wide: true },
      { key: 'displayAddress', label: 'Location', wide: true },
      { key: 'purgeDate', label: 'Purge Date', render: (r) => <DateCell date={r.purgeDate} /> },
    ],
    (r) => (r.encryptedId ? { kind: 'meeting', meetingId: r.encryptedId } : null),
  );
  const bookingColumns = withExtend<BookingRow>(
    [
      { key: 'dateTimeCombined', label: 'Date / Time' },
      { key: 'candidateName', label: label('CANDIDATE') },
      { key: 'projectName', label: 'Project', wide: true },
      { key: 'stepTypeDisplay', label: 'Type', wide: true },
      { key: 'assessorName', label: label('ASSESSOR'), wide: true },
      { key: 'status', label: 'Status' },
      { key: 'purgeDate', label: 'Purge Date', render: (r) => <DateCell date={r.purgeDate} /> },
    ],
    (r) => (r.encryptedId ? { kind: 'booking', bookingId: r.encryptedId } : null),
  );
  const userColumns = withExtend<UserRow>(
    [
      { key: 'fullName', label: 'Name' },
      { key: 'username', label: 'Username', render: (r) => <Text wordBreak="break-all">{r.username}</Text> },
      { key: 'typeDisplay', label: 'Type' },
      { key: 'status', label: 'Status', wide: true },
      { key: 'purgeDate', label: 'Purge Date', render: (r) => <DateCell date={r.purgeDate} /> },
      { key: 'sanitiseDate', label: 'Sanitise Date', render: (r) => <DateCell date={r.sanitiseDate} /> },
    ],
    (r) => (r.encryptedId && r.encryptedOrgId ? { kind: 'user', organisationId: r.encryptedOrgId, userId: r.encryptedId } : null),
    (r) => (r.purgeAction === 'SANITISE' ? 'Sanitise Date' : 'Purge Date'),
  );

  const openBooking = (r: BookingRow) =>
    dialogs.message({
      title: `${label('MEETING')} Booking`,
      message: (
        <Stack gap="1">
          <Text>
            {label('CANDIDATE')}: {r.candidateName ?? '-'}
          </Text>
          <Text>Project: {r.projectName ?? '-'}</Text>
          <Text>Date / Time: {r.dateTimeCombined ?? '-'}</Text>
          <Text>
            {label('ASSESSOR')}: {r.assessorName ?? '-'}
          </Text>
          <Text>Status: {r.status ?? '-'}</Text>
          <Text>Purge Date: {r.purgeDate ?? '-'}</Text>
        </Stack>
      ),
    });

  const save = async (date: string) => {
    if (!extending) return;
    if (!(await extendPurgeDate(extending.target, date))) return;
    setExtending(null);
    await dialogs.message({ title: PURGE_DATE_EXTENDED, message: `The new date is ${date}.` });
  };

  const table = () => {
    const common = {
      key: `${tab}:${searchData}`,
      listKey: PURGE_LIST_KEY,
      searchData,
      pageSize: 10,
      exportFileName: `purge_${tab.toLowerCase()}_export`,
    };
    switch (tab) {
      case 'PROJECTS':
        return (
          <DataTable
            {...common}
            route="project.getList"
            params={{ listType: 'PURGE' }}
            columns={projectColumns}
            rowKey={(r) => r.encryptedId ?? String(r.name)}
            defaultSort={{ column: 'purgeDate', direction: 'asc' }}
            onRowClick={(r) => r.encryptedId && navigate(`/project/${r.encryptedId}`)}
            caption="Projects ready to purge"
          />
        );
      case 'MEETINGS':
        return (
          <DataTable
            {...common}
            route="purge.getMeetingList"
            columns={meetingColumns}
            rowKey={(r) => r.encryptedId ?? String(r.dateTimeCombined)}
            searchable={false}
            onRowClick={(r) => r.encryptedId && navigate(`/meeting/${r.encryptedProjectId ?? ''}/${r.encryptedId}`)}
            caption={`${label('MEETINGS')} ready to purge`}
          />
        );
      case 'BOOKINGS':
        return (
          <DataTable
            {...common}
            route="purge.getBookingList"
            columns={bookingColumns}
            rowKey={(r) => r.encryptedId ?? String(r.dateTimeCombined)}
            searchable={false}
            onRowClick={(r) => void openBooking(r)}
            caption="Bookings ready to purge"
          />
        );
      case 'USERS':
        return (
          <DataTable
            {...common}
            route="purge.getUserList"
            columns={userColumns}
            rowKey={(r) => r.encryptedId ?? String(r.username)}
            searchable={false}
            onRowClick={(r) => r.encryptedId && navigate(`/user/${r.encryptedId}`)}
            caption="Users ready to purge"
          />
        );
    }
  };

  return (
    <Stack gap="5">
      <PageHeader title="Data Purge Controller" />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          if (isPurgeTab(e.value)) changeTab(e.value);
        }}
        variant="line"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {PURGE_TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} whiteSpace="nowrap" flexShrink={0}>
              {t === 'MEETINGS' ? label('MEETINGS') : TAB_LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="5" display="flex" flexDirection="column" gap="5">
          <Flex gap="3" wrap="wrap" align="flex-end">
            <Filter
              label="Day Filter"
              value={filters.dayFilter}
              options={PURGE_DAY_FILTERS.map((d) => ({ value: String(d), label: `${d} days` }))}
              onChange={(v) => change({ dayFilter: v })}
            />
            {tab === 'USERS' && (
              <Filter
                label="User Type"
                value={filters.userType}
                options={PURGE_USER_TYPES.map((t) => ({
                  value: t,
                  label:
                    t === 'candidate'
                      ? label('CANDIDATE')
                      : t === 'assessor'
                        ? label('ASSESSOR')
                        : t === 'invigilator'
                          ? label('INVIGILATOR')
                          : 'Organisation Admin',
                }))}
                onChange={(v) => change({ userType: v as PurgeFilters['userType'] })}
              />
            )}
            {tab === 'USERS' && filters.userType === 'candidate' && (
              <Filter
                label="Type"
                value={filters.purgeType}
                options={PURGE_TYPES.map((t) => ({ value: t, label: PURGE_TYPE_LABELS[t] }))}
                onChange={(v) => change({ purgeType: v as PurgeFilters['purgeType'] })}
              />
            )}
          </Flex>
          {user ? table() : null}
        </Tabs.Content>
      </Tabs.Root>
      <ExtendPurgeDialog open={!!extending} dateLabel={extending?.dateLabel ?? 'Purge Date'} onCancel={() => setExtending(null)} onSubmit={save} />
    </Stack>
  );
}
