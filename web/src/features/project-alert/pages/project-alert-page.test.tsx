import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const grid = profile(['ROLE_GRID_ADMIN']);
const orgAdmin = profile(['ROLE_ORG_ADMIN']);

const PROJECTS = [
  { encryptedId: 'P1', name: 'Graduate assessment', stepType: 'ASSESSMENT', encryptedOrganisationId: 'ORG1' },
  { encryptedId: 'P2', name: 'Panel interview', stepType: 'INTERVIEW', encryptedOrganisationId: 'ORG1' },
];
const MISSING = [
  { code: 'BOOKING_CONFIRMED', description: 'Booking Confirmed', deliveryMethods: ['EMAIL', 'SMS'] },
  { code: 'BOOKING_REMINDER', description: 'Booking Reminder', deliveryMethods: ['EMAIL', 'SMS'] },
];
const TEMPLATES = [
  {
    encryptedId: 'TE',
    name: 'Confirmed email',
    deliveryMethod: 'EMAIL',
    subject: 'Your booking is confirmed',
    body: 'Dear $candidateFirstName, see you.',
  },
  { encryptedId: 'TS', name: 'Confirmed sms', deliveryMethod: 'SMS', body: 'Booked: $meetingStart' },
];
const ALERT = {
  encryptedId: 'A1',
  encryptedProjectId: 'P1',
  encryptedOrganisationId: 'ORG1',
  projectName: 'Graduate assessment',
  stepType: 'ASSESSMENT',
  code: 'BOOKING_CONFIRMED',
  codeDescription: 'Booking Confirmed',
  encryptedNTEmailId: 'TE',
  nameNTEmail: 'Confirmed email',
  subjectEmail: 'Your booking is confirmed',
  bodyEmail: 'Dear $candidateFirstName, see you.',
  emAddress: '$candidateEmail; ops@example.com',
  encryptedNTSMSId: 'TS',
  nameNTSMS: 'Confirmed sms',
  bodyMobile: 'Booked: $meetingStart',
  mobileNo: '$candidateMobile',
  status: 'Active',
};
const createApi = (templates: unknown[] = TEMPLATES) => ({
  'GET /api/project/getSelectList/NA': () => ({ body: PROJECTS }),
  'GET /api/project-alert/getConfigAlertMissing/P1': () => ({ body: MISSING }),
  'GET /api/noti-template/getByOrganisationByCode/ORG1/BOOKING_CONFIRMED': () => ({ body: templates }),
});
const viewApi = {
  'GET /api/project-alert/get/A1': () => ({ body: ALERT }),
  'POST /api/auditLog/getByRefId/ProjectAlert/A1': () => ({ body: { dataset: [], size: 0 } }),
};

const select = async (label: string, value: string) => {
  const field = await screen.findByLabelText(new RegExp(`^${label}`));
  await waitFor(() => expect(within(field).getByRole('option', { name: (_n, el) => (el as HTMLOptionElement).value === value })).toBeTruthy());
  fireEvent.change(field, { target: { value } });
};
const tick = async (name: string) => fireEvent.click(await screen.findByRole('checkbox', { name }));
const clickButton = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));

