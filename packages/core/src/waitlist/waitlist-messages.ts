/** The waitlist's words (issue 22), in the spec's style; placeholders are the organisation's labels. */
export const WAITLIST_MSG = {
  joined: 'You are on the waitlist for this {Meeting}: we will hold a seat for you as soon as one frees up',
  left: 'Removed from the waitlist',
  confirmed: 'Your {Meeting} is booked',
  off: 'Not Allowed - The waitlist is not available in this organisation',
  seatsFree: 'Not Allowed - There are free appointments to book for this step: please book one',
  notOnList: 'Waitlist entry',
  hold: 'Held seat',
  holdEnded: 'Not Available - The seat held for you has been released',
} as const;
