import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EXAMPLE_ORGANISATION_CONFIG } from '@scheduler/contracts/testing/organisation-config-example';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const grid = profile(['ROLE_GRID_ADMIN', 'ROLE_ADMIN_TYPE']);
const orgAdmin = profile(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE']);
const ORG = {
  encryptedId: 'ORG1',
  name: 'Acme Assessments',
  mfaEnabled: true,
  alertEmail: 'alerts@acme.example',
  contactName: 'Ann Acme',
  countryCode: 'AU',
  uploadProcessorType: 'CSV',
  config: { ...EXAMPLE_ORGANISATION_CONFIG, retention: { purgeAfterArchiveDays: 90, sanitiseAfterLastBookingDays: 365 } },
};
const table = () => ({ body: { dataset: [], size: 0 } });
const tabs = {
  'POST /api/user/getUserListByOrg/ORG1/all_assessors': table,
  'POST /api/user/getUserListByOrg/ORG1/org_admin': table,
  'POST /api/department/list/ORG1': table,
  'POST /api/resource/getList/ORG1': table,
  'POST /api/auditLog/getByRefId/Organisation/ORG1': table,
  'GET /api/organisation/getAccessCountries': () => ({ body: { status: 'SUCCESS', message: 'AU,NZ,GB,US' } }),
};

describe('organisation page', () => {
  it('VIEW for a grid admin: MFA chip, smart actions, configuration read only, tabs; JIRA export with no data', async () => {
    const { calls } = fakeApi({
      'GET /api/organisation/get/ORG1': () => ({ body: ORG }),
      'POST /api/user-booking/candidateExportData/ORG1/1': () => ({ body: { status: 'SUCCESS', message: 'No data available' } }),
      ...tabs,
    });
    renderApp('/organisation/ORG1', grid);
    expect(await screen.findByRole('heading', { name: 'Organisation Details' })).toBeTruthy();
    expect(screen.getByText('MFA Enabled', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite candidate' })).toBeTruthy();
    expect(screen.getByText('Configuration')).toBeTruthy();
    expect(screen.getByText('MEETING_REMINDER')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Notification Templates' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'JIRA Export' }));
    const item = await screen.findByRole('menuitem', { name: 'All Records' });
    await waitFor(() => expect(screen.getByRole('menu').getAttribute('data-state')).toBe('open'));
    fireEvent.pointerDown(item, { pointerType: 'mouse' });
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.click(item);
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/user-booking/candidateExportData/ORG1/1')).toBe(true);
  });

  it('an organisation admin reads their organisation: no Edit, no Configuration, no templates tab, no JIRA export for Excel', async () => {
    fakeApi({ 'GET /api/organisation/get/ORG1': () => ({ body: { ...ORG, config: undefined, uploadProcessorType: 'Excel' } }), ...tabs });
    renderApp('/organisation/ORG1', orgAdmin);
    expect(await screen.findByRole('heading', { name: 'Organisation Details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'JIRA Export' })).toBeNull();
    expect(screen.queryByText('Configuration')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Notification Templates' })).toBeNull();
    expect(screen.queryByText('Organisations List')).toBeNull();
  });

  it('the Notification Templates tab lists the missing templates of the organisation', async () => {
    fakeApi({
      'GET /api/organisation/get/ORG1': () => ({ body: ORG }),
      'POST /api/noti-template/getList/ORG1': table,
      'GET /api/noti-template/getConfigAlertMissing/ORG1': () => ({
        body: [{ code: 'BOOKING_CONFIRMED', description: 'Booking confirmed', deliveryMethod: 'EMAIL' }],
      }),
      ...tabs,
    });
    renderApp('/organisation/ORG1', grid);
    fireEvent.click(await screen.findByRole('tab', { name: 'Notification Templates' }));
    expect(await screen.findByRole('button', { name: 'Add Template' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Missing Templates' }));
    expect(await screen.findByText('Booking confirmed (EMAIL)')).toBeTruthy();
  });

  it('an organisation admin opens the API Keys and Webhooks tabs, loaded when opened', async () => {
    const { calls } = fakeApi({
      'GET /api/organisation/get/ORG1': () => ({ body: { ...ORG, config: undefined } }),
      'POST /api/integration/getApiKeyList/ORG1': table,
      'POST /api/integration/getWebhookList/ORG1': table,
      ...tabs,
    });
    renderApp('/organisation/ORG1', orgAdmin);
    fireEvent.click(await screen.findByRole('tab', { name: 'API Keys' }));
    expect(await screen.findByRole('button', { name: 'Create API Key' })).toBeTruthy();
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Webhooks' }));
    expect(await screen.findByRole('button', { name: 'Add Webhook' })).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/integration/')).map((c) => c.path)).toEqual([
      '/api/integration/getApiKeyList/ORG1',
      '/api/integration/getWebhookList/ORG1',
    ]);
  });

  it('remembers the last tab per organisation and refuses Add Resource without a country code', async () => {
    fakeApi({ 'GET /api/organisation/get/ORG1': () => ({ body: { ...ORG, countryCode: undefined } }), ...tabs });
    const first = renderApp('/organisation/ORG1', grid);
    fireEvent.click(await screen.findByRole('tab', { name: 'Resources List' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Resource' }));
    expect(await screen.findByText('Please add Country Code, before adding new Resource.')).toBeTruthy();
    first.unmount();
    renderApp('/organisation/ORG1', grid);
    expect(await screen.findByRole('tab', { name: 'Resources List', selected: true })).toBeTruthy();
  });

  it('creates an organisation with its configuration and goes to its view', async () => {
    const { calls } = fakeApi({
      'POST /api/organisation/save': () => ({ body: { status: 'SUCCESS', message: 'ORG1' } }),
      'GET /api/organisation/get/ORG1': () => ({ body: ORG }),
      ...tabs,
    });
    const { router } = renderApp('/organisation/create', grid);
    expect(await screen.findByRole('heading', { name: 'Create Organisation' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Acme Assessments' } });
    fireEvent.change(screen.getByLabelText(/Alert Email/), { target: { value: 'alerts@acme.example' } });
    fireEvent.change(screen.getByLabelText(/^Privacy Text/), { target: { value: 'We keep your data safe.' } });
    for (const label of [
      /Meeting edit not allowed \(admin\)/,
      /Meeting edit not allowed \(assessor\)/,
      /Booking cancel not allowed/,
      /Interview cancel/,
      /Assessment cancel/,
    ]) {
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'Not any more.' } });
    }
    fireEvent.change(screen.getByLabelText(/Reminder 1 Hours Before/), { target: { value: '48, 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organisation information saved.')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/organisation/save')?.body as { name: string; config: Record<string, unknown> };
    expect(sent.name).toBe('Acme Assessments');
    expect(sent.config.reminders).toEqual([{ key: 'MEETING_REMINDER', interval: [48, 2] }]);
    expect(sent.config.retention).toEqual({ purgeAfterArchiveDays: 90, sanitiseAfterLastBookingDays: 365 });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/ORG1'));
  });

  it('Access Restriction: a choice of the access countries, saved as codes; AWS_MANAGED_LIST when none', async () => {
    let saved: Record<string, unknown> = ORG;
    const { calls } = fakeApi({
      'GET /api/organisation/get/ORG1': () => ({ body: saved }),
      'POST /api/organisation/save': (req) => {
        const body = req.body as { config: Record<string, unknown> };
        saved = { ...ORG, config: { ...ORG.config, ...body.config } };
        return { body: { status: 'SUCCESS', message: 'ORG1' } };
      },
      ...tabs,
    });
    renderApp('/organisation/ORG1', grid);
    await screen.findByRole('heading', { name: 'Organisation Details' });
    expect(screen.getByText('AWS_MANAGED_LIST', { selector: '[data-field="countryRestriction"]' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/organisation/getAccessCountries')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('textbox', { name: /Access Restriction/ })).toBeNull();
    const add = (await screen.findByRole('combobox', { name: 'Add Access Country' })) as HTMLSelectElement;
    await waitFor(() => expect(add.options.length).toBe(5));
    expect([...add.options].map((o) => o.value)).toEqual(['', 'AU', 'NZ', 'GB', 'US']);
    expect(add.options[2]!.textContent).toBe('New Zealand (NZ)');
    fireEvent.change(add, { target: { value: 'NZ' } });
    fireEvent.change(add, { target: { value: 'AU' } });
    const chosen = screen.getByRole('list', { name: 'Chosen access countries' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['New Zealand (NZ)', 'Australia (AU)']);
    expect([...add.options].map((o) => o.value)).toEqual(['', 'GB', 'US']);
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove New Zealand (NZ)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organisation information saved.')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/organisation/save')?.body as { config: Record<string, unknown> };
    expect(sent.config.countryRestriction).toEqual(['AU']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Australia (AU)', { selector: '[data-field="countryRestriction"]' })).toBeTruthy();
  });

  it("Access Restriction: no access countries answered says 'Error Encountered: No Access Countries Found.' and offers none", async () => {
    fakeApi({
      'GET /api/organisation/get/ORG1': () => ({ body: { ...ORG, config: { ...ORG.config, countryRestriction: ['AU'] } } }),
      ...tabs,
      'GET /api/organisation/getAccessCountries': () => ({ body: { status: 'SUCCESS', message: '' } }),
    });
    renderApp('/organisation/ORG1', grid);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Error Encountered')).toBeTruthy();
    expect(within(dialog).getByText('No Access Countries Found.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const add = screen.getByRole('combobox', { name: 'Add Access Country' }) as HTMLSelectElement;
    expect(add.disabled).toBe(true);
    expect(add.options.length).toBe(1);
    expect(screen.getByText('Error Encountered: No Access Countries Found.')).toBeTruthy();
  });

  it('shows the configuration rule messages and sends nothing while the configuration is wrong', async () => {
    const { calls } = fakeApi({ 'GET /api/organisation/get/ORG1': () => ({ body: ORG }), ...tabs });
    renderApp('/organisation/ORG1', grid);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit Organisation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Reminder 1' }));
    const session = screen.getByRole('group', { name: 'Session Expiry Alert' });
    fireEvent.change(within(session).getByLabelText(/Minutes Prior/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reminder Configuration should have at least 1 config')).toBeTruthy();
    expect(screen.getByText('Session Expiry Configuration: Item: minutesPrior value is not correct or missing')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/organisation/save')).toBe(false);
  });
});
