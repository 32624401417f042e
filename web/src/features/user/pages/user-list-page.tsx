import { Button, Flex, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/lib/format-date.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { listState } from '../../../shared/lib/table-state.ts';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { asOptions, useProjectSelectList } from '../../../shared/lib/select-lists.ts';
import { AddUserDialog, type AddUserRole } from '../../../shared/subsets/user/add-user-dialog.tsx';
import { FilterSelect } from '../components/filter-select.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { invitationExpiryView } from '../lib/invitation-expiry.ts';
import {
  EXPIRY_DAYS,
  EXPIRY_TYPES,
  filtersForTab,
  isUserListTab,
  restoreFilters,
  USER_LIST_TABS,
  USER_STATUSES,
  userListSearchData,
  userTypesFor,
  type ListUserType,
  type UserListFilters,
  type UserListTab,
} from '../lib/user-list-search.ts';
import { statusText } from '../lib/user-status.ts';

export const USER_LIST_KEY = 'user-list';

/** A row of user/getUserList (doc 3 §3 user list row, plus invitation and purge dates). */
export type UserRow = TableRow<'user.getUserList'>;

const TAB_LABELS: Record<UserListTab, string> = {
  ACTIVE: 'Active',
  UNREGISTERED: 'Unregistered',
  ARCHIVED: 'Archived',
  DEACTIVATED: 'Deactivated',
  ALL: 'All',
};

/** Purge Date for an archived ready-to-purge row, else its Sanitise Date (doc 1 §2.10). */
function purgeCell(r: UserRow) {
  if (!r.listViewReadyToPurge) return null;
  const archived = r.archived === true || (r.status ?? '').toUpperCase() === 'ARCHIVED';
  const date = archived ? r.purgeDate : r.sanitiseDate;
  return (
    <Text as="span" whiteSpace="nowrap">
      {archived ? 'Purge Date' : 'Sanitise Date'}: {formatDateTime(date) || '-'}
    </Text>
  );
}

/** manage/user-list (doc 1 §2.10): tabs, user type, project and status filters, the Unregistered expiry filter. */
export default function UserListPage() {
  const label = useLabels();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { user } = useSession();
  const organisationId = user?.encryptedOrganisationId ?? '';
  const projects = useProjectSelectList(organisationId || undefined, { errors: 'caller' });
  const remembered = useMemo(() => listState.read(USER_LIST_KEY), []);
  const [tab, setTab] = useState<UserListTab>(isUserListTab(remembered.tab) ? remembered.tab : 'ACTIVE');
  const [filters, setFilters] = useState<UserListFilters>(() => restoreFilters(remembered.filters));
  const [addRole, setAddRole] = useState<AddUserRole | null>(null);

  const shown = filtersForTab(tab, filters);
  const searchData = userListSearchData(tab, filters);

  const remember = (nextTab: UserListTab, next: UserListFilters) => {
    listState.write(USER_LIST_KEY, { tab: nextTab, filters: { ...next }, pageIndex: 0 });
    setTab(nextTab);
    setFilters(next);
  };
  const change = (patch: Partial<UserListFilters>) => remember(tab, { ...shown, ...patch });

  const typeLabel: Record<ListUserType, string> = {
    CANDIDATE: label('CANDIDATE'),
    ASSESSOR: label('ASSESSOR'),
    INVIGILATOR: label('INVIGILATOR'),
    ORG_ADMIN: 'Organisation Admin',
  };

  const columns: Column<UserRow>[] = [
    { key: 'fullName', label: 'Name', sortable: true },
    { key: 'username', label: 'Username', sortable: true, render: (r) => <Text wordBreak="break-all">{r.username}</Text> },
    { key: 'typeDisplay', label: 'Type', sortable: true },
    { key: 'status', label: 'Status', sortable: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'mobileNo', label: 'Mobile', sortable: true, wide: true },
    {
      key: 'invitationExpiry',
      label: 'Invitation Expiry',
      sortable: true,
      render: (r) => {
        const v = invitationExpiryView(r);
        return v ? (
          <Text as="span" whiteSpace="nowrap" title={v.date}>
            {v.text}
          </Text>
        ) : null;
      },
    },
    { key: 'purgeDate', label: 'Purge / Sanitise Date', wide: true, render: purgeCell },
  ];

  const addUser = async () => {
    const role = await dialogs.radioChoice({
      title: 'Add user',
      label: 'User role',
      options: [
        { value: 'Organisation', label: 'Organisation User' },
        { value: 'Assessor', label: `${label('ASSESSOR')} / ${label('INVIGILATOR')}` },
      ],
    });
    if (role === 'Organisation' || role === 'Assessor') setAddRole(role);
  };

  return (
    <Stack gap="5">
      <PageHeader
        title="Manage Users"
        actions={
          <Button colorPalette="blue" onClick={addUser} disabled={!organisationId}>
            Add user
          </Button>
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          if (isUserListTab(e.value)) remember(e.value, filtersForTab(e.value, shown));
        }}
        variant="line"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {USER_LIST_TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} whiteSpace="nowrap" flexShrink={0}>
              {TAB_LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The filters and the table are the selected tab's panel (each tab names the panel it controls). */}
        <Tabs.Content value={tab} pt="5" display="flex" flexDirection="column" gap="5">
          <Flex gap="3" wrap="wrap" align="flex-end">
            <FilterSelect
              label="User Type"
              value={shown.userType}
              options={userTypesFor(tab).map((t) => ({ value: t, label: typeLabel[t] }))}
              onChange={(v) => change({ userType: v as ListUserType })}
            />
            <FilterSelect
              label="Project"
              value={shown.projectId}
              options={[{ value: '', label: 'All' }, ...asOptions(projects.data)]}
              onChange={(v) => change({ projectId: v })}
            />
            <FilterSelect
              label="Status"
              value={shown.status}
              options={[{ value: '', label: 'All' }, ...USER_STATUSES.map((s) => ({ value: s, label: statusText(s) }))]}
              onChange={(v) => change({ status: v })}
            />
            {tab === 'UNREGISTERED' && (
              <>
                <FilterSelect
                  label="Expiry Days"
                  value={shown.expiryDays}
                  options={EXPIRY_DAYS.map((d) => ({ value: d, label: `${d} days` }))}
                  onChange={(v) => change({ expiryDays: v as UserListFilters['expiryDays'] })}
                />
                <FilterSelect
                  label="Expiry Type"
                  value={shown.expiryType}
                  options={EXPIRY_TYPES.map((t) => ({ value: t, label: t }))}
                  onChange={(v) => change({ expiryType: v as UserListFilters['expiryType'] })}
                />
              </>
            )}
          </Flex>
          <DataTable
            key={searchData}
            route="user.getUserList"
            columns={columns}
            rowKey={(r) => r.encryptedId ?? `${r.username}-${r.fullName}`}
            defaultSort={{ column: 'fullName', direction: 'asc' }}
            listKey={USER_LIST_KEY}
            searchData={searchData}
            exportFileName="users_export"
            onRowClick={(r) => r.encryptedId && navigate(`/user/${r.encryptedId}`)}
            caption="Users"
          />
        </Tabs.Content>
      </Tabs.Root>
      {addRole && <AddUserDialog open roleType={addRole} organisationId={organisationId} onClose={() => setAddRole(null)} />}
    </Stack>
  );
}
