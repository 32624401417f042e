import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { findDialog } from '../../../test/find-dialog.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const candidate = profile(['ROLE_CANDIDATE']);
const HOME = 'GET /api/user-booking/getCandidateBooking';
const SPOTS = 'POST /api/meeting/getMeetingSpotsEmpty';
const home = (step: Record<string, unknown>) => ({
  body: {
    listNotPendingBookings: [],
    listPendingBookings: [{ encryptedStepId: 'S1', stepTypeDisplay: 'Interview', daysAvailable: ['2030-03-04'], ...step }],
    showAvailable: true,
    projectCount: 1,
  },
});

describe('meeting search: the waitlist when nothing is found (issue 22)', () => {
  it('offers Join the waitlist when the search finds nothing and the step offers nothing', async () => {
    fakeApi({ [HOME]: () => home({ waitlistAvailable: true }), [SPOTS]: () => ({ body: { dataset: [], size: 0 } }) });
    renderApp('/meeting-search?step=S1', candidate);
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await findDialog('Join the waitlist')).toBeTruthy();
  });

  it('offers nothing more where the server does not offer the waitlist', async () => {
    fakeApi({ [HOME]: () => home({}), [SPOTS]: () => ({ body: { dataset: [], size: 0 } }) });
    renderApp('/meeting-search?step=S1', candidate);
    expect(await screen.findByText(/^No appointments available/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  });
});