describe('project alert page', () => {
  it('creates an alert for the project of ?projectId=: hint, previews, address check, then VIEW of the new id', async () => {
    const { calls } = fakeApi({
      ...createApi(),
      'POST /api/project-alert/save': () => ({ body: { status: 'SUCCESS', message: 'A9' } }),
      'GET /api/project-alert/get/A9': () => ({ body: { ...ALERT, encryptedId: 'A9' } }),
      'POST /api/auditLog/getByRefId/ProjectAlert/A9': () => ({ body: { dataset: [], size: 0 } }),
    });
    const { router } = renderApp('/projectAlert/create?projectId=P1', grid);
    expect(await screen.findByRole('heading', { name: 'Create Project Alert' })).toBeTruthy();
    expect(screen.getByText('Please select Project & Alert Name to get List of Templates.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/^Project/) as HTMLSelectElement).value).toBe('P1'));

    await select('Alert Name', 'BOOKING_CONFIRMED');
    await screen.findByRole('checkbox', { name: 'EMAIL' });
    expect(screen.queryByText('Please select Project & Alert Name to get List of Templates.')).toBeNull();
    await tick('EMAIL');
    await tick('SMS');
    await select('Email Template', 'TE');
    expect(within(screen.getByRole('region', { name: 'Email preview' })).getByText('Your booking is confirmed')).toBeTruthy();
    expect(screen.getByText('Valid tags are $candidateEmail; $assessorEmail')).toBeTruthy();
    await select('SMS Template', 'TS');
    expect(within(screen.getByRole('region', { name: 'SMS preview' })).getByText('Booked: $meetingStart')).toBeTruthy();

    // SMS needs a recipient box.
    fireEvent.change(screen.getByLabelText(/^Email Address/), { target: { value: 'ops@example.com;$candidateEmail' } });
    await clickButton('Save');
    expect(await screen.findByText('Please select SMS to candidate or SMS to Assessor')).toBeTruthy();
    await clickButton('OK');

    await tick('SMS to Assessor');
    fireEvent.change(screen.getByLabelText(/^Email Address/), { target: { value: 'ops@example.com; nobody' } });
    await clickButton('Save');
    expect(await screen.findByText('Invalid Email Address')).toBeTruthy();
    expect(screen.getAllByText('nobody is not a valid Email Address').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === '/api/project-alert/save')).toBe(false);
    await clickButton('OK');

    fireEvent.change(screen.getByLabelText(/^Email Address/), { target: { value: ' ops@example.com ;$candidateEmail' } });
    await clickButton('Save');
    expect((await screen.findAllByText('Project Alert Saved')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === '/api/project-alert/save')?.body).toEqual({
      encryptedProjectId: 'P1',
      code: 'BOOKING_CONFIRMED',
      encryptedNTEmailId: 'TE',
      emAddress: 'ops@example.com; $candidateEmail',
      encryptedNTSMSId: 'TS',
      mobileNo: '$assessorMobile',
    });
    await clickButton('OK');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projectAlert/A9'));
    expect(await screen.findByRole('heading', { name: 'Project Alert' })).toBeTruthy();
  });

  it('says when the code has no templates, offering Create Notification Template to grid admins only', async () => {
    fakeApi(createApi([]));
    renderApp('/projectAlert/create?projectId=P1', grid);
    await select('Alert Name', 'BOOKING_CONFIRMED');
    expect(await screen.findByText('No Templates found for this Code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Notification Template' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'EMAIL' })).toBeNull();
  });

  it('says which method has no templates, and hides the create button from an organisation admin', async () => {
    fakeApi(createApi([TEMPLATES[1]]));
    renderApp('/projectAlert/create?projectId=P1', orgAdmin);
    await select('Alert Name', 'BOOKING_CONFIRMED');
    await tick('EMAIL');
    expect(await screen.findByText('No Email Templates found for this Alert Name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create EMAIL template' })).toBeNull();
    await tick('SMS');
    expect(screen.queryByText('No SMS Templates found for this Alert Name')).toBeNull();
  });

  it('changing the project resets the alert name and both methods', async () => {
    fakeApi({ ...createApi(), 'GET /api/project-alert/getConfigAlertMissing/P2': () => ({ body: MISSING.slice(1) }) });
    renderApp('/projectAlert/create?projectId=P1', grid);
    await select('Alert Name', 'BOOKING_CONFIRMED');
    await tick('EMAIL');
    await select('Project', 'P2');
    await waitFor(() => expect((screen.getByLabelText(/^Alert Name/) as HTMLSelectElement).value).toBe(''));
    expect(screen.queryByRole('checkbox', { name: 'EMAIL' })).toBeNull();
    expect(screen.getByText('Please select Project & Alert Name to get List of Templates.')).toBeTruthy();
  });

  it('VIEW shows the alert with previews and audit log; Remove asks, then returns to the list', async () => {
    const { calls } = fakeApi({
      ...viewApi,
      'POST /api/project-alert/remove/A1': () => ({ body: { status: 'REMOVED', message: 'Project Alert is successfully removed' } }),
      'POST /api/project-alert/getList': () => ({ body: { dataset: [], size: 0 } }),
    });
    const { router } = renderApp('/projectAlert/A1', grid);
    expect(await screen.findByRole('heading', { name: 'Project Alert' })).toBeTruthy();

    expect(screen.getAllByText('Booking Confirmed').length).toBeGreaterThan(0);
    expect(screen.getByText('$candidateEmail; ops@example.com')).toBeTruthy();
    expect(screen.getByText('Confirmed email')).toBeTruthy();
    expect(screen.getByText('Confirmed sms')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Email preview' })).getByText('Your booking is confirmed')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'SMS preview' })).getByText('Booked: $meetingStart')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Audit Log' })).toBeTruthy();

    await clickButton('Remove');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/api/project-alert/remove/A1')).toBe(false);
    await clickButton('Remove');
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Project Alert is successfully removed')).toBeTruthy();
    expect(screen.getByText('REMOVED')).toBeTruthy();
    await clickButton('OK');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projectAlertAllList'));
  });

  it('EDIT ticks the methods that have templates; unticking SMS sends no SMS template or recipients', async () => {
    const { calls } = fakeApi({
      ...viewApi,
      'GET /api/noti-template/getByOrganisationByCode/ORG1/BOOKING_CONFIRMED': () => ({ body: TEMPLATES }),
      'POST /api/project-alert/save': () => ({ body: { status: 'SUCCESS', message: 'A1' } }),
    });
    renderApp('/projectAlert/A1', grid);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit Project Alert' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'SMS to candidate' }) as HTMLInputElement).checked).toBe(true);
    await tick('SMS');
    await clickButton('Save');
    expect((await screen.findAllByText('Project Alert Saved')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === '/api/project-alert/save')?.body).toEqual({
      encryptedId: 'A1',
      encryptedProjectId: 'P1',
      code: 'BOOKING_CONFIRMED',
      encryptedNTEmailId: 'TE',
      emAddress: '$candidateEmail; ops@example.com',
    });
  });
});

describe('project alerts list', () => {
  it('lists every alert with its project, alert name and templates, and adds a new one', async () => {
    fakeApi({
      'POST /api/project-alert/getList': () => ({
        body: {
          dataset: [
            {
              encryptedId: 'A1',
              projectName: 'Graduate assessment',
              codeDescription: 'Booking Confirmed',
              nameNTEmail: 'Confirmed email',
              nameNTSMS: '',
            },
          ],
          size: 1,
        },
      }),
      ...createApi(),
    });
    const { router } = renderApp('/projectAlertAllList', grid);
    expect(await screen.findByText('Graduate assessment')).toBeTruthy();
    for (const header of ['Project Name', 'Alert Name', 'Email', 'SMS'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    expect(screen.getByText('Confirmed email')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Alert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projectAlert/create'));
  });
});
