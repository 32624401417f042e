import { MeetingRecordPage } from '../components/meeting-record-page.tsx';

/** assessor/meeting/{meetingId} (doc 2 §2): the assessor's meeting page; create via assessor/meeting/create. */
export default function AssessorMeetingPage() {
  return <MeetingRecordPage assessorScreen />;
}
