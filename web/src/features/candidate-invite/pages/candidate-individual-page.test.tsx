import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const admin = profile(['ROLE_ORG_ADMIN']);
const PROJECTS = [
  { encryptedId: 'PA', name: 'Assessment Centre 2027', stepType: 'ASSESSMENT' },
  { encryptedId: 'PI', name: 'Panel Interview 2027', stepType: 'INTERVIEW' },
];
const api = (extra = {}, settings = {}) =>
  fakeApi({
    'GET /api/upload/getCandidateInviteSettings/ORG1': () => ({
      body: { organisationName: 'Acme', uploadType: 'CSV', countryCode: 'AU', showLinkExpiry: true, ...settings },
    }),
    'GET /api/project/getSelectList/ORG1': () => ({ body: PROJECTS }),
    ...extra,
  });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Invite New Candidate page', () => {
  it('shows a project field per chosen type with that type’s projects only, sends the invite and offers OK / Add Another', async () => {
    const { calls } = api({
      'POST /api/user-booking/new-candidate': () => ({ body: { status: 'SUCCESS', message: 'Candidate invited and the invitation email sent.' } }),
    });
    const { router } = renderApp('/candidate-individual/ORG1', admin);
    expect(await screen.findByRole('heading', { name: 'Invite New Candidate' })).toBeTruthy();
    expect(screen.queryByLabelText(/Assessment Project/)).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'Project Types' })).getByText('Assessment'));
    const select = (await screen.findByLabelText(/Assessment Project/)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select...', 'Assessment Centre 2027']);
    fireEvent.change(select, { target: { value: 'PA' } });
    type(/First Name/, 'Cara');
    type(/Last Name/, 'Candidate');
    type(/Email/, 'cara@example.com');
    type(/Mobile/, '+61412345678');
    type(/Unique Id/, 'U-1');
    type(/Request Types/, 'Extra time, Reader');
    type(/Link Expiry Days/, '5');
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Candidate invited and the invitation email sent.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user-booking/new-candidate')?.body).toEqual({
      encryptedOrganisationId: 'ORG1',
      projectTypes: ['ASSESSMENT'],
      enAssessmentProjectId: 'PA',
      firstName: 'Cara',
      lastName: 'Candidate',
      email: 'cara@example.com',
      mobile: '+61412345678',
      uniqueId: 'U-1',
      customRequestTypes: 'Extra time, Reader',
      linkExpiryDays: 5,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Another' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/ORG1'));
  });

  it("refuses an empty form with 'Validation Failed', the required messages, the unique id of a CSV organisation and the country's mobile pattern", async () => {
    const { calls } = api();
    renderApp('/candidate-individual/ORG1', admin);
    type(await screen.findByLabelText(/Mobile/).then(() => /Mobile/), '0412345678');
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Validation Failed')).toBeTruthy();
    // Project Types, First Name, Last Name, Email, Unique Id.
    expect(screen.getAllByText('This is a required field')).toHaveLength(5);
    expect(screen.getByText('Invalid Mobile number format, e.g. +61412345678')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/user-booking/new-candidate')).toBe(false);
  });

  it('hides the link expiry when the organisation does not show it, needs no unique id for Excel, and Cancel goes back to the organisation', async () => {
    api({}, { uploadType: 'Excel', showLinkExpiry: false });
    const { router } = renderApp('/candidate-individual/ORG1', admin);
    expect(await screen.findByRole('heading', { name: 'Invite New Candidate' })).toBeTruthy();
    expect(screen.queryByLabelText(/Link Expiry Days/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Validation Failed')).toBeTruthy();
    expect(screen.getAllByText('This is a required field')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation/ORG1'));
  });
});
