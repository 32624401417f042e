import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { loginAnswer, profile, renderApp } from '../../../test/render-app.tsx';
import { findDialog } from '../../../test/find-dialog.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

/** A meeting on the 10th of the month shown (a weekday or not, the test reads only its title). */
function meetingThisMonth(day: number, extra: Record<string, unknown> = {}) {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), day, 10, 0);
  return {
    encryptedId: `M${day}`,
    encryptedProjectId: 'P1',
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
    dateTimeCombined: 'Tuesday, 10 March 2026 10:00 AM Syd',
    stepType: 'INTERVIEW',
    stepTypeDisplay: 'Chat',
    projectName: 'Graduate Intake',
    assessorName: 'Ava Assessor',
    assessorTypeLabel: 'Coach',
    displayAddress: '1 George St, Sydney NSW 2000',
    providedHours: 1,
    active: true,
    archived: false,
    ...extra,
  };
}

function setup(roles: string[], dataset: object[]) {
  const api = fakeApi({
    'POST /api/meeting/getMeetingList/all/dayGridMonth': () => ({ body: { dataset, size: dataset.length } }),
  });
  const view = renderApp('/calendar', profile(roles), loginAnswer({ configLabels: [{ code: 'MEETING', display: 'Session' }] }));
  return { ...api, ...view };
}

const listCall = (calls: Recorded[]) => {
  const found = calls.filter((c) => c.path.startsWith('/api/meeting/getMeetingList/'));
  const body = found.at(-1)?.body as { searchData: string } | undefined;
  return body && { path: found.at(-1)!.path, searchData: JSON.parse(body.searchData) as Record<string, unknown> };
};

describe('calendar page', () => {
  it('opens on the month view and asks the meeting list for the calendar range by view name', async () => {
    const { calls } = setup(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'], [meetingThisMonth(10)]);
    expect(await screen.findByText('Chat - Graduate Intake - Ava Assessor')).toBeTruthy();
    const call = listCall(calls)!;
    expect(call.path).toBe('/api/meeting/getMeetingList/all/dayGridMonth');
    expect(call.searchData).toMatchObject({ listType: 'calendar', filters: [] });
    expect(String(call.searchData.dateRange)).toMatch(/^\d{4}-\d{2}-\d{2}~\d{4}-\d{2}-\d{2}$/);
  });

  it('a long title ends in an ellipsis instead of being cut mid-word, and the event carries its full title', async () => {
    const long = { projectName: 'Graduate Intake and Leadership Development Programme for the Southern Region' };
    setup(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'], [meetingThisMonth(10, long)]);
    const full = `Chat - ${long.projectName} - Ava Assessor`;
    const title = await screen.findByText(full);
    expect(title.classList.contains('calendar-event-title')).toBe(true);
    expect(getComputedStyle(title).textOverflow).toBe('ellipsis');
    expect(title.closest('[title]')?.getAttribute('title')).toBe(full);
  });

  it("shows 'No Data Found.' when the range has no meetings", async () => {
    setup(['ROLE_ASSESSOR'], []);
    expect(await screen.findByText('No Data Found.')).toBeTruthy();
  });

  it('sends the Method and Type filters with the list call', async () => {
    const { calls } = setup(['ROLE_ASSESSOR'], []);
    await screen.findByText('No Data Found.');
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'REMOTE' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'ASSESSMENT' } });
    await waitFor(() => expect(listCall(calls)!.searchData.filters).toEqual(['REMOTE', 'ASSESSMENT']));
  });

  it('an admin sees the project details and the Open button in the event dialog', async () => {
    setup(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'], [meetingThisMonth(10, { candidateBookingLink: 'https://x.example/join' })]);
    fireEvent.click(await screen.findByText('Chat - Graduate Intake - Ava Assessor'));
    const dialog = await findDialog('Session Details');
    expect(within(dialog).getByText('Graduate Intake')).toBeTruthy();
    expect(within(dialog).getByText('https://x.example/join')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Open Session' })).toBeTruthy();
  });

  it('an invigilator gets neither the Open button nor project details or candidate links', async () => {
    setup(['ROLE_INVIGILATOR'], [meetingThisMonth(10, { candidateBookingLink: 'https://x.example/join' })]);
    fireEvent.click(await screen.findByText('Chat - Ava Assessor'));
    const dialog = await findDialog('Session Details');
    expect(within(dialog).getByText('Ava Assessor')).toBeTruthy();
    expect(within(dialog).queryByText('Graduate Intake')).toBeNull();
    expect(within(dialog).queryByText('https://x.example/join')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Open Session' })).toBeNull();
  });

  it('an assessor opens the meeting on the assessor meeting page, with the calendar as the way back', async () => {
    const { router } = setup(['ROLE_ASSESSOR'], [meetingThisMonth(10)]);
    fireEvent.click(await screen.findByText('Chat - Ava Assessor'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Open Session' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessor/meeting/M10'));
    expect(localStorage.getItem('meeting-return-url')).toBe('/calendar');
  });
});
