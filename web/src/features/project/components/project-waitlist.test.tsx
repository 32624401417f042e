import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatApiDate } from '@scheduler/contracts/time/time-formats';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';
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

const HOLD = {
  encryptedHoldId: 'H1',
  encryptedMeetingId: 'M9',
  meetingStart: '2030-03-05T23:00:00Z',
  timeZone: 'Australia/Sydney',
  deliveryMethod: 'ONSITE',
  expiresAt: '2030-03-05T11:00:00Z',
};
const row = (position: number, over: Record<string, unknown> = {}) => ({
  encryptedStepId: `S${position}`,
  encryptedCandidateId: `C${position}`,
  position,
  stepType: 'ASSESSMENT',
  stepTypeDisplay: 'Assessment',
  firstName: `Cand${position}`,
  lastName: 'Date',
  email: `cand${position}@example.com`,
  joinedAt: '2030-03-01T00:00:00Z',
  deliveryMethod: 'BOTH',
  ...over,
});

/** Opens the project page's Waitlist tab. */
async function openWaitlist() {
  sessionStorage.clear();
  renderApp('/project/P1', orgAdmin);
  fireEvent.click(await screen.findByRole('tab', { name: 'Waitlist' }));
  return screen.findByTestId('project-waitlist');
}

describe('project page: the waitlist tab (issue 22)', () => {
  it('lists each candidate by position with since, narrowing and the held seat', async () => {
    fakeApi({
      ...viewCalls(),
      'GET /api/user-booking/getWaitlist/P1': () => ({
        body: { dataset: [row(1, { hold: HOLD }), row(2, { fromDate: '2030-03-10', toDate: '2030-03-20', deliveryMethod: 'REMOTE' })], size: 2 },
      }),
    });
    const list = await openWaitlist();
    const first = within(list).getByRole('article', { name: 'Cand1 Date' });
    expect(within(first).getByText('#1')).toBeTruthy();
    expect(within(first).getByText(/^Since /)).toBeTruthy();
    expect(within(first).getByText(/^Seat held: Wednesday, 06 March 2030 10:00 AM Syd, until Tuesday, 05 March 2030 10:00 PM Syd$/)).toBeTruthy();
    const second = within(list).getByRole('article', { name: 'Cand2 Date' });
    expect(within(second).getByText('2030-03-10 to 2030-03-20, Remote')).toBeTruthy();
  });

  it('Remove asks for a reason and removes the candidate', async () => {
    const { calls } = fakeApi({
      ...viewCalls(),
      'GET /api/user-booking/getWaitlist/P1': () => ({ body: { dataset: [row(1)], size: 1 } }),
      'POST /api/user-booking/waitlist-remove': () => ({ body: { status: 'SUCCESS', message: 'S1' } }),
    });
    const list = await openWaitlist();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove' }));
    const prompt = await findDialog('Remove from waitlist');
    fireEvent.change(within(prompt).getByRole('textbox'), { target: { value: 'Withdrew' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/user-booking/waitlist-remove')?.body).toEqual({ encryptedStepId: 'S1', reason: 'Withdrew' }),
    );
  });

  it('an empty waitlist says No Records Found', async () => {
    fakeApi({ ...viewCalls(), 'GET /api/user-booking/getWaitlist/P1': () => ({ body: { dataset: [], size: 0 } }) });
    expect(within(await openWaitlist()).getByText('No Records Found')).toBeTruthy();
  });

  it('an internal project has no Waitlist tab', async () => {
    sessionStorage.clear();
    fakeApi(viewCalls({ ...PROJECT, stepType: 'INTERNAL', stepTypeDisplay: 'Internal' }));
    renderApp('/project/P1', orgAdmin);
    expect(await screen.findByRole('tab', { name: 'Audit Log' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Waitlist' })).toBeNull();
  });
});
