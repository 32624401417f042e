import { MeetingRecordPage } from '../components/meeting-record-page.tsx';

/** meeting/{projectId}/{meetingId} (doc 2 §2): the admin's meeting page. */
export default function MeetingPage() {
  return <MeetingRecordPage assessorScreen={false} />;
}
