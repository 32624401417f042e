import { labelText, type LabelSet } from '@scheduler/contracts/labels';

/** The meeting page's server messages (doc 2 §5, §8), with the organisation's label words where the spec shows them. */
export const MEETING_MSG = {
  /** An assessor not in the available list (doc 2 §5), also the refusal of an assessor or room taken meanwhile. */
  notAvailable: 'NOT AVAILABLE',
  unableToEditTitle: 'Unable To EDIT or DELETE',
  /** isEditAllowed's message while confirmed bookings exist (doc 2 §7). */
  activeBookings: 'ACTIVE_BOOKINGS',
  notAllowed: 'Not Allowed',
  completionNotYet: 'The start has not passed yet: this record cannot be completed now.',
  completionOthers: 'An assessor admin cannot complete the internal tasks of another assessor.',
  notInternal: 'Only internal records carry tasks to complete.',
  archived: 'This record is archived.',
  stale: 'This record was changed by someone else, please reload and try again.',
  inactiveWithBookings: 'This record cannot be set to Inactive or Hidden as it has Confirmed Bookings present.',
  addressMissing: 'Address Values either not entered or incorrect',
  bookingLinks: 'A booking link is required for this remote meeting.',
  bookingLinkUrl: 'Enter a link starting with http:// or https://',
  duration: 'Duration must be between 1 and 10 hours.',
  noProjectDuration: "The project has no duration: enter the meeting's duration.",
  assessorRequired: 'This is a required field',
  zone: "The Timezone is not one of the organisation's.",
  startBefore: (date: string) => `The start date may not be before ${date}.`,
  startAfter: (date: string) => `The start date may not be after ${date}.`,
  tooManyChanges: 'Too many resources or changes for one save: choose fewer resources.',
  startPassed: 'The start time has already passed.',
} as const;

/** 'Failed to add {meeting}. Please contact support' (doc 2 §5): an assessor creating in a project not in their list. */
export const failedToAdd = (labels: LabelSet) => `Failed to add ${labelText(labels, 'MEETING')}. Please contact support`;

/** 'There are {candidates} Booked into this {meeting}' with the organisation's words. */
export const bookedIntoMeeting = (labels: LabelSet) =>
  `There are ${labelText(labels, 'CANDIDATES')} Booked into this ${labelText(labels, 'MEETING')}`;

/** 'The maximum {candidate} spots may not be lower than minimum spots.' with the organisation's word. */
export const spotsMessage = (labels: LabelSet) => `The maximum ${labelText(labels, 'CANDIDATE')} spots may not be lower than minimum spots.`;

/** The spots may not drop below the seats already booked. */
export const spotsBelowBooked = (labels: LabelSet, booked: number) =>
  `The maximum ${labelText(labels, 'CANDIDATE')} spots may not be lower than the ${booked} already booked.`;
