import type { FieldOption } from '../../../shared/ui/form/field-def.ts';
import { useAvailableAssessors, useAvailableResources, type AssessorRequest } from '../api/meeting-queries.ts';
import { MEETING_FORM_MSG, type MeetingFormValues, type StepType } from './meeting-form.ts';
import type { MeetingRecord } from './meeting-record.ts';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The slot the form describes, once date, time, duration above 0 and zone are all set (doc 2 §5). */
export function slotOf(v: Partial<MeetingFormValues>) {
  const date = text(v.startDateDisplay);
  const time = text(v.startTimeDisplay);
  const duration = Number(v.duration);
  const zone = text(v.encryptedTimezoneId);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time) || !(duration > 0) || !zone) return undefined;
  return { date, time, duration, zone };
}

/**
 * The choices the form fetches for its slot (doc 2 §5): the assessors free then (INVIGILATOR for assessments,
 * ASSESSOR otherwise, ORG_ADMIN with Show Admins; onsite limited to the zone by the server) and, for assessments, the
 * resources (only available ones are offered). In VIEW the record's own assessor and resources are the options.
 */
export function useMeetingChoices(o: {
  editing: boolean;
  values: Partial<MeetingFormValues>;
  stepType: StepType;
  picksAssessor: boolean;
  record?: MeetingRecord;
  meetingId?: string;
  projectId?: string;
  organisationId?: string;
}) {
  const slot = o.editing ? slotOf(o.values) : undefined;
  const assessorRequest: AssessorRequest | undefined =
    slot && o.picksAssessor
      ? {
          encryptedOrganisationId: o.organisationId,
          encryptedMeetingId: o.meetingId,
          startDateDisplay: slot.date,
          startTimeDisplay: slot.time,
          duration: slot.duration,
          encryptedTimezoneId: slot.zone,
          deliveryMethod: o.values.deliveryMethod === 'REMOTE' ? 'REMOTE' : 'ONSITE',
          listType: o.values.showAdmins ? 'ORG_ADMIN' : o.stepType === 'ASSESSMENT' ? 'INVIGILATOR' : 'ASSESSOR',
          stepType: o.stepType,
        }
      : undefined;
  const assessors = useAvailableAssessors(assessorRequest);
  const resourceRequest =
    slot && o.stepType === 'ASSESSMENT' && o.projectId
      ? {
          params: { projectId: o.projectId, meetingId: o.meetingId ?? 'create' },
          body: { startDate: slot.date, startTime: slot.time, duration: slot.duration },
        }
      : undefined;
  const resources = useAvailableResources(resourceRequest);

  if (!o.editing) {
    const r = o.record;
    const names = (r?.resourceNames ?? '').split(',').map((s) => s.trim());
    const ids = r?.encryptedResourceIds ?? [];
    return {
      assessors: r?.encryptedAssessorId ? [{ value: r.encryptedAssessorId, label: r.assessorName ?? r.encryptedAssessorId }] : [],
      resources: ids.map((id, i) => ({ value: id, label: names.length === ids.length ? names[i]! : id })),
      assessorPlaceholder: '-',
      availableAssessors: undefined,
      availableResources: undefined,
    };
  }
  const answer = assessorRequest ? assessors.data : undefined;
  const assessorOptions: FieldOption[] = (answer?.dataset ?? []).flatMap((a) =>
    a.encryptedId ? [{ value: a.encryptedId, label: [a.fullName ?? a.name ?? a.encryptedId, a.timezoneCode].filter(Boolean).join(' · ') }] : [],
  );
  const placeholder = !assessorRequest
    ? MEETING_FORM_MSG.availabilityPrompt
    : answer?.errorMessage && assessorOptions.length === 0
      ? answer.errorMessage
      : 'Select...';
  const free = resourceRequest ? (resources.data ?? []).filter((r) => r.available) : [];
  return {
    assessors: assessorOptions,
    resources: free.map((r) => ({ value: r.encryptedId, label: r.name })),
    assessorPlaceholder: placeholder,
    availableAssessors: answer && !assessors.isPlaceholderData ? assessorOptions.map((a) => a.value) : undefined,
    availableResources: resourceRequest && resources.data && !resources.isPlaceholderData ? free.map((r) => r.encryptedId) : undefined,
  };
}
