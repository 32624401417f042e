import { Alert, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { saveBase64File } from '../../../shared/lib/download.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { MEETING_RETURN_URL_KEY } from '../../../shared/subsets/meeting/project-meeting-table.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { exportCalendar, useCalendarEvents } from '../api/calendar-calls.ts';
import { CalendarFeedDialog } from '../components/calendar-feed-dialog.tsx';
import { CalendarView, type EventDropArg } from '../components/calendar-view.tsx';
import { ReasonPromptDialog } from '../../../shared/ui/dialogs/reason-prompt-dialog.tsx';
import { EventDetailsDialog } from '../components/event-details-dialog.tsx';
import { ExportCalendarDialog, type CalendarExportChoice } from '../components/export-calendar-dialog.tsx';
import {
  dateRangeOf,
  fetchRangeOf,
  fallsOnWeekend,
  NO_FILTERS,
  rowsWithin,
  type CalendarFilters,
  type CalendarRow,
  type CalendarView as ViewName,
} from '../lib/calendar-range.ts';
import { canDragEvents, DRAG_NOT_ALLOWED, NO_ACTIVE_MEETINGS, NO_DATA_FOUND } from '../lib/drag-rules.ts';

interface Shown {
  view: ViewName;
  range: string;
}

/** A labelled select of the calendar's filters. */
function Filter({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange(v: string): void }) {
  return (
    <Stack gap="1" minW="36">
      <Text fontSize="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/** calendar (doc 2 §2 Calendar): the caller's meetings by month, week, day or list, with drag to reschedule, export and print. */
export default function CalendarPage() {
  const label = useLabels();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const drag = useRouteMutation('meeting.eventDrag');
  const { user } = useSession();
  const [shown, setShown] = useState<Shown | null>(null);
  const [filters, setFilters] = useState<CalendarFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<CalendarRow | null>(null);
  const [dragged, setDragged] = useState<{ row: CalendarRow; drop: EventDropArg } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);

  const events = useCalendarEvents(shown && { view: shown.view, range: fetchRangeOf(shown.range) }, filters);
  const rows = events.data ?? [];
  // The call reads a day either side of the shown weeks (fetchRangeOf); the weekend rule and the notice read the weeks.
  const shownRows = shown ? rowsWithin(rows, shown.range) : rows;
  const isAdmin = !!user?.isAnyAdmin && !user.checkOrgAdminInvigilator;
  const isInvigilator = !!user && (user.isInvigilator || (user.isAnyAdmin && !!user.checkOrgAdminInvigilator));
  const hasFeed = !!user?.roles.includes('ROLE_CALENDAR_FEED');

  const onRange = useCallback((view: ViewName, start: Date, end: Date) => {
    const range = dateRangeOf(start, end);
    setShown((s) => (s?.view === view && s.range === range ? s : { view, range }));
  }, []);
  const titleOf = (r: CalendarRow) => [r.stepTypeDisplay, isAdmin ? r.projectName : undefined, r.assessorName].filter(Boolean).join(' - ');

  const onEventDrop = (row: CalendarRow, drop: EventDropArg) => {
    if (!user || !canDragEvents(user)) {
      drop.revert();
      void dialogs.message(DRAG_NOT_ALLOWED);
      return;
    }
    setDragged({ row, drop });
  };
  const cancelDrag = () => {
    dragged?.drop.revert();
    setDragged(null);
  };
  const saveDrag = async (reason: string) => {
    if (!dragged?.row.encryptedId || !dragged.drop.event.start) return cancelDrag();
    const answer = await drag.send({
      body: { encryptedId: dragged.row.encryptedId, newStartDateUTC: dragged.drop.event.start.toISOString(), statusReason: reason },
    });
    // The server refused (edit rules, a taken assessor or room): its message was said, the event goes back.
    if (!answer) return cancelDrag();
    setDragged(null);
    await dialogs.message({ title: `${label('MEETING')} Saved`, message: `${label('MEETING')} information saved.` });
  };

  const openMeeting = (row: CalendarRow) => {
    localStorage.setItem(MEETING_RETURN_URL_KEY, '/calendar');
    setSelected(null);
    navigate(isAdmin ? `/meeting/${row.encryptedProjectId}/${row.encryptedId}` : `/assessor/meeting/${row.encryptedId}`);
  };

  const runExport = async (choice: CalendarExportChoice) => {
    const answer = await exportCalendar(choice.exportType, choice.type, choice.startDate, choice.endDate);
    setExporting(false);
    if (!answer.count || !answer.file || !answer.fileName) {
      await dialogs.message({ title: 'Warning', message: NO_ACTIVE_MEETINGS });
      return;
    }
    saveBase64File(answer.file, answer.fileName);
  };

  const dropSummary = dragged
    ? `${titleOf(dragged.row)} to ${dragged.drop.event.start?.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short' }) ?? ''}`
    : '';

  return (
    <Stack gap="4" className="calendar-page">
      <PageHeader
        title="Calendar"
        actions={
          <HStack gap="2" wrap="wrap" className="calendar-actions">
            {hasFeed && (
              <Button size="sm" variant="outline" onClick={() => setFeedOpen(true)}>
                Calendar Feed
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => window.print()}>
              Print
            </Button>
            <Button size="sm" colorPalette="blue" onClick={() => setExporting(true)}>
              Export Calendar
            </Button>
          </HStack>
        }
      />
      <HStack gap="3" wrap="wrap" className="calendar-filters">
        <Filter
          label="Method"
          value={filters.method}
          options={[
            ['', 'All'],
            ['ONSITE', label('ONSITE')],
            ['REMOTE', label('REMOTE')],
          ]}
          onChange={(v) => setFilters((f) => ({ ...f, method: v as CalendarFilters['method'] }))}
        />
        <Filter
          label="Type"
          value={filters.stepType}
          options={[
            ['', 'All'],
            ['INTERVIEW', label('INTERVIEW')],
            ['ASSESSMENT', label('ASSESSMENT')],
            ['INTERNAL', label('INTERNAL')],
          ]}
          onChange={(v) => setFilters((f) => ({ ...f, stepType: v as CalendarFilters['stepType'] }))}
        />
      </HStack>
      {events.isSuccess && shownRows.length === 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{NO_DATA_FOUND}</Alert.Title>
        </Alert.Root>
      )}
      <CalendarView
        rows={rows}
        titleOf={titleOf}
        weekends={fallsOnWeekend(shownRows)}
        onRange={onRange}
        onEventClick={setSelected}
        onEventDrop={onEventDrop}
      />
      <EventDetailsDialog
        event={selected}
        isAdmin={isAdmin}
        isInvigilator={isInvigilator}
        onOpenMeeting={openMeeting}
        onClose={() => setSelected(null)}
      />
      <ReasonPromptDialog
        open={dragged !== null}
        title="Reschedule"
        summary={dropSummary}
        confirmText="Save"
        onCancel={cancelDrag}
        onSubmit={saveDrag}
      />
      <ExportCalendarDialog open={exporting} onCancel={() => setExporting(false)} onConfirm={runExport} />
      <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
    </Stack>
  );
}
