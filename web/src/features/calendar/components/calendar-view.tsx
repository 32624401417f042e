import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import enGb from '@fullcalendar/react/locales/en-gb';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { Box } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import type { CalendarRow, CalendarView as ViewName } from '../lib/calendar-range.ts';

type Options = ComponentProps<typeof FullCalendar>;
export type EventDropArg = Parameters<NonNullable<Options['eventDrop']>>[0];

export interface CalendarViewProps {
  rows: readonly CalendarRow[];
  /** Titles of the events, in the organisation's words. */
  titleOf(row: CalendarRow): string;
  weekends: boolean;
  onRange(view: ViewName, start: Date, end: Date): void;
  onEventClick(row: CalendarRow): void;
  onEventDrop(row: CalendarRow, drop: EventDropArg): void;
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme];

/**
 * The classic palette's faint grey (other months' day numbers) and event blue fall below the WCAG AA contrast ratio
 * on white: darker shades of the same colours here; inactive ('Pending Approval') meetings in amber.
 */
const PALETTE = {
  '--fc-classic-faint-foreground': '#6b7280',
  '--fc-classic-muted-foreground': '#4b5563',
  '--fc-classic-primary': '#1d4ed8',
  '--fc-classic-event': '#1d4ed8',
  '& .calendar-event-inactive': { '--fc-classic-event': '#92400e' },
  // A title too long for its event ends in an ellipsis where the theme keeps it on one line (month, list-item and
  // all-day events), rather than being cut mid-word; the full title is the event's tooltip and its text.
  '& .calendar-event-title': { textOverflow: 'ellipsis', minWidth: 0 },
};

/**
 * FullCalendar 7 (doc 2 §2 Calendar): month (initial), week, day and list-week in en-GB, without a fixed week count;
 * events move by drag but cannot be resized. This module and its styles load only with the calendar page.
 */
export function CalendarView({ rows, titleOf, weekends, onRange, onEventClick, onEventDrop }: CalendarViewProps) {
  const byId = new Map(rows.map((r) => [r.encryptedId ?? '', r]));
  return (
    <Box css={PALETTE}>
      <FullCalendar
        plugins={PLUGINS}
        locale={enGb}
        initialView="dayGridMonth"
        fixedWeekCount={false}
        todayText="Today"
        todayHint="Today"
        weekends={weekends}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }}
        height="auto"
        editable
        eventDurationEditable={false}
        eventOrder="start"
        eventTitleClass="calendar-event-title"
        eventDidMount={(info) => info.el.setAttribute('title', info.event.title)}
        events={rows
          .filter((r) => r.start && r.end)
          .map((r) => ({
            id: r.encryptedId,
            title: titleOf(r),
            start: r.start!,
            end: r.end!,
            classNames: r.active ? [] : ['calendar-event-inactive'],
          }))}
        datesSet={(info) => onRange(info.view.type as ViewName, info.start, info.end)}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const row = byId.get(info.event.id);
          if (row) onEventClick(row);
        }}
        eventDrop={(drop) => {
          const row = byId.get(drop.event.id);
          if (row) onEventDrop(row, drop);
          else drop.revert();
        }}
      />
    </Box>
  );
}
