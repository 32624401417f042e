import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const grid = profile(['ROLE_GRID_ADMIN']);
const orgAdmin = profile(['ROLE_ORG_ADMIN']);
const TEMPLATE = {
  encryptedId: 'T1',
  encryptedOrganisationId: 'ORG1',
  organisationName: 'Acme Assessments',
  code: 'CANDIDATE_INVITATION',
  codeDescription: 'Candidate Invitation',
  scope: 'Organisation',
  name: 'Invite',
  subject: 'Welcome $candidateFirstName',
  body: 'Dear $candidateFirstName',
  deliveryMethod: 'EMAIL',
  projectList: [],
};
const organisations = {
  'POST /api/organisation/getAllActive': () => ({ body: { dataset: [{ encryptedId: 'ORG1', name: 'Acme Assessments' }], size: 1 } }),
};
const audit = { 'POST /api/auditLog/getByRefId/NotificationTemplate/T1': () => ({ body: { dataset: [], size: 0 } }) };
const ROW = {
  encryptedId: 'T1',
  name: 'Invite',
  deliveryMethod: 'EMAIL',
  codeDescription: 'Candidate Invitation',
  scope: 'Organisation',
  organisationName: 'Acme Assessments',
};

describe('notification template list', () => {
  it('grid admin: title, admin columns, Add Template, and an organisation filter that is remembered', async () => {
    const { calls } = fakeApi({
      ...organisations,
      'POST /api/noti-template/getList/NA': () => ({ body: { dataset: [ROW], size: 1 } }),
      'POST /api/noti-template/getList/ORG1': () => ({ body: { dataset: [], size: 0 } }),
    });
    const first = renderApp('/notiTemplate', grid);
    expect(await screen.findByRole('heading', { name: 'Notification Templates' })).toBeTruthy();
    expect(await screen.findByText('Candidate Invitation')).toBeTruthy();
    for (const column of ['Notification name', 'Organisation', 'Scope', 'Method', 'Alert Name']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(column) })).toBeTruthy();
    }
    expect(screen.getAllByRole('button', { name: 'Add Template' }).length).toBeGreaterThan(0);

    const filter = await screen.findByLabelText('Filter by Organisation');
    await screen.findByRole('option', { name: 'Acme Assessments' });
    fireEvent.change(filter, { target: { value: 'ORG1' } });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/noti-template/getList/ORG1')).toBe(true));
    first.unmount();

    renderApp('/notiTemplate', grid);
    await waitFor(() => expect((screen.getByLabelText('Filter by Organisation') as HTMLSelectElement).value).toBe('ORG1'));
  });

  it('organisation admin: their own templates only, no filter, no Add Template, no admin columns', async () => {
    fakeApi({ 'POST /api/noti-template/getList/NA': () => ({ body: { dataset: [ROW], size: 1 } }) });
    renderApp('/notiTemplate', orgAdmin);
    expect(await screen.findByText('Invite')).toBeTruthy();
    expect(screen.queryByLabelText('Filter by Organisation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Template' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Scope/ })).toBeNull();
  });
});

