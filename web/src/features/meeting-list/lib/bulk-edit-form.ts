import type { StepType } from '@scheduler/contracts/roles';
import { DEFAULT_TASKS, MEETING_MESSAGES, type bulkEditRequest } from '@scheduler/contracts/schemas/meeting';
import type * as z from 'zod';

/** The bulk edit dialog's form (doc 2 §3 Bulk edit payload): each option ticked with its value. */
export interface BulkEditForm {
  editAssessor: boolean;
  assessor: string;
  editActive: boolean;
  active: boolean;
  editShow: boolean;
  show: boolean;
  editSurge: boolean;
  surge: boolean;
  editStartTime: boolean;
  startTime: string;
  editTimezone: boolean;
  timezone: string;
  editDisplayAddress: boolean;
  deliveryMethod: '' | 'ONSITE' | 'REMOTE';
  address: { addLine1: string; addLine2: string; city: string; state: string; postCode: string };
  editInternalTaskJson: boolean;
  tasks: { name: string; adminSelected: boolean }[];
}

export const emptyBulkEditForm = (): BulkEditForm => ({
  editAssessor: false,
  assessor: '',
  editActive: false,
  active: true,
  editShow: false,
  show: true,
  editSurge: false,
  surge: false,
  editStartTime: false,
  startTime: '',
  editTimezone: false,
  timezone: '',
  editDisplayAddress: false,
  deliveryMethod: '',
  address: { addLine1: '', addLine2: '', city: '', state: '', postCode: '' },
  editInternalTaskJson: false,
  tasks: DEFAULT_TASKS.map((name) => ({ name, adminSelected: false })),
});

/** A selected row as the selection checks read it. */
export interface SelectedMeeting {
  stepType?: StepType;
  past?: boolean;
}

export interface Problem {
  title: string;
  message: string;
}

/** The selection rules (doc 2 §5 "Bulk edit"): some records, one step type, past ones only for interviews. */
export function selectionProblem(rows: readonly SelectedMeeting[], words: { meeting: string; interview: string }): Problem | undefined {
  if (rows.length === 0) return { title: MEETING_MESSAGES.noRecordsTitle, message: MEETING_MESSAGES.noRecords };
  if (new Set(rows.map((r) => r.stepType)).size > 1)
    return { title: MEETING_MESSAGES.noRecordsTitle, message: MEETING_MESSAGES.mixedTypes(words.meeting) };
  if (rows.some((r) => r.past) && rows[0]!.stepType !== 'INTERVIEW') {
    return { title: MEETING_MESSAGES.noRecordsTitle, message: MEETING_MESSAGES.pastNotInterview(words.interview) };
  }
  return undefined;
}

const postCodeValid = (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= 100 && Number(v) <= 9999;

/** The form's problems before the confirmation: nothing ticked, ticked options without a value, a bad address, no task. */
export function formProblem(f: BulkEditForm, names: Record<'assessor' | 'startTime' | 'timezone' | 'location', string>): Problem | undefined {
  const ticked = [
    f.editAssessor,
    f.editActive,
    f.editShow,
    f.editSurge,
    f.editStartTime,
    f.editTimezone,
    f.editDisplayAddress,
    f.editInternalTaskJson,
  ];
  if (!ticked.some(Boolean)) return { title: MEETING_MESSAGES.noSelectionTitle, message: MEETING_MESSAGES.noSelection };
  const missing = [
    f.editAssessor && !f.assessor ? names.assessor : '',
    f.editStartTime && !f.startTime ? names.startTime : '',
    f.editTimezone && !f.timezone ? names.timezone : '',
    f.editDisplayAddress && !f.deliveryMethod ? names.location : '',
  ].filter(Boolean);
  if (missing.length) return { title: MEETING_MESSAGES.missingSelectionTitle, message: missing.join(', ') };
  if (f.editDisplayAddress && f.deliveryMethod === 'ONSITE') {
    const a = f.address;
    if (!a.addLine1.trim() || !a.city.trim() || !a.state.trim() || !postCodeValid(a.postCode)) {
      return { title: MEETING_MESSAGES.addressTitle, message: MEETING_MESSAGES.address };
    }
  }
  if (f.editInternalTaskJson && !f.tasks.some((t) => t.adminSelected))
    return { title: MEETING_MESSAGES.missingSelectionTitle, message: MEETING_MESSAGES.noTasks };
  return undefined;
}

/** The bulk-edit body: only the ticked options carry their values. */
export function bulkEditBody(f: BulkEditForm, ids: string[], stepType: StepType, country: 'AU' | 'NZ'): z.input<typeof bulkEditRequest> {
  return {
    encryptedIds: ids,
    stepType,
    editAssessor: f.editAssessor,
    ...(f.editAssessor ? { assessor: f.assessor } : {}),
    editActive: f.editActive,
    ...(f.editActive ? { active: f.active } : {}),
    editShow: f.editShow,
    ...(f.editShow ? { show: f.show } : {}),
    editSurge: f.editSurge,
    ...(f.editSurge ? { surge: f.surge } : {}),
    editStartTime: f.editStartTime,
    ...(f.editStartTime ? { startTime: f.startTime } : {}),
    editTimezone: f.editTimezone,
    ...(f.editTimezone ? { encryptedTZId: f.timezone } : {}),
    editDisplayAddress: f.editDisplayAddress,
    ...(f.editDisplayAddress && f.deliveryMethod ? { deliveryMethod: f.deliveryMethod } : {}),
    ...(f.editDisplayAddress && f.deliveryMethod === 'ONSITE'
      ? {
          addressDTO: {
            addLine1: f.address.addLine1.trim(),
            addLine2: f.address.addLine2.trim() || undefined,
            city: f.address.city.trim(),
            state: f.address.state.trim(),
            postCode: Number(f.address.postCode),
            countryCode: country,
          },
        }
      : {}),
    editInternalTaskJson: f.editInternalTaskJson,
    ...(f.editInternalTaskJson ? { taskJson: f.tasks } : {}),
  };
}
