import { Box, Button, Checkbox, Flex, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { BOOKING_LIST_TABS, type BookingListTab } from '@scheduler/contracts/schemas/user-booking';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useLiveEvents } from '../../../shared/lib/live-events.ts';
import { useSession } from '../../../shared/lib/session.tsx';
import { listState } from '../../../shared/lib/table-state.ts';
import { useBookingWrites } from '../../../shared/subsets/booking/booking-api.ts';
import { type BookingRow, bookingColumns } from '../../../shared/subsets/booking/booking-columns.tsx';
import { BookingDetailsDialog } from '../../../shared/subsets/booking/booking-details-dialog.tsx';
import { DataTable, type Column } from '../../../shared/ui/data-table/data-table.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { CancelledSubList } from '../components/cancelled-sub-list.tsx';
import {
  actsAsAdmin,
  BOOKING_LIST_KEY,
  bookingListSearchData,
  bulkCompletedText,
  bulkCompleteShown,
  type CancelledBy,
  tabsFor,
} from '../lib/booking-list-tabs.ts';

const isTab = (v: unknown): v is BookingListTab => (BOOKING_LIST_TABS as readonly unknown[]).includes(v);
const BY_STATUS_DATE: readonly BookingListTab[] = ['CANCELLED', 'ARCHIVED'];
const ASCENDING: readonly BookingListTab[] = ['UPCOMING'];

/**
 * manage/booking-list (doc 2 §2 Booking list): the tabs of the viewer's role, the remembered tab and search, the rows
 * with purge dates, export, the Booking Details dialog, and the admins' bulk completion on Awaiting Completion.
 */
export default function BookingListPage() {
  const label = useLabels();
  const dialogs = useDialogs();
  const writes = useBookingWrites();
  const { user, login } = useSession();
  const [params] = useSearchParams();
  const oiLink = params.get('oiLink') === '1';
  const viewer = { isAnyAdmin: !!user?.isAnyAdmin, isAssessor: !!user?.isAssessor, checkOrgAdminInvigilator: !!user?.checkOrgAdminInvigilator };
  const admin = actsAsAdmin(viewer, oiLink);
  const tabs = tabsFor(viewer, oiLink);
  const listKey = oiLink ? `${BOOKING_LIST_KEY}-oi` : BOOKING_LIST_KEY;
  const remembered = useMemo(() => listState.read(listKey).tab, [listKey]);
  const [tab, setTab] = useState<BookingListTab>(() => (isTab(remembered) && tabs.some((t) => t.value === remembered) ? remembered : 'UPCOMING'));
  const [cancelledBy, setCancelledBy] = useState<CancelledBy>({ kind: 'ALL' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [opened, setOpened] = useState<BookingRow | null>(null);
  const bulk = bulkCompleteShown(viewer, oiLink, tab);
  const searchData = bookingListSearchData(tab, viewer, oiLink, cancelledBy);

  useLiveEvents(['booking.changed'], () => void writes.refresh());

  const choose = (next: BookingListTab) => {
    listState.write(listKey, { tab: next });
    setTab(next);
    setSelected(new Set());
    setCancelledBy({ kind: 'ALL' });
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const completeSelected = async () => {
    const ids = [...selected];
    const ok = await dialogs.confirm({
      title: 'Bulk Complete',
      message: `${ids.length} booking(s) will be set to COMPLETE. This action cannot be undone. Do you wish to continue?`,
      okText: 'Complete',
    });
    if (!ok) return;
    try {
      const answer = await writes.bulkComplete(ids);
      setSelected(new Set());
      await dialogs.message({ title: 'Bulk Complete', message: bulkCompletedText(answer.successCount) });
    } catch {
      // The error dialog has said why.
    }
  };

  const columns: Column<BookingRow>[] = [
    ...(bulk
      ? [
          {
            key: 'select',
            label: 'Select',
            render: (r: BookingRow) => (
              <Box onClick={(e) => e.stopPropagation()}>
                <Checkbox.Root checked={selected.has(r.encryptedId ?? '')} onCheckedChange={(e) => toggle(r.encryptedId ?? '', !!e.checked)}>
                  <Checkbox.HiddenInput aria-label={`Select ${r.candidateName ?? ''} ${r.dateTimeCombined ?? ''}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Box>
            ),
          },
        ]
      : []),
    ...bookingColumns(label, { statusDate: BY_STATUS_DATE.includes(tab), purge: admin }),
  ];
  const byStatusDate = BY_STATUS_DATE.includes(tab);

  return (
    <Stack gap="5">
      <PageHeader title={oiLink && !admin ? `${label('INVIGILATOR')} Bookings` : 'Manage Bookings'} />
      <Tabs.Root value={tab} onValueChange={(e) => isTab(e.value) && choose(e.value)} variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} whiteSpace="nowrap" flexShrink={0}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} pt="5" display="flex" flexDirection="column" gap="4">
          {admin && tab === 'CANCELLED' && <CancelledSubList value={cancelledBy} onChange={setCancelledBy} />}
          {bulk && (
            <Flex gap="3" align="center" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                Select the bookings to complete.
              </Text>
              <HStack ml={{ md: 'auto' }}>
                <Button size="sm" variant="outline" disabled={selected.size === 0} onClick={() => setSelected(new Set())}>
                  Clear Selection
                </Button>
                <Button size="sm" colorPalette="blue" disabled={selected.size === 0} onClick={completeSelected}>
                  Complete Selected ({selected.size})
                </Button>
              </HStack>
            </Flex>
          )}
          <DataTable
            key={`${tab}-${searchData}`}
            route="user-booking.getUserBookingList"
            params={{ listType: tab, refId: 'NA' }}
            columns={columns}
            rowKey={(r) => r.encryptedId ?? ''}
            defaultSort={{ column: byStatusDate ? 'statusDateDisplay' : 'dateTimeCombined', direction: ASCENDING.includes(tab) ? 'asc' : 'desc' }}
            listKey={`${listKey}-${tab}`}
            searchData={searchData}
            pageSize={login?.pageSize?.[1]}
            exportFileName="bookings_export"
            onRowClick={(r) => r.encryptedId && setOpened(r)}
            caption="Bookings"
          />
        </Tabs.Content>
      </Tabs.Root>
      {opened?.encryptedId && <BookingDetailsDialog bookingId={opened.encryptedId} purge={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
