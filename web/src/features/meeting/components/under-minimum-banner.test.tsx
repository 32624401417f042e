import { fireEvent, screen, within } from '@testing-library/react';
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
  { code: 'ASSESSMENT', display: 'Test' },
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

describe('meeting page: the go/no-go of an assessment under its minimum', () => {
  const UNDER = { ...MEETING, candidatesConfirmed: 1, underMinimum: { confirmed: 1, minimum: 2, checkedAt: '2027-01-01T00:00:00Z' } };

  it('shows the figures in the organisation words; Keep sends KEEP', async () => {
    const { calls } = fakeApi({
      ...common,
      'GET /api/meeting/get/MEET1': () => ({ body: UNDER }),
      'POST /api/meeting/under-minimum-decision': () => ({ body: { status: 'SUCCESS', message: 'KEEP' } }),
    });
    renderApp('/meeting/PROJ1/MEET1', admin, labelled);
    const banner = await screen.findByTestId('under-minimum-banner');
    expect(within(banner).getByText('Test below minimum: 1 of 2 Applicants confirmed')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Keep' }));
    expect(await screen.findByText('The Test goes ahead below its minimum.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/meeting/under-minimum-decision')?.body).toEqual({ encryptedMeetingId: 'MEET1', decision: 'KEEP' });
  });

  it('Archive… asks for the reason and sends it', async () => {
    const { calls } = fakeApi({
      ...common,
      'GET /api/meeting/get/MEET1': () => ({ body: UNDER }),
      'POST /api/meeting/under-minimum-decision': () => ({ body: { status: 'SUCCESS', message: 'ARCHIVE' } }),
    });
    renderApp('/meeting/PROJ1/MEET1', admin, labelled);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive…' }));
    const prompt = await findDialog('Archive Test');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Archive' }));
    expect(await within(prompt).findByText('You must enter a value')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/meeting/under-minimum-decision')).toBe(false);
    fireEvent.change(within(prompt).getByRole('textbox'), { target: { value: 'Too few applicants' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('The Test is archived and its Applicants are told.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/meeting/under-minimum-decision')?.body).toEqual({
      encryptedMeetingId: 'MEET1',
      decision: 'ARCHIVE',
      reason: 'Too few applicants',
    });
  });

  it('a kept meeting says so, without the actions', async () => {
    fakeApi({ ...common, 'GET /api/meeting/get/MEET1': () => ({ body: { ...UNDER, underMinimum: { ...UNDER.underMinimum, decision: 'KEEP' } } }) });
    renderApp('/meeting/PROJ1/MEET1', admin, labelled);
    expect(await screen.findByText('Test kept below minimum: 1 of 2 Applicants confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep' })).toBeNull();
  });

  it('no banner for a meeting the check did not flag', async () => {
    fakeApi({ ...common, 'GET /api/meeting/get/MEET1': () => ({ body: MEETING }) });
    renderApp('/meeting/PROJ1/MEET1', admin, labelled);
    expect(await screen.findByRole('heading', { name: 'Session Details' })).toBeTruthy();
    expect(screen.queryByTestId('under-minimum-banner')).toBeNull();
  });
});
