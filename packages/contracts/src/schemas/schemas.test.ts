import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { auditLogList, auditByRefParams } from './audit-log.ts';
import { loginRequest, loginResponse, resetPasswordRequest } from './auth.ts';
import { configLabelSave } from './config-label.ts';
import { departmentDetail, departmentList, departmentSave } from './department.ts';
import { bulkEditRequest, meetingSave, saveInternalData, taskListErrors } from './meeting.ts';
import { notiTemplateSave } from './noti-template.ts';
import { organisationList } from './organisation.ts';
import { projectAlertSave, normaliseAlertAddresses } from './project-alert.ts';
import { otpSendRequest } from './signup.ts';
import { meetingUploadTicketRequest, newBookingUpload, newMeetingUpload } from './upload.ts';
import { currentUserProfile, userCreate } from './user.ts';
import { statusUpdateRequest } from './user-booking.ts';

const messages = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.') || '(root)'] ??= i.message;
  return out;
};

describe('department', () => {
  it('requires name and description up to 200 characters', () => {
    expect(messages(departmentSave, { encryptedOrganisationId: 'ORG01', name: ' ', description: '' })).toEqual({
      name: 'This is a required field',
      description: 'This is a required field',
    });
    expect(messages(departmentSave, { encryptedOrganisationId: 'ORG01', name: 'x'.repeat(201), description: 'ok' })).toEqual({
      name: 'Value length entered exceeds max. allowed length of 200',
    });
    const ok = departmentSave.parse({ encryptedOrganisationId: 'ORG01', name: ' Finance ', description: 'Money' });
    expect(ok).toEqual({ encryptedOrganisationId: 'ORG01', name: 'Finance', description: 'Money', active: true });
  });

  it('answers detail and table shapes', () => {
    expect(departmentDetail.safeParse({ encryptedId: 'D1', encryptedOrganisationId: 'O1', name: 'n', description: 'd', active: true }).success).toBe(
      true,
    );
    expect(departmentList.safeParse({ dataset: [{ encryptedId: 'D1', name: 'n', description: 'd' }], size: 1 }).success).toBe(true);
    expect(departmentList.safeParse({ file: 'YQ==', fileName: 'departments.csv' }).success).toBe(true);
    expect(departmentList.safeParse({ dataset: [{ name: 'n' }], size: 1 }).success).toBe(false);
  });
});

describe('config label', () => {
  it('requires organisation, a known code and display', () => {
    expect(Object.keys(messages(configLabelSave, { encryptedOrganisationId: '', code: 'NOPE', display: '' })).sort()).toEqual([
      'code',
      'display',
      'encryptedOrganisationId',
    ]);
  });

  it('requires JSON for the meeting-show code', () => {
    expect(configLabelSave.safeParse({ encryptedOrganisationId: 'O1', code: 'MEETING_SHOW_JSON', display: 'not json' }).success).toBe(false);
    expect(configLabelSave.safeParse({ encryptedOrganisationId: 'O1', code: 'MEETING_SHOW_JSON', display: '{"show":"Visible"}' }).success).toBe(true);
    expect(configLabelSave.safeParse({ encryptedOrganisationId: 'O1', code: 'MEETING', display: 'Session' }).success).toBe(true);
  });

  it('keeps a word to 200 characters and the meeting-show JSON to 2000', () => {
    expect(messages(configLabelSave, { encryptedOrganisationId: 'O1', code: 'MEETING', display: 'x'.repeat(201) })).toEqual({
      display: 'Value length entered exceeds max. allowed length of 200',
    });
    expect(configLabelSave.safeParse({ encryptedOrganisationId: 'O1', code: 'MEETING', display: 'x'.repeat(200) }).success).toBe(true);
    const json = JSON.stringify({ show: 'x'.repeat(1900) });
    expect(configLabelSave.safeParse({ encryptedOrganisationId: 'O1', code: 'MEETING_SHOW_JSON', display: json }).success).toBe(true);
  });
});

