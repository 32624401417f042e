/**
 * The meeting page's messages (doc 2 §5, §8) with the organisation's words: quoted where the spec gives them
 * ('{Meeting} Saved', '{Meeting} information saved.', '{meeting} information saved successfully',
 * '{meeting} Record Deleted Successfully', 'Unable To EDIT or DELETE', 'There are {candidates} Booked into this {meeting}',
 * 'Failed to add {meeting}. Please contact {support}'); the delete question and the completion say what it leaves unsaid.
 */
export const MEETING_PAGE_MSG = {
  savedTitle: (meeting: string) => `${meeting} Saved`,
  saved: (meeting: string) => `${meeting} information saved.`,
  savedAssessor: (meeting: string) => `${meeting} information saved successfully`,
  deletedTitle: 'Deleted',
  deleted: (meeting: string) => `${meeting} Record Deleted Successfully`,
  deleteConfirm: (meeting: string) => `Deleting this ${meeting.toLowerCase()} archives it. This action cannot be undone. Do you want to continue?`,
  unableTitle: 'Unable To EDIT or DELETE',
  bookedTitle: 'Bookings Present',
  booked: (candidates: string, meeting: string) => `There are ${candidates} Booked into this ${meeting}`,
  notAllowedTitle: 'NOT ALLOWED',
  noProjects: (meeting: string) => `Failed to add ${meeting}. Please contact support`,
  completedTitle: 'Tasks Completed',
  completed: (meeting: string) => `The ${meeting.toLowerCase()}'s tasks are recorded as completed.`,
} as const;

/** The dialog for a refused edit-allowed check: bookings present, or the server's own reason. */
export function editRefusal(answer: { status: string; message?: string }, words: { candidates: string; meeting: string }) {
  if (answer.message === 'ACTIVE_BOOKINGS') {
    return { title: MEETING_PAGE_MSG.unableTitle, message: MEETING_PAGE_MSG.booked(words.candidates, words.meeting) };
  }
  return { title: MEETING_PAGE_MSG.notAllowedTitle, message: answer.message || MEETING_PAGE_MSG.unableTitle };
}
