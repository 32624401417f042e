import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { loginAnswer, profile, renderApp } from '../../../test/render-app.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const today = formatApiDate(new Date(), 'Australia/Sydney');
const later = (days: number) => {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

const PROJECT = {
  encryptedId: 'PROJ1',
  encryptedOrganisationId: 'ORG1',
  name: 'Graduate Assessment Centre',
  stepType: 'ASSESSMENT' as const,
  active: true,
  startDateDisplay: later(-1),
  endDateDisplay: later(60),
  encryptedTimezoneId: 'Australia/Sydney',
  freezePeriodOnsite: 24,
  freezePeriodRemote: 12,
  freezePeriodEdit: 6,
  freezePeriodCompletion: 48,
  duration: 3,
  instructions: 'Bring photo identification',
};
const MEETING = {
  encryptedId: 'MEET1',
  encryptedProjectId: 'PROJ1',
  encryptedOrganisationId: 'ORG1',
  projectName: 'Graduate Assessment Centre',
  stepType: 'ASSESSMENT' as const,
  active: true,
  show: false,
  surge: false,
  archived: false,
  startDateDisplay: later(5),
  startTimeDisplay: '09:00',
  duration: 3,
  encryptedTimezoneId: 'Australia/Sydney',
  deliveryMethod: 'ONSITE',
  addressDTO: { addLine1: '1 George Street', city: 'Sydney', state: 'NSW', postCode: 2000, countryCode: 'AU' },
  encryptedAssessorId: 'INV1',
  assessorName: 'Ingrid Invigilator',
  candidateMin: 2,
  candidateMax: 6,
  candidatesConfirmed: 0,
  encryptedResourceIds: ['R1'],
  resourceNames: 'Assessment Room 1',
  instructions: 'Bring photo identification',
  freezePeriodCancel: 24,
  freezePeriodEdit: 6,
  freezePeriodCompletion: 48,
  showAuditField: true,
};
const labels = [
  { code: 'MEETING', display: 'Session' },
  { code: 'CANDIDATES', display: 'Applicants' },
  { code: 'INVIGILATOR', display: 'Supervisor' },
];
const admin = profile(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE']);
const common = {
  'GET /api/project/get/PROJ1': () => ({ body: PROJECT }),
  'GET /api/organisation/getTimezoneList/ORG1': () => ({ body: [{ encryptedId: 'Australia/Sydney', name: 'Sydney', timezoneCode: 'Syd' }] }),
  'POST /api/auditLog/getByRefId/Meeting/MEET1': () => ({
    body: { dataset: [{ logOn: '2027-01-01T00:00:00Z', logBy: 'Olivia Admin', logMsg: 'Meeting created.' }], size: 1 },
  }),
  'POST /api/auditLog/getByRefId/Meeting/MEET3': () => ({ body: { dataset: [], size: 0 } }),
  'POST /api/user-booking/getUserBookingList/MEETING/MEET1': () => ({ body: { dataset: [], size: 0 } }),
};
const labelled = loginAnswer({ configLabels: labels });
const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const change = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });
/** Clicks a checkbox's label and waits until its root shows it ticked (Chakra updates it after the event). */
async function tick(name: RegExp, inside: HTMLElement = document.body) {
  const root = () => within(inside).getByText(name).closest('[data-scope="checkbox"][data-part="root"]');
  fireEvent.click(within(inside).getByText(name));
  await waitFor(() => expect(root()?.getAttribute('data-state')).toBe('checked'));
}