describe('notification template page', () => {
  it('NEW: alert name fills name, subject and its one method; $ offers tags by keyboard; save goes to VIEW', async () => {
    const { calls } = fakeApi({
      ...organisations,
      'POST /api/noti-template/save': () => ({ body: { status: 'SUCCESS', message: 'T1' } }),
      'GET /api/noti-template/get/T1': () => ({ body: TEMPLATE }),
      ...audit,
    });
    const { router } = renderApp('/notiTemplate/Create', grid);
    expect(await screen.findByRole('heading', { name: 'Create Notification Template' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Acme Assessments' });
    fireEvent.change(screen.getByRole('combobox', { name: /^Organisation/ }), { target: { value: 'ORG1' } });
    fireEvent.change(screen.getByLabelText(/Alert Name/), { target: { value: 'CANDIDATE_INVITATION' } });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Candidate Invitation');
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('Candidate Invitation');
    expect((screen.getByLabelText(/Method/) as HTMLSelectElement).value).toBe('EMAIL');

    const body = screen.getByRole('combobox', { name: /Body/ }) as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: 'Dear $', selectionStart: 6 } });
    const list = screen.getByRole('listbox', { name: 'Tags' });
    expect(within(list).getAllByRole('option')).toHaveLength(10);
    fireEvent.change(body, { target: { value: 'Dear $candidateF', selectionStart: 16 } });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['$candidateFirstNameCandidate first name']);
    expect(within(list).queryByText('$meetingStart')).toBeNull();
    fireEvent.keyDown(body, { key: 'Enter' });
    expect(body.value).toBe('Dear $candidateFirstName');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification Template saved.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/noti-template/save')?.body).toEqual({
      encryptedOrganisationId: 'ORG1',
      scope: 'Organisation',
      code: 'CANDIDATE_INVITATION',
      deliveryMethod: 'EMAIL',
      name: 'Candidate Invitation',
      subject: 'Candidate Invitation',
      body: 'Dear $candidateFirstName',
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notiTemplate/T1'));
    expect(await screen.findByRole('heading', { name: 'Notification Template' })).toBeTruthy();
  });

  it('refuses an unknown tag before sending, and changing scope clears alert name, name, subject, method and body', async () => {
    const { calls } = fakeApi({ ...organisations });
    renderApp('/notiTemplate/Create?organisationId=ORG1', grid);
    await screen.findByRole('option', { name: 'Acme Assessments' });
    fireEvent.change(await screen.findByLabelText(/Alert Name/), { target: { value: 'PURGE_NOTICE' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Body/ }), { target: { value: 'Gone on $purgeDay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown tag $purgeDay: use the Tags List for the tags this Alert Name may use')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/noti-template/save')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.click(screen.getByLabelText('Project'));
    await waitFor(() => expect((screen.getByLabelText(/Alert Name/) as HTMLSelectElement).value).toBe(''));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: /Body/ }) as HTMLTextAreaElement).value).toBe('');
    await screen.findByRole('option', { name: 'Booking Confirmed' });
    fireEvent.change(screen.getByLabelText(/Alert Name/), { target: { value: 'BOOKING_CONFIRMED' } });
    await waitFor(() =>
      expect(
        within(screen.getByLabelText(/Method/))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select...', 'EMAIL', 'SMS']),
    );
  });

  it('VIEW: grid admin gets Edit and Delete; a refused delete shows Not Allowed/Error with the server message', async () => {
    fakeApi({
      'GET /api/noti-template/get/T1': () => ({ body: TEMPLATE }),
      ...audit,
      'POST /api/noti-template/archive/T1': () => ({
        status: 422,
        body: { status: 'Not Allowed/Error', code: 'template.in_use', message: 'This Template is used by the Project Alerts of Graduates' },
      }),
      'GET /api/noti-template/getAllNotificationTags': () => ({ body: [{ code: '$candidateFirstName', name: 'Candidate first name' }] }),
    });
    renderApp('/notiTemplate/T1', grid);
    expect(await screen.findByRole('heading', { name: 'Notification Template' })).toBeTruthy();
    expect(screen.getAllByText('Acme Assessments').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Audit Log' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Delete this Notification Template?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('Not Allowed/Error')).toBeTruthy();
    expect(screen.getByText('This Template is used by the Project Alerts of Graduates')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Tags List' }));
    const table = await screen.findByRole('table', { name: 'Tags List' });
    expect(within(table).getByText('Candidate first name')).toBeTruthy();
  });

  it('VIEW for an organisation admin: no Edit, Delete or Tags List', async () => {
    fakeApi({ 'GET /api/noti-template/get/T1': () => ({ body: TEMPLATE }), ...audit });
    renderApp('/notiTemplate/T1', orgAdmin);
    expect(await screen.findByRole('heading', { name: 'Notification Template' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tags List' })).toBeNull();
  });
});
