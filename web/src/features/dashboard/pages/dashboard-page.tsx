import { Badge, Box, Button, Field, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { STEP_TYPES, type StepType } from '@scheduler/contracts/roles';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { MultiSelectFilter } from '../../../shared/ui/dialogs/multi-select-filter.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import {
  useAssessorOptions,
  useBookingCounters,
  useDashboardData,
  useProjectOptions,
  useQuarterData,
  useSupportMail,
  useUserCounts,
} from '../api/dashboard-queries.ts';
import {
  type BarType,
  clampRange,
  type DashboardFilters,
  localToday,
  maxEndFor,
  readFilters,
  userSearchText,
  writeFilters,
} from '../lib/dashboard-filters.ts';
import { openBookingList, openMeeting, openMeetingList, openUserList } from '../lib/dashboard-links.ts';
import { dashboardPdf, dashboardPdfFileName, dashboardPdfTitle, type PdfSection } from '../lib/dashboard-pdf.ts';
import { userChips, type UserChipType } from '../lib/dashboard-users.ts';
import { datesError, quarterRange, stateBars, weekRows } from '../lib/dashboard-weeks.ts';

const DashboardCharts = lazy(() => import('../components/dashboard-charts.tsx'));

type Tile = { display?: string; timezone?: string; openLink?: string } | null | undefined;

const BOOKING_TILES = [
  ['UPCOMING', 'Upcoming'],
  ['AWAITING_COMPLETION', 'Awaiting Completion'],
  ['CANCELLED', 'Cancelled'],
] as const;

/** The steps a candidate may be waitlisted for (issue 22), as the booking counters answer them. */
const WAITLIST_STEPS = ['ASSESSMENT', 'INTERVIEW'] as const;

