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
  encryptedId: 'P1',
  encryptedOrganisationId: 'ORG1',
  organisationName: 'Acme Assessments',
  encryptedDepartmentId: 'D1',
  departmentName: 'Recruitment',
  name: 'Graduate assessment 2027',
  summary: 'Two hour written assessment',
  instructions: 'Bring photo identification',
  completionChecklist: 'ID checked;Paper collected',
  stepType: 'ASSESSMENT' as const,
  stepTypeDisplay: 'Assessment',
  active: true,
  archived: false,
  statusDisplay: 'Active' as const,
  readyToPurge: false,
  startDateDisplay: later(1),
  startTimeDisplay: '09:00',
  endDateDisplay: later(30),
  endTimeDisplay: '17:00',
  encryptedTimezoneId: 'Australia/Sydney',
  freezePeriodOnsite: 24,
  freezePeriodRemote: 12,
  freezePeriodEdit: 2,
  freezePeriodCompletion: 48,
  meetingPeriodVisible: 14,
  meetingPeriodGap: 1,
  duration: 2,
};
const orgAdmin = profile(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE']);
const grid = profile(['ROLE_GRID_ADMIN', 'ROLE_ADMIN_TYPE']);
const organisationCalls = {
  'POST /api/organisation/getAllActive': () => ({ body: { dataset: [{ encryptedId: 'ORG1', name: 'Acme Assessments' }], size: 1 } }),
  'GET /api/department/getSelectList/ORG1': () => ({ body: [{ encryptedId: 'D1', name: 'Recruitment' }] }),
  'GET /api/organisation/getTimezoneList/ORG1': () => ({ body: [{ encryptedId: 'Australia/Sydney', name: 'Sydney', timezoneCode: 'Syd' }] }),
  'GET /api/organisation/get/ORG1': () => ({ body: { encryptedId: 'ORG1', name: 'Acme Assessments' } }),
};
const noMeetings = () => ({ body: { dataset: [], size: 0 } });
const viewCalls = (project: object = PROJECT) => ({
  ...organisationCalls,
  'GET /api/project/get/P1': () => ({ body: project }),
  'POST /api/meeting/getMeetingListByProject/P1/active': noMeetings,
  'POST /api/meeting/getMeetingListByProject/P1/inactive': noMeetings,
  'POST /api/meeting/getMeetingListByProject/P1/past': noMeetings,
});
const input = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const change = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });

