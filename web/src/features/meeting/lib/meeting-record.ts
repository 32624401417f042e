import type { address } from '@scheduler/contracts/schemas/common';
import type { MeetingTask } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';

type Address = z.input<typeof address>;

/**
 * A meeting as meeting/get answers it: the contract names the keys every answer has and lets the others through;
 * these are the others the page reads, named as doc 2 §3 "Meeting" names them.
 */
export type MeetingRecord = CallAnswer<'meeting.get'> & {
  encryptedStepId?: string;
  encryptedOrganisationId?: string;
  show?: boolean;
  surge?: boolean;
  readyToPurge?: boolean;
  showAuditField?: boolean;
  stepTypeDisplay?: string;
  endDateDisplay?: string;
  endTimeDisplay?: string;
  duration?: number;
  encryptedTimezoneId?: string;
  deliveryMethod?: 'ONSITE' | 'REMOTE';
  deliveryMethodDisplay?: string;
  addressDTO?: Partial<Address>;
  displayAddress?: string;
  assessorName?: string;
  encryptedAssessorId?: string;
  assessorAdminFullName?: string;
  assessorOrgAdmin?: boolean;
  showAdmins?: boolean;
  accessByAssessorAdmin?: boolean;
  recordByAssessor?: boolean;
  assessorBookingLink?: string;
  candidateBookingLink?: string;
  remoteUrlRequired?: boolean;
  comments?: string;
  instructions?: string;
  freezePeriodEdit?: number;
  freezePeriodCancel?: number;
  freezePeriodCompletion?: number;
  candidateMin?: number;
  candidateMax?: number;
  candidatesConfirmed?: number;
  seats?: string | number;
  encryptedResourceIds?: string[];
  resourceNames?: string;
  openLink?: string;
  completionAllowedInternal?: boolean;
  taskJson?: MeetingTask[];
  statusInternal?: 'PENDING' | 'COMPLETED';
  actualHours?: number;
};

/** The project fields a meeting reads (doc 2 §3 "Project fields read by meetings"). */
export interface MeetingProject {
  encryptedId: string;
  name: string;
  stepType: 'INTERVIEW' | 'ASSESSMENT' | 'INTERNAL';
  encryptedOrganisationId: string;
  resourceAvailable?: boolean;
  remoteUrlRequired?: boolean;
  freezePeriodOnsite?: number;
  freezePeriodRemote?: number;
  freezePeriodEdit?: number;
  freezePeriodCompletion?: number;
  instructions?: string;
  duration?: number;
  encryptedTimezoneId?: string;
  startDateDisplay?: string;
  endDateDisplay?: string;
  internalMeetingPastPeriod?: number;
  active?: boolean;
  archived?: boolean;
}
