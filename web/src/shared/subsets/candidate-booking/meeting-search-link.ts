/** Where the candidate home sends a pending step to be booked, and how the search reads it back. */
export const STEP_PARAM = 'step';

export const meetingSearchPath = (encryptedStepId: string) => `/meeting-search?${STEP_PARAM}=${encodeURIComponent(encryptedStepId)}`;

/** Router state of the meeting search: the home's direct jump opens it without a back button (doc 2 §2). */
export interface MeetingSearchState {
  noBack?: boolean;
}
