import * as z from 'zod';
import {
  administrationEventExamples,
  departmentSaved,
  labelSaved,
  organisationSaved,
  projectArchived,
  projectSaved,
} from './administration-events.ts';
import {
  bookingCancelled,
  bookingCompleted,
  bookingConfirmed,
  bookingEventExamples,
  bookingReminderDue,
  bookingRescheduled,
} from './booking-events.ts';
import {
  meetingArchived,
  meetingChanged,
  meetingEventExamples,
  meetingRescheduled,
  meetingSaved,
  meetingSessionEnded,
  meetingSessionStarted,
  meetingUnderMinimum,
} from './meeting-events.ts';
import { notificationEventExamples, outboxQueued } from './notification-events.ts';
import { purgeCompleted, purgeDateExtended, purgeEventExamples } from './purge-events.ts';
import { candidateUploadQueued, uploadEventExamples } from './upload-events.ts';
import {
  userAccessModified,
  userEventExamples,
  userInvitationExtended,
  userInvited,
  userPasswordResetRequested,
  userSignedUp,
} from './user-events.ts';
import { waitlistEventExamples, waitlistSeatHeld } from './waitlist-events.ts';

/** Every domain event, discriminated by `type` (also the EventBridge detail-type). */
export const domainEventSchema = z.discriminatedUnion('type', [
  userInvited,
  userInvitationExtended,
  userSignedUp,
  userAccessModified,
  userPasswordResetRequested,
  bookingConfirmed,
  bookingCancelled,
  bookingCompleted,
  bookingReminderDue,
  bookingRescheduled,
  meetingSaved,
  meetingRescheduled,
  meetingChanged,
  meetingArchived,
  meetingSessionStarted,
  meetingSessionEnded,
  meetingUnderMinimum,
  organisationSaved,
  departmentSaved,
  projectSaved,
  projectArchived,
  labelSaved,
  purgeCompleted,
  purgeDateExtended,
  candidateUploadQueued,
  outboxQueued,
  waitlistSeatHeld,
]);

export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export const DOMAIN_EVENT_TYPES = domainEventSchema.options.map((o) => o.shape.type.value) as DomainEventType[];

/** One valid example per event type (tests, local seed, documentation). */
export const DOMAIN_EVENT_EXAMPLES: readonly DomainEvent[] = [
  ...userEventExamples,
  ...bookingEventExamples,
  ...meetingEventExamples,
  ...administrationEventExamples,
  ...purgeEventExamples,
  ...uploadEventExamples,
  ...notificationEventExamples,
  ...waitlistEventExamples,
];

/** Validates an unknown value as a domain event; throws a ZodError naming the bad fields. */
export const parseDomainEvent = (input: unknown): DomainEvent => domainEventSchema.parse(input);

/** The domain event inside an EventBridge delivery (`detail-type` is the event type). */
export const domainEventFromEventBridge = (event: { 'detail-type': string; detail: unknown }): DomainEvent =>
  parseDomainEvent({ type: event['detail-type'], detail: event.detail });