describe('meeting page (doc 2 §2, §4, §5)', () => {
  it('VIEW for an admin: chips, the actions, the times in the meeting zone, project breadcrumbs and the subsets', async () => {
    localStorage.setItem('meeting-return-url', '/project/PROJ1');
    fakeApi({ ...common, 'GET /api/meeting/get/MEET1': () => ({ body: MEETING }) });
    renderApp('/meeting/PROJ1/MEET1', admin, labelled);
    expect(await screen.findByRole('heading', { name: 'Session Details' })).toBeTruthy();
    expect(screen.getByText('Active', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('not-visible')).toBeTruthy();
    for (const name of ['Edit', 'Download Calendar', 'Delete', 'Duplicate', 'Field Audit Log'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('Project - Graduate Assessment Centre')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Graduate Assessment Centre' }).getAttribute('href')).toBe('/project/PROJ1');
    expect(await screen.findByText(/12:00 PM Syd$/)).toBeTruthy();
    expect(screen.getByText('Assessment Room 1')).toBeTruthy();
    expect(screen.getByText('Ingrid Invigilator')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Bookings List' })).toBeTruthy();
    expect((screen.getByLabelText('CONFIRMED') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Audit Log' }));
    expect(await screen.findByText('Meeting created.')).toBeTruthy();
  });

  it("VIEW shows the meeting's own length (its start to its end), not the project's duration", async () => {
    fakeApi({ ...common, 'GET /api/meeting/get/MEET1': () => ({ body: { ...MEETING, duration: 2, endTimeDisplay: '11:00' } }) });
    renderApp('/meeting/PROJ1/MEET1', admin, labelled);
    expect(await screen.findByRole('heading', { name: 'Session Details' })).toBeTruthy();
    expect(screen.getByText('2 hours', { selector: '[data-field="duration"]' })).toBeTruthy();
    expect(screen.queryByText(/set by the project/)).toBeNull();
    expect(await screen.findByText(/11:00 AM Syd$/)).toBeTruthy();
  });

  it("shows the audit log and the field audit in the meeting's zone with its short code, fields by their names", async () => {
    fakeApi({
      ...common,
      'GET /api/meeting/get/MEET1': () => ({ body: { ...MEETING, encryptedTimezoneId: 'Australia/Perth', timezoneCode: 'Per' } }),
      'GET /api/auditLog/getFieldAuditByRefId/Meeting/MEET1/ALL': () => ({
        body: [
          { modifiedOn: '2027-01-01T00:00:00Z', columnName: 'assessorId', columnValue: 'Ingrid Invigilator', modifiedBy: 'Olivia Admin' },
          { modifiedOn: '2027-01-01T00:00:00Z', columnName: 'freezePeriodEdit', columnValue: '6', modifiedBy: 'Olivia Admin' },
        ],
      }),
    });
    renderApp('/meeting/PROJ1/MEET1', admin, labelled);
    expect(await screen.findByRole('heading', { name: 'Session Details' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Audit Log' }));
    expect(await screen.findByText('Friday, 01 January 2027 08:00 AM Per')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Field Audit Log' }));
    const dialog = await findDialog('Field Audit Log');
    expect(await within(dialog).findByText('Freeze Period Edit')).toBeTruthy();
    expect(within(dialog).getByText('Assessor')).toBeTruthy();
    expect(within(dialog).queryByText('assessorId')).toBeNull();
    expect(within(dialog).getAllByText('Friday, 01 January 2027 08:00 AM Per')).toHaveLength(2);
  });

  it('NEW onsite assessment: the project defaults, the available list after the slot, unavailable rooms dropped, and the save', async () => {
    localStorage.clear();
    const { calls } = fakeApi({
      ...common,
      'POST /api/assessor/getAssessorInvigilatorAdminList': () => ({
        body: { size: 1, dataset: [{ encryptedId: 'INV1', fullName: 'Ingrid Invigilator', timezoneCode: 'Syd' }] },
      }),
      'POST /api/resource/getAvailableResources/PROJ1/create': () => ({
        body: [
          { encryptedId: 'R1', name: 'Assessment Room 1', available: true },
          { encryptedId: 'R2', name: 'Assessment Room 2', available: false },
        ],
      }),
      'POST /api/meeting/save': () => ({ body: { status: 'SUCCESS', message: 'MEET9' } }),
      'GET /api/meeting/get/MEET9': () => ({ body: { ...MEETING, encryptedId: 'MEET9' } }),
    });
    const { router } = renderApp('/meeting/PROJ1/CREATE', admin, labelled);
    expect(await screen.findByRole('heading', { name: 'Create Session' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Projects' })).toBeTruthy();
    await waitFor(() => expect(input(/Instructions/).value).toBe('Bring photo identification'));
    expect(input(/Freeze Period Cancellation/).value).toBe('24');
    expect(screen.getByText('3 hours (set by the project)')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Enter Start Date, Time & Duration to Populate Available List' })).toBeTruthy();
    expect(calls.some((c) => c.path.includes('getAssessorInvigilatorAdminList'))).toBe(false);

    change(/Start Date/, later(7));
    change(/Start Time/, '09:00');
    expect(await screen.findByRole('option', { name: 'Ingrid Invigilator · Syd' })).toBeTruthy();
    expect(await screen.findByText('Assessment Room 1')).toBeTruthy();
    expect(screen.queryByText('Assessment Room 2')).toBeNull();
    expect(screen.getByText(/12:00 PM Syd$/)).toBeTruthy();
    const request = calls.find((c) => c.path.includes('getAssessorInvigilatorAdminList'))!.body;
    expect(request).toMatchObject({
      startDateDisplay: later(7),
      startTimeDisplay: '09:00',
      duration: 3,
      stepType: 'ASSESSMENT',
      listType: 'INVIGILATOR',
    });

    fireEvent.change(screen.getByLabelText(/Supervisor/), { target: { value: 'INV1' } });
    await tick(/Assessment Room 1/);
    change(/Address Line 1/, '1 George Street');
    change(/City/, 'Sydney');
    fireEvent.change(screen.getByLabelText(/State/), { target: { value: 'NSW' } });
    change(/Post Code/, '2000');
    change(/Minimum .* Spots/, '5');
    change(/Maximum .* Spots/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The maximum Candidate spots may not be lower than minimum spots.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(calls.some((c) => c.path === '/api/meeting/save')).toBe(false);

    change(/Maximum .* Spots/, '6');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Session information saved.')).toBeTruthy();
    const saved = calls.find((c) => c.path === '/api/meeting/save')!.body;
    expect(saved).toMatchObject({
      formAction: 'create',
      encryptedProjectId: 'PROJ1',
      stepType: 'ASSESSMENT',
      deliveryMethod: 'ONSITE',
      encryptedAssessorId: 'INV1',
      encryptedResourceIds: ['R1'],
      candidateMin: 5,
      candidateMax: 6,
      freezePeriodCancel: 24,
      addressDTO: { addLine1: '1 George Street', city: 'Sydney', state: 'NSW', postCode: 2000 },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/PROJ1/MEET9'));
  });

  it('Edit and Delete ask the server first: bookings present refuse the delete with the organisation words', async () => {
    localStorage.clear();
    const { calls } = fakeApi({
      ...common,
      'GET /api/meeting/get/MEET1': () => ({ body: MEETING }),
      'GET /api/meeting/isEditAllowed/MEET1/DELETE/N': () => ({ body: { status: 'ERROR', message: 'ACTIVE_BOOKINGS' } }),
      'GET /api/meeting/isEditAllowed/MEET1/EDIT/N': () => ({ body: { status: 'ERROR', message: 'Unable To EDIT or DELETE' } }),
    });
    renderApp('/meeting/PROJ1/MEET1', admin, labelled);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There are Applicants Booked into this Session')).toBeTruthy();
    expect(screen.getByText('Unable To EDIT or DELETE')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText('NOT ALLOWED')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { name: 'Session Details' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/meeting/archive')).toBe(false);
  });

  it('Delete asks a reason, confirms and archives; the page then shows Archived without actions', async () => {
    localStorage.clear();
    let archived = false;
    const { calls } = fakeApi({
      ...common,
      'GET /api/meeting/get/MEET1': () => ({ body: { ...MEETING, archived } }),
      'GET /api/meeting/isEditAllowed/MEET1/DELETE/N': () => ({ body: { status: 'SUCCESS', message: '0' } }),
      'POST /api/meeting/archive': () => {
        archived = true;
        return { body: { status: 'SUCCESS', message: 'Deleted' } };
      },
    });
    renderApp('/meeting/PROJ1/MEET1', admin, labelled);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByRole('dialog');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await within(prompt).findByText('You must enter a value')).toBeTruthy();
    fireEvent.change(within(prompt).getByLabelText(/Reason for Deletion/), { target: { value: 'Room closed for works' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(/This action cannot be undone/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Session Record Deleted Successfully')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/meeting/archive')?.body).toEqual({ encryptedId: 'MEET1', comments: 'Room closed for works' });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Archived')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('Duplicate asks the new start (both required), shows the end and saves a duplicate of this meeting', async () => {
    localStorage.clear();
    const { calls } = fakeApi({
      ...common,
      'GET /api/meeting/get/MEET1': () => ({ body: MEETING }),
      'GET /api/meeting/get/MEET2': () => ({ body: { ...MEETING, encryptedId: 'MEET2' } }),
      'POST /api/meeting/save': () => ({ body: { status: 'SUCCESS', message: 'MEET2' } }),
    });
    const { router } = renderApp('/meeting/PROJ1/MEET1', admin, labelled);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findAllByText('This is a required field')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText(/New Start Date/), { target: { value: later(8) } });
    fireEvent.change(within(dialog).getByLabelText(/New Start Time/), { target: { value: '13:30' } });
    expect(within(dialog).getByText(/04:30 PM Syd$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    const saved = await screen.findByRole('alertdialog');
    expect(within(saved).getByText('Session information saved.')).toBeTruthy();
    fireEvent.click(within(saved).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/PROJ1/MEET2'));
    expect(calls.find((c) => c.path === '/api/meeting/save')?.body).toMatchObject({
      encryptedId: 'MEET1',
      formAction: 'duplicate',
      startDateDisplay: later(8),
      startTimeDisplay: '13:30',
      encryptedAssessorId: 'INV1',
    });
  });
});

describe('assessor meeting page (doc 2 §2, §5 internal completion, §6)', () => {
  const INTERNAL = {
    ...MEETING,
    encryptedId: 'MEET3',
    stepType: 'INTERNAL' as const,
    startDateDisplay: later(-2),
    deliveryMethod: 'REMOTE',
    addressDTO: undefined,
    completionAllowedInternal: true,
    accessByAssessorAdmin: false,
    taskJson: [
      { name: 'Screening', adminSelected: true, assessorSelected: false, completedHours: 0, completedTasks: 0 },
      { name: 'EAP', adminSelected: false, assessorSelected: false, completedHours: 0, completedTasks: 0 },
    ],
  };
  const assessor = profile(['ROLE_ASSESSOR'], { encryptedTimezoneId: 'Pacific/Auckland' });

  it('a past internal meeting: Close and Complete, no Edit; the dialog holds every rule and sends the completion', async () => {
    localStorage.setItem('meeting-return-url', '/manage/meeting-list');
    const { calls } = fakeApi({
      ...common,
      'GET /api/meeting/get/MEET3': () => ({ body: INTERNAL }),
      'GET /api/meeting/isEditAllowed/MEET3/EDIT/Y': () => ({ body: { status: 'SUCCESS', message: '0' } }),
      'POST /api/meeting/saveInternalData': () => ({ body: { status: 'SUCCESS', message: 'MEET3' } }),
    });
    renderApp('/assessor/meeting/MEET3', assessor);
    expect(await screen.findByRole('heading', { name: 'Meeting Details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Meetings' })).toBeTruthy();
    expect(screen.getByText('Time Zone Mismatch')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Bookings List' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('No Tasks Selected')).toBeTruthy();
    await tick(/^Screening \(allocated\)$/, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Comments required for Screening')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Screening Completed Hours'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Completed Hours Invalid for Screening')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Screening Completed Hours'), { target: { value: '1.5' } });
    fireEvent.change(within(dialog).getByLabelText('Screening Completed Tasks'), { target: { value: '4' } });
    expect(within(dialog).getByText('Total Actual Hours: 1.5')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Tasks Completed')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/meeting/saveInternalData')?.body).toMatchObject({
      encryptedId: 'MEET3',
      statusInternal: 'COMPLETED',
      actualHours: 1.5,
      taskJson: [
        { name: 'Screening', assessorSelected: true, completedHours: 1.5, completedTasks: 4 },
        { name: 'EAP', assessorSelected: false },
      ],
    });
  });

  it('a future meeting of their own: Close, Edit and Delete; no Complete', async () => {
    localStorage.clear();
    fakeApi({ ...common, 'GET /api/meeting/get/MEET3': () => ({ body: { ...INTERNAL, startDateDisplay: later(3) } }) });
    renderApp('/assessor/meeting/MEET3', assessor);
    for (const name of ['Close', 'Edit', 'Delete']) expect(await screen.findByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
  });

  it('an assessor without a project to create in: Not Allowed', async () => {
    fakeApi({ ...common, 'GET /api/project/getAssessorProjectList': () => ({ body: [] }) });
    renderApp('/assessor/meeting/create', assessor);
    expect(await screen.findByText('Failed to add Meeting. Please contact support')).toBeTruthy();
  });
});
