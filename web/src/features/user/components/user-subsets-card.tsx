import { Box, Button, Card, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { RefBookings } from '../../../shared/subsets/booking/meeting-bookings.tsx';
import { UserDeliveryTable } from '../../../shared/subsets/delivery/delivery-table.tsx';
import { AuditLog } from '../../../shared/ui/audit-log.tsx';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { TableRow } from '../../../shared/lib/api/index.ts';
import { accessChange } from '../api/assessor-access-queries.ts';
import { useUserAction } from '../api/user-queries.ts';
import { rowAccessTypes, type AccessType } from '../lib/access-types.ts';
import { USER_MSG } from '../lib/user-messages.ts';

/** A row of assessor/getAssessorAdminByUser: an assessor or admin this user is linked with. */
type AccessRow = TableRow<'assessor.getAssessorAdminByUser'>;

export const SUBSET_TABS = ['BOOKINGS', 'ASSESSORS', 'ASSESSOR_ADMINS', 'MESSAGES', 'AUDIT'] as const;
export type SubsetTab = (typeof SUBSET_TABS)[number];
/** The open tab is remembered in local storage (doc 1 §2.11). */
export const SUBSET_TAB_KEY = 'scheduler.user-detail.tab';

function readTab(allowed: readonly SubsetTab[]): SubsetTab {
  const v = localStorage.getItem(SUBSET_TAB_KEY);
  return allowed.find((t) => t === v) ?? allowed[0]!;
}

export interface UserSubsetsCardProps {
  userId: string;
  /** Assessor users have the {assessor} and {assessor admin} lists. */
  isAssessor: boolean;
  /** Whose bookings the Bookings List holds: the candidate's own, or those of the meetings the staff member runs. */
  bookingList: 'CANDIDATE' | 'ASSESSOR';
  /** Remove actions show only where the user may be changed. */
  canChange: boolean;
  /** The organisation of an access row that does not name one. */
  organisationId: string;
  showOrganisation: boolean;
}

/**
 * The subsets card of the user detail (doc 1 §2.11): Bookings List, {assessor} list, {assessor admin} list, Messages (the
 * e-mails and SMS sent or tried to the person, issue 9), Audit Log.
 */
export function UserSubsetsCard({ userId, isAssessor, bookingList, canChange, organisationId, showOrganisation }: UserSubsetsCardProps) {
  const label = useLabels();
  const dialogs = useDialogs();
  const change = useUserAction('assessor.addRemoveAssessorAccess');
  const tabs: SubsetTab[] = isAssessor ? [...SUBSET_TABS] : ['BOOKINGS', 'MESSAGES', 'AUDIT'];
  const [tab, setTab] = useState<SubsetTab>(() => readTab(tabs));
  const current = tabs.includes(tab) ? tab : tabs[0]!;
  const titles: Record<SubsetTab, string> = {
    BOOKINGS: 'Bookings List',
    ASSESSORS: `${label('ASSESSOR')} List`,
    ASSESSOR_ADMINS: `${label('ASSESSOR_ADMIN')} List`,
    MESSAGES: 'Messages',
    AUDIT: 'Audit Log',
  };

  /** flag 1 lists the user's accessible assessors (the user is the admin); flag 0 lists the user's admins. */
  const remove = async (row: AccessRow, flag: '0' | '1') => {
    const name = row.fullName ?? row.name ?? '';
    if (!(await dialogs.confirm({ title: USER_MSG.removeAccessTitle, message: `Remove the access between this user and ${name}?` }))) return;
    const answer = await change.send(
      accessChange({
        organisationId: row.encryptedOrgId ?? organisationId,
        add: false,
        assessorId: flag === '1' ? (row.encryptedId ?? '') : userId,
        adminId: flag === '1' ? userId : (row.encryptedId ?? ''),
        accessTypes: rowAccessTypes(row),
      }),
    );
    if (answer) await dialogs.message({ title: USER_MSG.accessSavedTitle, message: answer.message || `${name} removed.` });
  };

  const columns = (flag: '0' | '1'): Column<AccessRow>[] => [
    { key: 'fullName', label: 'Name', sortable: true, render: (r) => r.fullName ?? r.name },
    { key: 'username', label: 'Username', sortable: true, render: (r) => <Text wordBreak="break-all">{r.username}</Text> },
    ...(showOrganisation ? [{ key: 'organisationName', label: 'Organisation', sortable: true, wide: true }] : []),
    {
      key: 'requestTypes',
      label: 'Access Type',
      render: (r) =>
        r.accessTypesDisplay ??
        rowAccessTypes(r)
          .split('~')
          .map((t) => label(t as AccessType))
          .join(', '),
    },
    ...(canChange
      ? [
          {
            key: 'remove',
            label: '',
            render: (r: AccessRow) => (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(r, flag)}>
                Remove
              </Button>
            ),
          },
        ]
      : []),
  ];

  const list = (flag: '0' | '1') => (
    <DataTable
      route="assessor.getAssessorAdminByUser"
      params={{ userId, flag }}
      columns={columns(flag)}
      rowKey={(r) => `${r.encryptedId}-${r.encryptedOrgId ?? ''}`}
      defaultSort={{ column: 'fullName', direction: 'asc' }}
      pageSize={10}
      caption={flag === '1' ? titles.ASSESSORS : titles.ASSESSOR_ADMINS}
    />
  );

  return (
    <Card.Root>
      <Card.Body>
        <Tabs.Root
          value={current}
          lazyMount
          unmountOnExit
          onValueChange={(e) => {
            const next = tabs.find((t) => t === e.value);
            if (!next) return;
            localStorage.setItem(SUBSET_TAB_KEY, next);
            setTab(next);
          }}
        >
          <Tabs.List overflowX="auto" overflowY="hidden">
            {tabs.map((t) => (
              <Tabs.Trigger key={t} value={t} whiteSpace="nowrap" flexShrink={0}>
                {titles[t]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Box pt="4">
            <Tabs.Content value="BOOKINGS">
              <RefBookings listType={bookingList} refId={userId} />
            </Tabs.Content>
            {isAssessor && <Tabs.Content value="ASSESSORS">{list('1')}</Tabs.Content>}
            {isAssessor && <Tabs.Content value="ASSESSOR_ADMINS">{list('0')}</Tabs.Content>}
            <Tabs.Content value="MESSAGES">
              <UserDeliveryTable userId={userId} />
            </Tabs.Content>
            <Tabs.Content value="AUDIT">
              <AuditLog refType="User" refId={userId} defaultOpen />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
