import { createBookingStore } from '../booking/booking-store.ts';
import type { DataDeps } from '../deps.ts';
import { createMeetingStore } from '../meeting/meeting-store.ts';
import { createOrganisationStore } from '../organisation/organisation-store.ts';
import { settingsOf } from '../organisation/organisation-settings.ts';
import type { ReminderItem } from '@scheduler/contracts/schemas/organisation';
import { createNotificationStore } from './notification-store.ts';

/** One reminder rule of an organisation's config (doc 3 §3 "Reminder item"): a key and the hours before the start. */
export type ReminderRule = ReminderItem;

export function reminderRules(config: unknown): ReminderRule[] {
  return settingsOf(config).reminders ?? [];
}

/**
 * The reminders job (every 5 minutes): for each confirmed booking whose start is within an interval of a rule and
 * whose reminder is not marked sent, mark it on the booking and write its booking.reminder-due event in the same
 * transaction (the event relay delivers it: CONTRIBUTING.md, events in the transaction). A run that dies leaves each
 * reminder either marked with its event or neither; overlapping runs write it once (the mark is conditional). The
 * notifier still queues each (booking, rule, interval, channel) message once (booking-notify.ts idempotencyKeyOf), so
 * a relay that delivers twice sends nothing twice.
 */
export function createReminderService(deps: DataDeps) {
  const { db, clock, ids } = deps;
  const bookings = createBookingStore(db);
  const meetings = createMeetingStore(db);
  const deliveries = createNotificationStore(db);
  return {
    async run(): Promise<{ due: number; sent: number; failed: number }> {
      const now = clock.now();
      let due = 0;
      let sent = 0;
      let failed = 0;
      const organisations = await createOrganisationStore(db).allOrganisations();
      for (const org of organisations.filter((o) => o.active)) {
        const rules = reminderRules(org.config);
        const horizon = Math.max(0, ...rules.flatMap((r) => r.interval));
        if (!rules.length || horizon === 0) continue;
        const until = new Date(now.getTime() + horizon * 3600_000).toISOString();
        for (const b of await bookings.confirmedBookingsStartingBetween(org.organisationId, now.toISOString(), until)) {
          if (!b.start || !b.meetingId) continue;
          const startMs = Date.parse(b.start);
          for (const rule of rules) {
            for (const hours of rule.interval) {
              const marker = `${rule.key}:${hours}`;
              if (now.getTime() < startMs - hours * 3600_000 || b.remindersSent?.includes(marker)) continue;
              due++;
              try {
                const meeting = await meetings.meetingOf(b.organisationId, b.meetingId);
                if (!meeting) throw new Error(`meeting ${b.meetingId} of booking ${b.bookingId} not found`);
                const event = {
                  eventId: ids.next(),
                  type: 'booking.reminder-due',
                  detail: {
                    organisationId: b.organisationId,
                    occurredAt: now.toISOString(),
                    bookingId: b.bookingId,
                    meetingId: b.meetingId,
                    projectId: b.projectId,
                    candidateId: b.candidateId,
                    ...(b.assessorId ? { assessorId: b.assessorId } : {}),
                    startsAt: b.start,
                    timeZone: meeting.timeZone,
                    delivery: meeting.deliveryMethod,
                    reminderKey: rule.key,
                    hoursBefore: hours,
                  },
                };
                // false: an overlapping run marked it first, or the booking changed since it was read: nothing to do.
                if (!(await deliveries.reminderDueWrite({ organisationId: b.organisationId, bookingId: b.bookingId }, marker, event))) continue;
              } catch {
                failed++;
                continue;
              }
              sent++;
            }
          }
        }
      }
      return { due, sent, failed };
    },
  };
}
