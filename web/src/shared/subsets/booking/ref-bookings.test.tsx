import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { RefBookings } from './meeting-bookings.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const pending = { encryptedId: 'B1', status: 'PENDING', candidateName: 'Cleo Stone', candidateUniqueId: 'U-1', dateTimeCombined: '' };
const handlers = {
  'POST /api/user-booking/getUserBookingList/PROJECT/P1': () => ({ body: { dataset: [pending], size: 1 } }),
  'POST /api/user-booking/getUserBookingList/MEETING/M1': () => ({ body: { dataset: [], size: 0 } }),
  'GET /api/user-booking/getById/B1': () => ({
    body: {
      encryptedId: 'B1',
      status: 'PENDING',
      candidateName: 'Cleo Stone',
      encryptedProjectId: 'P1',
      stepType: 'INTERVIEW',
      projectName: 'Interviews',
    },
  }),
  'GET /api/project/getSelectList/ORG1': () => ({
    body: [
      { encryptedId: 'P1', name: 'Interviews', stepType: 'INTERVIEW' },
      { encryptedId: 'P2', name: 'Autumn interviews', stepType: 'INTERVIEW' },
      { encryptedId: 'P3', name: 'Tests', stepType: 'ASSESSMENT' },
    ],
  }),
  'POST /api/user-booking/update-status': () => ({ body: { status: 'SUCCESS', message: 'Project changed.' } }),
};

describe('bookings of a meeting or project (doc 2 §2 subsets, §5 removal and project change)', () => {
  it("remembers a meeting's status filter per meeting, CONFIRMED by default", async () => {
    localStorage.clear();
    const { calls } = fakeApi(handlers);
    renderWithProviders(<RefBookings listType="MEETING" refId="M1" />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user-booking/getUserBookingList/MEETING/M1')).toBe(true));
    const first = calls.find((c) => c.path === '/api/user-booking/getUserBookingList/MEETING/M1')!.body as { searchData: string; pageSize: number };
    expect(JSON.parse(first.searchData)).toEqual({ status: ['CONFIRMED'] });
    expect(first.pageSize).toBe(50);
    fireEvent.click(screen.getByText('CANCELLED'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('meeting-booking-status.M1')!)).toEqual(['CONFIRMED', 'CANCELLED']));
  });

  it('moves a pending booking to another project of its step type, asking both the project and the reason', async () => {
    localStorage.clear();
    const { calls } = fakeApi(handlers);
    renderWithProviders(<RefBookings listType="PROJECT" refId="P1" />);
    fireEvent.click(await screen.findByText('Cleo Stone'));
    const details = await findDialog('Booking Details');
    fireEvent.click(await within(details).findByRole('button', { name: 'Change Project' }));
    const prompt = await findDialog('Change Project');
    const select = within(prompt).getByRole('combobox') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['Select', 'Autumn interviews']));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await within(prompt).findByText('Validation Failed: Please add reason for Project Change')).toBeTruthy();
    fireEvent.change(within(prompt).getByRole('textbox'), { target: { value: 'Wrong intake' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await within(prompt).findByText('Validation Failed: Please select new Project')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'P2' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Project changed.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user-booking/update-status')?.body).toEqual({
      encryptedId: 'B1',
      status: 'PENDING',
      existingStatus: 'PENDING',
      encryptedNewProjectId: 'P2',
      newProjectName: 'Autumn interviews',
      statusReason: 'Wrong intake',
    });
  });
});
