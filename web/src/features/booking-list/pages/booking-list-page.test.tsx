import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const row = (id: string, over: Record<string, unknown> = {}) => ({
  encryptedId: id,
  statusDateDisplay: 'Monday, 01 March 2032 10:00 AM Syd',
  dateTimeCombined: `Monday, 0${id.slice(-1)} March 2032 10:00 AM Syd`,
  stepTypeDisplay: 'Interview',
  status: 'CONFIRMED',
  candidateUniqueId: `U-${id}`,
  candidateName: `Cleo ${id}`,
  candidateRequestType: 'Standard',
  assessorName: 'Ava Stone',
  readyToPurge: false,
  ...over,
});
const awaiting = [row('B1'), row('B2'), row('B3')];
const handlers = {
  'POST /api/user-booking/getUserBookingList/UPCOMING/NA': () => ({ body: { dataset: [row('B4')], size: 1 } }),
  'POST /api/user-booking/getUserBookingList/AWAITING_COMPLETION/NA': () => ({ body: { dataset: awaiting, size: 3 } }),
  'POST /api/user-booking/bulk-complete': (req: { body?: unknown }) => {
    const ids = JSON.parse(String(req.body)) as string[];
    return { body: { successCount: ids.length, results: ids.map((encryptedId) => ({ encryptedId, status: 'SUCCESS' })) } };
  },
  'GET /api/user-booking/getById/B1': () => ({
    body: {
      encryptedId: 'B1',
      status: 'CONFIRMED',
      candidateName: 'Cleo B1',
      candidateEmail: 'cleo@example.org',
      completionChecklist: 'ID checked;Consent signed',
      cancelAllowed: false,
      completionAllowed: true,
    },
  }),
  'POST /api/user-booking/update-status': () => ({ body: { status: 'SUCCESS', message: 'Booking updated.' } }),
  'GET /api/user-booking/getById/B4': () => ({
    body: {
      encryptedId: 'B4',
      status: 'CONFIRMED',
      stepType: 'ASSESSMENT',
      candidateName: 'Cleo B4',
      encryptedCandidateId: 'C4',
      encryptedOrganisationId: 'ORG1',
      cancelAllowed: true,
      completionAllowed: false,
    },
  }),
  'GET /api/user-booking/getCandidateInterview/C4/ORG1': () => ({ body: { status: 'SUCCESS', message: 'B7' } }),
  'POST /api/user-booking/getUserBookingList/ARCHIVED/NA': () => ({
    body: { dataset: [row('B5', { status: 'ARCHIVED', readyToPurge: true, purgeDate: '2031-05-01', purgeDateLabel: 'Purge Date' })], size: 1 },
  }),
  'GET /api/user-booking/getById/B5': () => ({ body: { encryptedId: 'B5', status: 'ARCHIVED', archived: true, candidateName: 'Cleo B5' } }),
  'POST /api/user-booking/extendPurgeDate/B5/2099-01-31': () => ({ body: { status: 'SUCCESS', message: 'Purging Date Extended' } }),
};
const admin = profile(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE']);
const invigilator = profile(['ROLE_INVIGILATOR']);

describe('booking list page (doc 2 manage/booking-list)', () => {
  it('gives an admin every tab and bulk-completes the selected bookings on Awaiting Completion after the warning', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi(handlers);
    renderApp('/manage/booking-list', admin);
    expect(await screen.findByRole('heading', { name: 'Manage Bookings' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Upcoming',
      'Past',
      'Awaiting Completion',
      'Complete',
      'Missed/Incomplete',
      'Cancelled',
      'Archived',
    ]);
    expect(await screen.findByText('Cleo B4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Complete Selected/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Awaiting Completion' }));
    await screen.findByText('Cleo B3');
    for (const id of ['B1', 'B2', 'B3']) fireEvent.click(screen.getByLabelText(new RegExp(`Select Cleo ${id}`)));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Selected (3)' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('3 Booking(s) successfully completed.')).toBeTruthy();
    expect(JSON.parse(String(calls.find((c) => c.path === '/api/user-booking/bulk-complete')?.body))).toEqual(['B1', 'B2', 'B3']);
  });

  it('completes one booking through its details with the checklist rules', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi(handlers);
    renderApp('/manage/booking-list', admin);
    fireEvent.click(await screen.findByRole('tab', { name: 'Awaiting Completion' }));
    fireEvent.click(await screen.findByText('Cleo B1'));
    const details = await findDialog('Booking Details');
    expect(await within(details).findByText('cleo@example.org')).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
    fireEvent.click(await within(details).findByRole('button', { name: 'Complete' }));
    const form = await findDialog('Complete Booking');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Please complete all checklist items')).toBeTruthy();
    expect(within(form).getByText('Please select New Booking Status')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('ID checked: Yes'));
    fireEvent.click(within(form).getByLabelText('Consent signed: No'));
    fireEvent.change(within(form).getByRole('combobox'), { target: { value: 'INCOMPLETE' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Please provide comments for status')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'Left early' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user-booking/update-status')).toBe(true));
    expect(calls.find((c) => c.path === '/api/user-booking/update-status')?.body).toEqual({
      encryptedId: 'B1',
      status: 'INCOMPLETE',
      existingStatus: 'CONFIRMED',
      completionChecklistSelected: 'ID checked~Y;Consent signed~N',
      statusReason: 'Left early',
    });
    expect(await screen.findByText('Booking updated.')).toBeTruthy();
  });

  it('shows the status, the checklist and the completion result in words, never their stored codes', async () => {
    sessionStorage.clear();
    fakeApi({
      ...handlers,
      'POST /api/user-booking/getUserBookingList/COMPLETE/NA': () => ({ body: { dataset: [row('B6', { status: 'COMPLETE' })], size: 1 } }),
      'GET /api/user-booking/getById/B6': () => ({
        body: {
          encryptedId: 'B6',
          status: 'COMPLETE',
          candidateName: 'Cleo B6',
          completionChecklist: 'Identity checked;Consent recorded',
          completionChecklistSelected: 'Identity checked~Y;Consent recorded~N',
          cancelAllowed: false,
          completionAllowed: true,
        },
      }),
      // The server answers the new status as its message: the person reads what it means.
      'POST /api/user-booking/update-status': () => ({ body: { status: 'SUCCESS', message: 'COMPLETE' } }),
    });
    renderApp('/manage/booking-list', admin);
    fireEvent.click(await screen.findByRole('tab', { name: 'Complete' }));
    expect(await screen.findByText('Cleo B6')).toBeTruthy();
    expect(screen.getByText('Complete', { selector: 'td span' })).toBeTruthy();
    expect(screen.queryByText('COMPLETE')).toBeNull();
    fireEvent.click(screen.getByText('Cleo B6'));
    const details = await findDialog('Booking Details');
    await within(details).findByText('Cleo B6');
    expect(within(details).queryByText(/~Y|~N|COMPLETE/)).toBeNull();
    expect(within(details).getByText(/Identity checked: Yes\s+Consent recorded: No/)).toBeTruthy();
    expect(within(details).getAllByText('Complete').length).toBeGreaterThan(0);
    fireEvent.click(within(details).getByRole('button', { name: 'Complete' }));
    const form = await findDialog('Complete Booking');
    expect(within(form).getByRole('option', { name: 'Incomplete' })).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('Consent recorded: Yes'));
    fireEvent.change(within(form).getByRole('combobox'), { target: { value: 'COMPLETE' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const result = await findDialog('Booking Completed', 'alertdialog');
    expect(within(result).getByText('The booking is now Complete.')).toBeTruthy();
  });

  it('shows an archived booking with its chip, no actions, and lets an admin extend its purge date', async () => {
    sessionStorage.clear();
    const { calls } = fakeApi(handlers);
    renderApp('/manage/booking-list', admin);
    fireEvent.click(await screen.findByRole('tab', { name: 'Archived' }));
    expect(await screen.findByText('Purge Date: 2031-05-01')).toBeTruthy();
    fireEvent.click(screen.getByText('Cleo B5'));
    const details = await findDialog('Booking Details');
    // The chip, and the status in words.
    expect(await within(details).findAllByText('Archived')).toHaveLength(2);
    for (const name of ['Cancel Booking', 'Complete', 'Remove from Project', 'Change Project'])
      expect(within(details).queryByRole('button', { name })).toBeNull();
    fireEvent.change(within(details).getByLabelText('New Date'), { target: { value: '2099-01-31' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Extend Purge Date' }));
    expect(await findDialog('Purging Date Extended', 'alertdialog')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/user-booking/extendPurgeDate/B5/2099-01-31')).toBe(true);
  });

  it("cancels an upcoming assessment with a reason after warning that the candidate's interview goes too", async () => {
    sessionStorage.clear();
    const { calls } = fakeApi(handlers);
    renderApp('/manage/booking-list', admin);
    fireEvent.click(await screen.findByText('Cleo B4'));
    const details = await findDialog('Booking Details');
    expect(within(details).queryByRole('button', { name: 'Complete' })).toBeNull();
    fireEvent.click(await within(details).findByRole('button', { name: 'Cancel Booking' }));
    const warning = await screen.findByRole('alertdialog');
    expect(within(warning).getByText(/Interview will be cancelled automatically/)).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'Continue' }));
    const prompt = await findDialog('Cancel Booking');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await within(prompt).findByText('Validation Failed: Please add reason for cancellation')).toBeTruthy();
    fireEvent.change(within(prompt).getByRole('textbox'), { target: { value: 'Unwell' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/user-booking/update-status')?.body).toEqual({
        encryptedId: 'B4',
        status: 'CANCELLED',
        existingStatus: 'CONFIRMED',
        statusReason: 'Unwell',
      }),
    );
  });

  it('gives an invigilator the three tabs and no bulk completion', async () => {
    sessionStorage.clear();
    fakeApi(handlers);
    renderApp('/manage/booking-list', invigilator);
    await screen.findByText('Cleo B4');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Upcoming', 'Past', 'Awaiting Completion']);
    fireEvent.click(screen.getByRole('tab', { name: 'Awaiting Completion' }));
    await screen.findByText('Cleo B3');
    expect(screen.queryByRole('button', { name: /Complete Selected/ })).toBeNull();
  });
});