describe('project page', () => {
  it('VIEW of an active project: chip, every smart action, the subset tabs', async () => {
    sessionStorage.clear();
    fakeApi({
      ...viewCalls(),
      'POST /api/meeting/getMeetingListByProject/P1/active': () => ({
        body: {
          dataset: [{ encryptedId: 'M1', dateTimeCombined: 'Monday, 01 March 2027 09:00 AM Syd', assessorName: 'Arjun Assessor', seats: '0/6' }],
          size: 1,
        },
      }),
    });
    renderApp('/project/P1', orgAdmin);
    expect(await screen.findByRole('heading', { name: 'Project Details' })).toBeTruthy();
    expect(screen.getByText('Active', { selector: 'span' })).toBeTruthy();
    for (const name of [/Create meeting/, /^Edit$/, /^Duplicate$/, /^Download ICS$/, /^Delete$/])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    for (const tab of ['Active Meetings', 'Bookings List', 'Project Alerts', 'Messages', 'Inactive Meetings', 'Past Meetings', 'Audit Log'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(await screen.findByText('Arjun Assessor')).toBeTruthy();
    expect(screen.getByText('Monday, 01 March 2027 09:00 AM Syd')).toBeTruthy();
  });

  it('VIEW of an inactive internal project: Edit and Duplicate only, and no Bookings List', async () => {
    sessionStorage.clear();
    fakeApi(viewCalls({ ...PROJECT, active: false, statusDisplay: 'Inactive', stepType: 'INTERNAL', stepTypeDisplay: 'Internal' }));
    renderApp('/project/P1', orgAdmin);
    expect(await screen.findByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create meeting/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Bookings List' })).toBeNull();
  });

  it('Delete asks first (irreversible), archives and shows DELETED', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi({
      ...viewCalls(),
      'POST /api/project/archive/P1': () => ({ body: { status: 'DELETED', message: 'Project Record was successfully deleted.' } }),
    });
    renderApp('/project/P1', orgAdmin);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/This action is irreversible/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('Project Record was successfully deleted.')).toBeTruthy();
    expect(screen.getByText('DELETED')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/project/archive/P1')).toHaveLength(1);
  });

  it('Project Alerts tab lists the alerts by route id and offers Add Default Alerts to the grid admin only', async () => {
    sessionStorage.clear();
    fakeApi({
      ...viewCalls(),
      'POST /api/project-alert/getListByProject/P1': () => ({
        body: { dataset: [{ encryptedId: 'AL1', codeDescription: 'Booking confirmed', nameNTEmail: 'Confirmation' }], size: 1 },
      }),
    });
    renderApp('/project/P1', grid);
    fireEvent.click(await screen.findByRole('tab', { name: 'Project Alerts' }));
    expect(await screen.findByText('Booking confirmed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Missing Alerts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Alert' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Default Alerts' })).toBeTruthy();
  });

  it('NEW: single options preselected, a type change to internal drops its fields, and save sends the project', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi({
      ...organisationCalls,
      'POST /api/project/save': () => ({ body: { status: 'SUCCESS', message: 'P9' } }),
      'GET /api/project/get/P9': () => ({ body: { ...PROJECT, encryptedId: 'P9', stepType: 'INTERNAL' } }),
    });
    const { router } = renderApp('/project/create', orgAdmin);
    expect(await screen.findByRole('heading', { name: 'Create Project' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Department/ }) as HTMLSelectElement).value).toBe('D1'));
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Default Timezone/ }) as HTMLSelectElement).value).toBe('Australia/Sydney'));
    expect(screen.getByLabelText(/^Summary/)).toBeTruthy();

    fireEvent.click(screen.getByText('Internal'));
    await waitFor(() => expect(screen.queryByLabelText(/^Summary/)).toBeNull());
    change(/Project Name/, 'Internal planning sessions');
    change(/Start Date/, later(2));
    change(/Start Time/, '09:00');
    change(/End Date/, later(9));
    change(/End Time/, '17:00');
    change(/Freeze Period Onsite/, '1');
    change(/Freeze Period Remote/, '1');
    change(/Freeze Period Edit/, '1');
    change(/Freeze Period Completion/, '4');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project Saved')).toBeTruthy();
    expect(screen.getByText('Project information saved.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/project/save')?.body).toMatchObject({
      formAction: 'create',
      encryptedOrganisationId: 'ORG1',
      encryptedDepartmentId: 'D1',
      name: 'Internal planning sessions',
      stepType: 'INTERNAL',
      active: true,
      startDateDisplay: later(2),
      encryptedTimezoneId: 'Australia/Sydney',
      freezePeriodCompletion: 4,
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/P9'));
  });

  it('NEW refuses a start date before today and a short name, without sending', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi(organisationCalls);
    renderApp('/project/create', orgAdmin);
    await screen.findByRole('heading', { name: 'Create Project' });
    change(/Project Name/, 'Too short');
    change(/Start Date/, later(-1));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation Failed')).toBeTruthy();
    expect(screen.getByText('Value length entered is less than min. required length of 10')).toBeTruthy();
    expect(screen.getByText('Date cannot be before today')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/project/save')).toBe(false);
  });

  it('Duplicate after a confirmation: the name cleared, the organisation kept, saved as a new project', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi({
      ...viewCalls(),
      'POST /api/project/save': () => ({ body: { status: 'SUCCESS', message: 'P2' } }),
      'GET /api/project/get/P2': () => ({ body: { ...PROJECT, encryptedId: 'P2', name: 'Graduate assessment 2028' } }),
    });
    const { router } = renderApp('/project/P1', orgAdmin);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate', hidden: false, description: undefined }));
    await waitFor(() => expect(router.state.location.search).toBe('?duplicate'));
    expect(await screen.findByRole('heading', { name: 'Duplicate Project' })).toBeTruthy();
    await waitFor(() => expect(input(/Project Name/).value).toBe(''));
    expect((screen.getByRole('combobox', { name: /Organisation/ }) as HTMLSelectElement).value).toBe('ORG1');
    change(/Project Name/, 'Graduate assessment 2028');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project Saved')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/project/save')?.body).toMatchObject({
      encryptedId: 'P1',
      formAction: 'duplicate',
      name: 'Graduate assessment 2028',
      summary: 'Two hour written assessment',
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/P2'));
  });

  it('a ready-to-purge project shows the purge-extend control and extends to a later date', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi({
      ...viewCalls({ ...PROJECT, active: false, archived: true, statusDisplay: 'Archived', readyToPurge: true, purgeDate: later(3) }),
      [`POST /api/project/extendPurgeDate/P1/${later(1)}`]: () => ({ body: { status: 'SUCCESS', message: 'Purging Date Extended' } }),
    });
    renderApp('/project/P1', orgAdmin);
    expect(await screen.findByText(/ready to purge/)).toBeTruthy();
    expect(screen.getByText('Purge Project Details')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Extend Purge Date' }));
    expect(await screen.findByText('Purging Date Extended')).toBeTruthy();
    expect(calls.some((c) => c.path === `/api/project/extendPurgeDate/P1/${later(1)}`)).toBe(true);
  });

  it('Download ICS saves the project’s calendar file, and warns when it has no active meetings', async () => {
    sessionStorage.clear();
    let count = 2;
    const { calls } = fakeApi({
      ...viewCalls(),
      'GET /api/calendar/project/download/P1': () => ({
        body: count ? { count, file: btoa('BEGIN:VCALENDAR'), fileName: 'Graduate assessment 2027.ics' } : { count: 0 },
      }),
    });
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/project/P1', orgAdmin);
    fireEvent.click(await screen.findByRole('button', { name: 'Download ICS' }));
    await waitFor(() => expect(saved).toEqual(['Graduate assessment 2027.ics']));
    count = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Download ICS' }));
    expect(await screen.findByText('Calendar file download aborted due to no active meetings')).toBeTruthy();
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/calendar/project/download/P1')).toHaveLength(2);
    click.mockRestore();
  });

  it('warns when the project has no confirmation alert, in the organisation’s words; Add Default Alerts reads the project again', async () => {
    sessionStorage.clear();
    let missing = true;
    fakeApi({
      ...viewCalls(),
      'GET /api/project/get/P1': () => ({ body: { ...PROJECT, confirmationAlertMissing: missing } }),
      'POST /api/project-alert/getListByProject/P1': () => ({ body: { dataset: [], size: 0 } }),
      'POST /api/project-alert/addDefaultAlerts/P1': () => {
        missing = false;
        return { body: { status: 'SUCCESS', message: 'Default Alerts added: Booking Confirmed\nNo Templates found for: Booking Missed' } };
      },
    });
    renderApp('/project/P1', grid, loginAnswer({ configLabels: [{ code: 'CANDIDATES', display: 'Applicants' }] }));
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('No Booking Confirmed Alert')).toBeTruthy();
    expect(within(warning).getByText(/^Applicants who book into this project get no confirmation email or SMS/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Project Alerts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Default Alerts' }));
    const result = await screen.findByRole('alertdialog');
    expect(within(result).getByText(/Default Alerts added: Booking Confirmed/)).toBeTruthy();
    expect(within(result).getByText(/No Templates found for: Booking Missed/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('No Booking Confirmed Alert')).toBeNull());
  });

  it('no warning for a project with its confirmation alert', async () => {
    sessionStorage.clear();
    fakeApi(viewCalls({ ...PROJECT, confirmationAlertMissing: false }));
    renderApp('/project/P1', orgAdmin);
    await screen.findByRole('heading', { name: 'Project Details' });
    expect(screen.queryByText('No Booking Confirmed Alert')).toBeNull();
  });

  it('Upload meeting on an active project’s meeting tabs opens the Upload Meeting dialog for this project', async () => {
    sessionStorage.clear();
    fakeApi(viewCalls());
    renderApp(
      '/project/P1',
      orgAdmin,
      loginAnswer({
        configLabels: [
          { code: 'MEETING', display: 'Session' },
          { code: 'MEETINGS', display: 'Sessions' },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Upload session' }));
    const dialog = await findDialog('Upload Sessions');
    expect(within(dialog).getByTestId('meeting-upload-columns').textContent).toContain('Min Spots');
    expect(within(dialog).queryByRole('combobox', { name: 'Project' })).toBeNull();
  });

  it('an inactive project offers neither Upload meeting nor Add candidate', async () => {
    sessionStorage.clear();
    fakeApi({
      ...viewCalls({ ...PROJECT, active: false, statusDisplay: 'Inactive' }),
      'POST /api/user-booking/getUserBookingList/PROJECT/P1': () => ({ body: { dataset: [], size: 0 } }),
    });
    renderApp('/project/P1', orgAdmin);
    await screen.findByText('Inactive');
    expect(screen.queryByRole('button', { name: /^Upload meeting/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Bookings List' }));
    await screen.findByRole('group', { name: 'Status' });
    expect(screen.queryByRole('button', { name: /Add Candidate/ })).toBeNull();
  });

  it('Bookings List: Add candidate, Manually, invites one candidate into this project', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi({
      ...viewCalls(),
      'POST /api/user-booking/getUserBookingList/PROJECT/P1': () => ({ body: { dataset: [], size: 0 } }),
      'GET /api/upload/getCandidateInviteSettings/ORG1': () => ({
        body: { organisationName: 'Acme Assessments', uploadType: 'CSV', countryCode: 'AU', showLinkExpiry: false },
      }),
      'POST /api/user-booking/new-candidate': () => ({ body: { status: 'SUCCESS', message: 'Candidate invited and the invitation email sent.' } }),
    });
    renderApp('/project/P1', orgAdmin, loginAnswer({ configLabels: [{ code: 'CANDIDATE', display: 'Applicant' }] }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Bookings List' }));
    fireEvent.click(await screen.findByRole('button', { name: /Add Applicant/ }));
    const item = await screen.findByRole('menuitem', { name: 'Manually' });
    await waitFor(() => expect(screen.getByRole('menu').getAttribute('data-state')).toBe('open'));
    fireEvent.pointerDown(item, { pointerType: 'mouse' });
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.click(item);
    const dialog = await findDialog('Add applicant manually');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Validation Failed')).toBeTruthy();
    expect(within(dialog).getAllByText('This is a required field')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const field = (name: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(name), { target: { value } });
    field(/First Name/, 'Cleo');
    field(/Last Name/, 'Stone');
    field(/Email/, 'cleo@example.org');
    field(/Unique Id/, 'U-7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/^Applicant successfully added to this Project/)).toBeTruthy();
    expect(screen.getByText('Applicant Added')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user-booking/new-candidate')?.body).toMatchObject({
      encryptedOrganisationId: 'ORG1',
      encryptedProjectId: 'P1',
      firstName: 'Cleo',
      lastName: 'Stone',
      email: 'cleo@example.org',
      uniqueId: 'U-7',
    });
  });

  it('removing the confirmation alert on its page shows the warning on the project page it returns to', async () => {
    sessionStorage.clear();
    let missing = false;
    fakeApi({
      ...viewCalls(),
      'GET /api/project/get/P1': () => ({ body: { ...PROJECT, confirmationAlertMissing: missing } }),
      'POST /api/project-alert/getListByProject/P1': () => ({
        body: { dataset: missing ? [] : [{ encryptedId: 'AL1', codeDescription: 'Booking Confirmed', nameNTEmail: 'Confirmation' }], size: 1 },
      }),
      'GET /api/project-alert/get/AL1': () => ({
        body: {
          encryptedId: 'AL1',
          encryptedProjectId: 'P1',
          projectName: PROJECT.name,
          code: 'BOOKING_CONFIRMED',
          codeDescription: 'Booking Confirmed',
          status: 'Active',
        },
      }),
      'POST /api/auditLog/getByRefId/ProjectAlert/AL1': () => ({ body: { dataset: [], size: 0 } }),
      'POST /api/project-alert/remove/AL1': () => {
        missing = true;
        return { body: { status: 'REMOVED', message: 'Project Alert is successfully removed' } };
      },
    });
    const { router } = renderApp('/project/P1', orgAdmin);
    fireEvent.click(await screen.findByRole('tab', { name: 'Project Alerts' }));
    fireEvent.click(await screen.findByText('Confirmation'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projectAlert/AL1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await findDialog('REMOVED', 'alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/P1'));
    expect(await screen.findByText('No Booking Confirmed Alert')).toBeTruthy();
  });
});
