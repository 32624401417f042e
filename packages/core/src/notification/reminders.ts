import type { EventPublisher } from '../ports/event-publisher.ts';
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
 * whose reminder is not marked sent, publish booking.reminder-due, then mark it on the booking. A failed publish
 * leaves it unmarked for the next run; a run that dies after publishing publishes it again, and overlapping runs may
 * both publish: the notifier queues each (booking, rule, interval, channel) message once (booking-notify.ts
 * idempotencyKeyOf), so a reminder is sent at most once and retried until it is.
 */
export function createReminderService(deps: DataDeps & { events: EventPublisher }) {
  const { db, clock, events } = deps;
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
                await events.publish({
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
                });
              } catch {
                failed++;
                continue;
              }
              // Marked only once published: a run that dies in between publishes it again, and the notifier's
              // delivery ids (booking, key and interval: booking-notify.ts) turn the repeat into no new message.
              await deliveries.reminderSentWrite({ organisationId: b.organisationId, bookingId: b.bookingId }, marker);
              sent++;
            }
          }
        }
      }
      return { due, sent, failed };
    },
  };
}
