import type { emptySpotsSearch } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import type { PendingStep } from '../../../shared/subsets/candidate-booking/candidate-booking-query.ts';

/** The meeting search's words (doc 2 §2 Meeting search, §8 Booking), quoted from the spec. */
export const SEARCH_MSG = {
  title: 'Available Appointments',
  line: (stepType: string) => `Please book your ${stepType} appointment`,
  none: 'No appointments available, please try again later.',
  refine: 'Please refine you search or try again later.',
  bookedTitle: 'Appointment Booked',
  booked: 'A confirmation email will be sent to your nominated email address with booking details.',
  notAvailableTitle: 'Not Available',
  /** Said when the server's message only repeats the title (the spec gives no words of its own). */
  notAvailable: 'This appointment is no longer available. Please choose another.',
  errorTitle: 'ERROR',
} as const;

export type MethodFilter = 'BOTH' | 'ONSITE' | 'REMOTE';

export interface SpotFilters {
  /** yyyy-MM-dd, one of the step's daysAvailable. */
  date: string;
  method: MethodFilter;
  states: string[];
}

/** The days the step may be booked on, ascending and distinct. */
export const stepDays = (step: PendingStep): string[] => [...new Set(step.daysAvailable ?? [])].sort();

/** The filters the page opens with and Reset returns to: the first day, the step's method (either when it has none), no state. */
export function initialFilters(step: PendingStep): SpotFilters {
  const m = step.deliveryMethod;
  return { date: stepDays(step)[0] ?? '', method: m === 'ONSITE' || m === 'REMOTE' ? m : 'BOTH', states: [] };
}

/** The empty-spots search data (doc 2 §3): the pending booking, the first and last available day, the filters. */
export function spotSearchData(step: PendingStep, f: SpotFilters): string {
  const days = stepDays(step);
  const data: z.input<typeof emptySpotsSearch> = {
    encryptedStepId: step.encryptedStepId ?? '',
    daysAvailable: days.length ? [days[0]!, days[days.length - 1]!] : [],
    ...(step.minSearchStart ? { minSearchStart: step.minSearchStart } : {}),
    searchDate: f.date,
    deliveryMethod: f.method,
    // Remote meetings have no state: the State filter applies to onsite ones only.
    state: f.method === 'REMOTE' ? [] : f.states,
  };
  return JSON.stringify(data);
}

/** Whether the candidate has narrowed the search from where it opened (which empty message applies). */
export function isRefined(f: SpotFilters, initial: SpotFilters): boolean {
  return f.date !== initial.date || f.method !== initial.method || f.states.length > 0;
}

/** doc 2 §2: nothing at all to offer, or nothing for the filters chosen. */
export const emptyMessage = (refined: boolean): string => (refined ? SEARCH_MSG.refine : SEARCH_MSG.none);

/** The pending step the search is for: the one named in the address, else the only one with days to book. */
export function stepFor(steps: readonly PendingStep[], stepId: string | null): PendingStep | undefined {
  if (stepId) return steps.find((s) => s.encryptedStepId === stepId);
  const open = steps.filter((s) => (s.daysAvailable?.length ?? 0) > 0 && s.encryptedStepId);
  return open.length === 1 ? open[0] : undefined;
}

/** BOOKING_NA under its 'Not Available' title with the server's message, or a whole sentence when that only repeats the title. */
export function notAvailableMessage(message: string | undefined): string {
  const m = message?.trim();
  return m && m.toLowerCase() !== SEARCH_MSG.notAvailableTitle.toLowerCase() ? m : SEARCH_MSG.notAvailable;
}