describe('audit log', () => {
  it('takes a known reference type and answers logOn, logBy, logMsg rows', () => {
    expect(auditByRefParams.safeParse({ refType: 'Department', refId: 'D1' }).success).toBe(true);
    expect(auditByRefParams.safeParse({ refType: 'Nope', refId: 'D1' }).success).toBe(false);
    expect(auditLogList.safeParse({ dataset: [{ logOn: '2025-01-01 10:00', logBy: 'A B', logMsg: 'Saved' }], size: 1 }).success).toBe(true);
  });
});

describe('auth', () => {
  it('reads the login request of doc 1 §3 (username, password, otpCode, mfaType) and drops anything else', () => {
    expect(loginRequest.parse({ username: ' a@b.co ', password: 'secret', otpCode: '123456', mfaType: 'EMAIL', role: 'GRID_ADMIN' })).toEqual({
      username: 'a@b.co',
      password: 'secret',
      otpCode: '123456',
      mfaType: 'EMAIL',
    });
    expect(loginResponse.safeParse({ status: 'CODE_INCORRECT', message: 'Verification Code Invalid' }).success).toBe(true);
  });

  it('checks password length and match', () => {
    expect(messages(resetPasswordRequest, { encryptedId: 'U1', password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must include minimum of 14 characters',
    });
    expect(messages(resetPasswordRequest, { encryptedId: 'U1', password: 'Long-enough-1234', confirmPassword: 'Long-enough-1235' })).toEqual({
      confirmPassword: 'Password & Confirm Password do not match, please check again.',
    });
  });

  it('needs a mobile for an SMS code and an address for an e-mail code', () => {
    expect(messages(otpSendRequest, { type: 'SMS', encryptedId: 'INV' })).toEqual({
      phoneNumber: 'Validation Error: Please enter a mobile number, and ensure all required fields are filled',
    });
    expect(messages(otpSendRequest, { type: 'EMAIL', encryptedId: 'INV' })).toEqual({
      email: 'Please enter an Email Address, and ensure all required fields are filled',
    });
    expect(otpSendRequest.safeParse({ type: 'SMS', encryptedId: 'INV', phoneNumber: '+6429876543' }).success).toBe(true);
  });
});

describe('user', () => {
  it('reads the logged-in user of doc 1 §3', () => {
    const user = {
      encryptedId: 'U1',
      encryptedOrganisationId: 'O1',
      organisationName: 'Org',
      firstName: 'A',
      lastName: 'B',
      roles: ['ROLE_ASSESSOR'],
      userOrgAccessList: [{ active: true, encryptedOrgId: 'O1', organisationName: 'Org' }],
      checkOrgAdminInvigilator: false,
      showMeetingUnavailableFlag: false,
    };
    expect(currentUserProfile.safeParse(user).success).toBe(true);
    expect(currentUserProfile.safeParse({ ...user, roles: ['ROLE_KING'] }).success).toBe(false);
  });

  it('drops assessor flags for an invigilator', () => {
    const u = userCreate.parse({
      userType: 'INVIGILATOR',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      encryptedOrganisationId: 'O1',
      assessorAdmin: true,
      internalProjectAccess: true,
    });
    expect([u.assessorAdmin, u.internalProjectAccess]).toEqual([false, false]);
  });
});

describe('organisation list', () => {
  it('answers rows for the organisation filter', () => {
    expect(organisationList.safeParse({ dataset: [{ encryptedId: 'O1', name: 'Org', countryCode: 'NZ' }], size: 1 }).success).toBe(true);
    expect(organisationList.safeParse({ dataset: [{ encryptedId: 'O1', name: 'Org', countryCode: 'US' }], size: 1 }).success).toBe(false);
  });
});

describe('project alert', () => {
  const base = { encryptedProjectId: 'P1', code: 'BOOKING_CONFIRMED' };

  it('needs at least one method', () => {
    expect(projectAlertSave.safeParse(base).success).toBe(false);
  });

  it('accepts e-mails and tags, and names a bad address', () => {
    expect(projectAlertSave.safeParse({ ...base, encryptedNTEmailId: 'T1', emAddress: '$candidateEmail; ops@example.com' }).success).toBe(true);
    expect(messages(projectAlertSave, { ...base, encryptedNTEmailId: 'T1', emAddress: 'ops@example.com;nobody' })).toEqual({
      emAddress: 'nobody is not a valid Email Address',
    });
    expect(normaliseAlertAddresses(' a@b.co ;$assessorEmail;; ')).toBe('a@b.co; $assessorEmail');
  });

  it('needs an SMS recipient tag', () => {
    expect(projectAlertSave.safeParse({ ...base, encryptedNTSMSId: 'S1', mobileNo: '' }).success).toBe(false);
    expect(projectAlertSave.safeParse({ ...base, encryptedNTSMSId: 'S1', mobileNo: '$candidateMobile;$assessorMobile' }).success).toBe(true);
  });
});

describe('notification template', () => {
  it("requires a body ('Please enter Body') and empties the subject for SMS", () => {
    const t = {
      encryptedOrganisationId: 'O1',
      scope: 'Project',
      code: 'BOOKING_CONFIRMED',
      deliveryMethod: 'SMS',
      name: 'Hi',
      subject: 'S',
      body: 'B',
    };
    expect(notiTemplateSave.parse(t).subject).toBe('');
    expect(messages(notiTemplateSave, { ...t, body: '' })).toEqual({ body: 'Please enter Body' });
    expect(messages(notiTemplateSave, { ...t, name: 'H' })).toEqual({ name: 'Value length entered is less than min. required length of 2' });
  });
});

describe('booking status update', () => {
  it('asks for the reason each transition needs', () => {
    expect(messages(statusUpdateRequest, { encryptedId: 'B1', status: 'CANCELLED' })).toEqual({
      statusReason: 'Validation Failed: Please add reason for cancellation',
    });
    expect(messages(statusUpdateRequest, { encryptedId: 'B1', status: 'ARCHIVED', existingStatus: 'PENDING' })).toEqual({
      statusReason: 'Validation Failed: Please add reason for Deletion',
    });
    expect(messages(statusUpdateRequest, { encryptedId: 'B1', status: 'MISSED' })).toEqual({ statusReason: 'Please provide comments for status' });
    expect(messages(statusUpdateRequest, { encryptedId: 'B1', status: 'PENDING', existingStatus: 'PENDING' })).toEqual({
      encryptedNewProjectId: 'Validation Failed: Please select new Project',
      statusReason: 'Validation Failed: Please add reason for Project Change',
    });
    expect(statusUpdateRequest.safeParse({ encryptedId: 'B1', status: 'COMPLETE' }).success).toBe(true);
  });
});

describe('meeting', () => {
  const meeting = {
    encryptedProjectId: 'P1',
    startDateDisplay: '2030-05-01',
    startTimeDisplay: '09:30',
    encryptedTimezoneId: 'TZ',
    deliveryMethod: 'REMOTE',
    instructions: 'Bring ID',
  };

  it("needs an address for ONSITE and spots for assessments (max below min is the service's, in the organisation's words)", () => {
    expect(meetingSave.safeParse(meeting).success).toBe(true);
    expect(messages(meetingSave, { ...meeting, deliveryMethod: 'ONSITE' })).toEqual({ addressDTO: 'Address Values either not entered or incorrect' });
    expect(messages(meetingSave, { ...meeting, stepType: 'ASSESSMENT', candidateMin: 3 })).toEqual({ candidateMax: 'This is a required field' });
    expect(meetingSave.safeParse({ ...meeting, stepType: 'ASSESSMENT', candidateMin: 3, candidateMax: 2 }).success).toBe(true);
    expect(
      messages(meetingSave, { ...meeting, deliveryMethod: 'ONSITE', addressDTO: { addLine1: '1 St', city: 'Sydney', state: 'NSW', postCode: '99' } }),
    ).toEqual({ 'addressDTO.postCode': 'Min. Value Allowed: 100' });
  });

  it('checks internal tasks as doc 2 §5 says', () => {
    const task = { name: 'Screening', adminSelected: true, assessorSelected: true, completedHours: 1.25, completedTasks: 3 };
    expect(taskListErrors([meetingTaskOf(task)])).toEqual([]);
    expect(taskListErrors([meetingTaskOf({ ...task, assessorSelected: false })])).toEqual(['No Tasks Selected']);
    expect(taskListErrors([meetingTaskOf({ ...task, completedHours: 25 })])).toEqual(['Completed Hours Invalid for Screening']);
    expect(taskListErrors([meetingTaskOf({ ...task, completedHours: 1.234 })])).toEqual(['Completed Hours Invalid for Screening']);
    expect(taskListErrors([meetingTaskOf({ ...task, completedTasks: 2.5 })])).toEqual(['Completed Tasks Invalid for Screening']);
    expect(taskListErrors([meetingTaskOf({ ...task, completedHours: 0, completedTasks: 0 })])).toEqual(['Comments required for Screening']);
    expect(taskListErrors([])).toEqual(['No Task Items found']);
    expect(saveInternalData.safeParse({ encryptedId: 'M1', actualHours: 1.25, statusInternal: 'COMPLETED', taskJson: [task] }).success).toBe(true);
  });

  it('refuses a bulk edit with no records or no selection', () => {
    expect(messages(bulkEditRequest, { encryptedIds: [], stepType: 'INTERVIEW', editSurge: true, surge: true })).toEqual({
      encryptedIds: 'You have not selected any records',
    });
    expect(messages(bulkEditRequest, { encryptedIds: ['M1'], stepType: 'INTERVIEW' })).toEqual({
      '(root)': 'You have not made any selection for bulk update',
    });
    expect(messages(bulkEditRequest, { encryptedIds: ['M1'], stepType: 'INTERVIEW', editActive: true })).toEqual({
      active: 'This is a required field',
    });
  });
});

describe('upload', () => {
  const file = (fileName: string, size: number) => ({ fileName, content: new Uint8Array(size) });
  it('accepts csv and xlsx between 30 bytes and 4MB', () => {
    expect(newBookingUpload.safeParse({ file: file('m.csv', 100), encryptedProjectId: 'P1' }).success).toBe(true);
    expect(messages(newBookingUpload, { file: file('m.txt', 100), encryptedProjectId: 'P1' })).toEqual({
      'file.fileName': 'Uploaded file type is not allowed',
    });
    expect(messages(newBookingUpload, { file: file('m.csv', 29), encryptedProjectId: 'P1' })).toEqual({
      'file.content': 'Uploaded file size is less than expected',
    });
    expect(messages(newBookingUpload, { file: file('m.xlsx', 4 * 1024 * 1024 + 1), encryptedProjectId: 'P1' })).toEqual({
      'file.content': 'Uploaded file size is more than allowed limit',
    });
  });
  it('asks a meeting file ticket for csv or xlsx between 30 bytes and 4MB, and the upload for a project', () => {
    expect(meetingUploadTicketRequest.safeParse({ fileName: 'm.xlsx', fileSize: 100 }).success).toBe(true);
    expect(messages(meetingUploadTicketRequest, { fileName: 'm.txt', fileSize: 100 })).toEqual({ fileName: 'Uploaded file type is not allowed' });
    expect(messages(meetingUploadTicketRequest, { fileName: 'm.csv', fileSize: 29 })).toEqual({
      fileSize: 'Uploaded file size is less than expected',
    });
    expect(messages(meetingUploadTicketRequest, { fileName: 'm.csv', fileSize: 4 * 1024 * 1024 + 1 })).toEqual({
      fileSize: 'Uploaded file size is more than allowed limit',
    });
    expect(messages(newMeetingUpload, { objectKey: 'k', encryptedProjectId: '' })).toEqual({ encryptedProjectId: 'Please select a Project' });
  });
});

function meetingTaskOf(t: { name: string; adminSelected: boolean; assessorSelected: boolean; completedHours: number; completedTasks: number }) {
  return { ...t, adminComments: undefined, assessorComments: undefined };
}