/** dashboard (doc 2 Dashboard "My Dashboard"): the admin types' figures for a date range, project type, projects and assessors. */
export default function DashboardPage() {
  const label = useLabels();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { user } = useSession();
  const today = useMemo(() => localToday(), []);
  const [filters, setFilters] = useState<DashboardFilters>(() => readFilters(localStorage, today));
  const [showFilters, setShowFilters] = useState(filters.assessorIds.length > 0);
  const [searchBox, setSearchBox] = useState('');
  const [search, setSearch] = useState('');
  const [printing, setPrinting] = useState(false);

  const change = (patch: Partial<DashboardFilters>) => {
    const next = { ...filters, ...patch };
    const range = clampRange(next.dateStart, next.dateEnd, today);
    const mended = { ...next, ...range };
    writeFilters(localStorage, mended);
    setFilters(mended);
  };

  const data = useDashboardData(filters);
  const quarters = useQuarterData(filters);
  const bookingCounts = useBookingCounters();
  const userCounts = useUserCounts(search, filters.projectId);
  const projects = useProjectOptions(user?.encryptedOrganisationId);
  const assessors = useAssessorOptions(showFilters);
  const figures = data.data;
  const weeks = weekRows(figures?.mapWeekData as Parameters<typeof weekRows>[0], filters.dateStart, filters.dateEnd);
  const datesWrong = !!figures && weeks.unknown.length > 0;
  const supportMail = useSupportMail(user?.encryptedOrganisationId, datesWrong);
  const noShowColumn = !!user?.showMeetingUnavailableFlag;

  useEffect(() => {
    if (datesWrong && supportMail.data) void dialogs.message({ title: 'Error', message: datesError(supportMail.data) });
  }, [datesWrong, supportMail.data, dialogs]);

  const stepName = (t: StepType | '') => (t ? label(t) : 'All');
  const projectOptions = (projects.data ?? [])
    .filter((p) => !filters.stepType || !p.stepType || p.stepType === filters.stepType)
    .map((p) => ({ value: p.encryptedId, label: p.name }));
  const assessorOptions = (assessors.data ?? [])
    .map((a) => ({ value: a.encryptedId ?? '', label: a.fullName ?? a.name ?? '' }))
    .filter((o) => o.value);
  const quarterTitle = filters.barType === 1 ? 'Cancelled Bookings per Quarter' : `${label('MEETINGS')} per Quarter`;
  const quarterRows = (quarters.data ?? []) as { qtr: string; count: number }[];
  const states = stateBars(figures?.listStateData);
  const users = userChips(userCounts.data);
  const userTypeName = (t: UserChipType) => (t === 'ORG_ADMIN' ? 'Organisation Admin' : label(t));
  const countedNote = `The pies count the ${label('INTERVIEW')} and ${label('ASSESSMENT')} ${label('MEETINGS')} of the date range, as the week rows do; ${label('INTERNAL')} ${label('MEETINGS')} have no spots and are not counted.`;

  const runSearch = async () => {
    const checked = userSearchText(searchBox);
    if (checked === null) {
      setSearch('');
      return;
    }
    if ('error' in checked) {
      await dialogs.message({ title: checked.error.title, message: checked.error.message });
      return;
    }
    setSearch(checked.text);
  };
  const drillDown = (qtr: string) => {
    const range = quarterRange(qtr);
    if (range) change({ dateStart: range.start, dateEnd: range.end });
  };

  const sections = (): PdfSection[] => [
    {
      heading: 'Upcoming Availabilities',
      head: ['Week', 'Dates', 'Filled', 'Unfilled', 'Booked', ...(noShowColumn ? ['No Show'] : [])],
      body: weeks.rows.map((w) => [w.number, w.display, w.filled, w.unfilled, w.booked, ...(noShowColumn ? [w.noShow] : [])]),
    },
    {
      heading: 'Figures',
      head: ['Filled', 'Unfilled', label('ONSITE'), label('REMOTE'), 'Active', 'Inactive', 'Users', 'Upcoming Bookings'],
      body: [
        [
          figures?.countFilled ?? 0,
          figures?.countUnfilled ?? 0,
          figures?.countOnsite ?? 0,
          figures?.countRemote ?? 0,
          figures?.countActive ?? 0,
          figures?.countInactive ?? 0,
          users.total,
          bookingCounts.data?.UPCOMING ?? 0,
        ],
      ],
    },
    { heading: 'By State', head: ['State', 'Filled', 'Unfilled'], body: states.filter((s) => s.name).map((s) => [s.name, s.filled, s.unfilled]) },
    { heading: quarterTitle, head: ['Quarter', 'Count'], body: quarterRows.map((q) => [q.qtr, q.count]) },
  ];

  const downloadPdf = async () => {
    setPrinting(true);
    try {
      const { chartPictures } = await import('../components/dashboard-charts.tsx');
      const charts = await chartPictures({
        appointments: 'Filled and Unfilled',
        activity: 'Active and Inactive',
        locations: 'Locations',
        states: 'By State',
        quarters: quarterTitle,
      });
      const blob = await dashboardPdf(dashboardPdfTitle(stepName(filters.stepType), filters.dateStart, filters.dateEnd), charts, sections());
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = dashboardPdfFileName(localToday());
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } finally {
      setPrinting(false);
    }
  };

  const tile = (title: string, t: Tile) => (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">{title}</Text>
      {t?.display ? (
        <HStack justify="space-between" wrap="wrap">
          <Text>
            {t.display} {t.timezone}
          </Text>
          {t.openLink && (
            <Button size="xs" variant="outline" onClick={() => navigate(openMeeting(t.openLink!))}>
              Open {label('MEETING')}
            </Button>
          )}
        </HStack>
      ) : (
        <Text color="fg.muted">None available</Text>
      )}
    </Box>
  );
  // The figure's button takes the table cell's font size and weight: a week row reads in one size (Button's xs size
  // set its own smaller font).
  const countButton = (n: number, aria: string, to: () => string) => (
    <Button
      size="xs"
      variant="ghost"
      fontSize="inherit"
      fontWeight="inherit"
      lineHeight="inherit"
      px="1.5"
      aria-label={`${n} ${aria}`}
      onClick={() => navigate(to())}
    >
      {n}
    </Button>
  );

  return (
    <Stack gap="5">
      <PageHeader
        title="My Dashboard"
        crumbs={[{ label: 'Home', to: '/home' }, { label: 'Dashboard' }]}
        actions={
          <HStack _print={{ display: 'none' }}>
            <Button size="sm" onClick={() => void downloadPdf()} loading={printing} disabled={!figures}>
              PDF
            </Button>
            <Button size="sm" variant="outline" onClick={() => window.print()}>
              Print
            </Button>
          </HStack>
        }
      />

      <Flex gap="3" wrap="wrap" align="end" _print={{ display: 'none' }}>
        <Field.Root width="auto">
          <Field.Label>Project Type</Field.Label>
          <NativeSelect.Root size="sm" width="44">
            <NativeSelect.Field value={filters.stepType} onChange={(e) => change({ stepType: e.target.value as StepType | '', projectId: [] })}>
              <option value="">All</option>
              {STEP_TYPES.map((t) => (
                <option key={t} value={t}>
                  {label(t)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <MultiSelectFilter label="Project" options={projectOptions} value={filters.projectId} onChange={(v) => change({ projectId: v })} />
        {showFilters && (
          <MultiSelectFilter
            label={`${label('ASSESSOR')} / ${label('INVIGILATOR')}`}
            options={assessorOptions}
            value={filters.assessorIds}
            onChange={(v) => change({ assessorIds: v })}
          />
        )}
        <Button size="sm" variant="ghost" onClick={() => (showFilters ? (change({ assessorIds: [] }), setShowFilters(false)) : setShowFilters(true))}>
          {showFilters ? 'Hide Filters' : 'Show Filters'}
        </Button>
        <Field.Root width="auto">
          <Field.Label>Start Date</Field.Label>
          <Input size="sm" type="date" value={filters.dateStart} onChange={(e) => change({ dateStart: e.target.value })} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>End Date</Field.Label>
          <Input
            size="sm"
            type="date"
            value={filters.dateEnd}
            min={filters.dateStart}
            max={maxEndFor(filters.dateStart)}
            onChange={(e) => change({ dateEnd: e.target.value })}
          />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Search Users</Field.Label>
          <HStack>
            <Input
              size="sm"
              value={searchBox}
              maxLength={100}
              onChange={(e) => setSearchBox(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && void runSearch()}
            />
            <Button size="sm" onClick={() => void runSearch()}>
              Search
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setSearchBox('');
                setSearch('');
              }}
            >
              Clear
            </Button>
          </HStack>
        </Field.Root>
      </Flex>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {tile('First Available', figures?.firstAvailable as Tile)}
        {tile('Next Available', figures?.nextAvailable as Tile)}
      </SimpleGrid>

      <Box>
        <Heading as="h2" size="md" mb="2">
          Upcoming Availabilities
        </Heading>
        {datesWrong ? (
          <Text color="fg.error">{datesError(supportMail.data ?? 'support')}</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Week</Table.ColumnHeader>
                  <Table.ColumnHeader>Dates</Table.ColumnHeader>
                  <Table.ColumnHeader>Filled</Table.ColumnHeader>
                  <Table.ColumnHeader>Unfilled</Table.ColumnHeader>
                  <Table.ColumnHeader>Booked</Table.ColumnHeader>
                  {noShowColumn && <Table.ColumnHeader>No Show</Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {weeks.rows.map((w) => (
                  <Table.Row key={w.key}>
                    <Table.Cell>Week {w.number}</Table.Cell>
                    <Table.Cell>{w.display}</Table.Cell>
                    <Table.Cell>{countButton(w.filled, `filled in week ${w.number}`, () => openMeetingList(filters, 'FILLED', w))}</Table.Cell>
                    <Table.Cell>{countButton(w.unfilled, `unfilled in week ${w.number}`, () => openMeetingList(filters, 'UNFILLED', w))}</Table.Cell>
                    <Table.Cell>{w.booked}</Table.Cell>
                    {noShowColumn && <Table.Cell>{w.noShow}</Table.Cell>}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box borderWidth="1px" borderRadius="md" p="3">
          <Heading as="h2" size="sm" mb="2">
            Users
          </Heading>
          <HStack wrap="wrap" gap="3">
            <Text fontSize="2xl" fontWeight="bold" data-users-total>
              {users.total}
            </Text>
            {users.chips.map(({ type, count }) => (
              <Button key={type} size="xs" variant="outline" onClick={() => navigate(openUserList(type, search, filters.projectId))}>
                {userTypeName(type)} <Badge>{count}</Badge>
              </Button>
            ))}
          </HStack>
        </Box>
        <Box borderWidth="1px" borderRadius="md" p="3">
          <Heading as="h2" size="sm" mb="2">
            Bookings
          </Heading>
          <HStack wrap="wrap" gap="3">
            {BOOKING_TILES.map(([tab, text]) => (
              <Button key={tab} size="xs" variant="outline" onClick={() => navigate(openBookingList(tab))}>
                {text} <Badge>{bookingCounts.data?.[tab] ?? 0}</Badge>
              </Button>
            ))}
            <Text fontSize="sm">
              Not Yet Booked <Badge>{bookingCounts.data?.PENDING ?? 0}</Badge>
            </Text>
            {bookingCounts.data?.waitlisted &&
              WAITLIST_STEPS.map((step) => (
                <Text key={step} fontSize="sm" data-waitlisted={step}>
                  Waitlisted for {label(step)} <Badge>{bookingCounts.data?.waitlisted?.[step] ?? 0}</Badge>
                </Text>
              ))}
          </HStack>
        </Box>
      </SimpleGrid>

      <Field.Root width="auto" _print={{ display: 'none' }}>
        <Field.Label>Chart Type</Field.Label>
        <NativeSelect.Root size="sm" width="64">
          <NativeSelect.Field value={String(filters.barType)} onChange={(e) => change({ barType: Number(e.target.value) as BarType })}>
            <option value="0">{label('MEETINGS')} per Quarter</option>
            <option value="1">Cancelled Bookings per Quarter</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      {figures && (
        <Suspense fallback={<Text>Loading charts…</Text>}>
          <DashboardCharts
            filled={figures.countFilled ?? 0}
            unfilled={figures.countUnfilled ?? 0}
            active={figures.countActive ?? 0}
            inactive={figures.countInactive ?? 0}
            onsite={figures.countOnsite ?? 0}
            remote={figures.countRemote ?? 0}
            states={states}
            quarters={quarterRows}
            quarterTitle={quarterTitle}
            countedNote={countedNote}
            onsiteLabel={label('ONSITE')}
            remoteLabel={label('REMOTE')}
            onQuarter={drillDown}
          />
        </Suspense>
      )}
      <HStack wrap="wrap" gap="2" _print={{ display: 'none' }} aria-label="Quarters">
        {quarterRows.map((q) => (
          <Button key={q.qtr} size="xs" variant="outline" onClick={() => drillDown(q.qtr)} title={`Show ${q.qtr} on the dashboard`}>
            {q.qtr}: {q.count}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
