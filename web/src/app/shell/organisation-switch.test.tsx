import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../../shared/lib/api/index.ts';
import { storedLogin } from '../../shared/lib/session.tsx';
import { fakeApi } from '../../test/fake-api.ts';
import { loginAnswer, profile, renderApp } from '../../test/render-app.tsx';
import { parseSwitchColor, switchOutcome } from '../../shared/lib/organisation-switch-rules.ts';

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));
/** The query clients the rendered apps use, so a test can wait for what the shell has read. */
const clients = vi.hoisted(() => [] as QueryClient[]);
vi.mock('../providers.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../providers.tsx')>();
  return { ...original, createQueryClient: () => clients[clients.push(original.createQueryClient()) - 1] };
});
/** The switch data the shell holds, once its answer has come. */
const switchDataRead = () => clients.at(-1)?.getQueriesData({ queryKey: ['organisation', 'switchData'] })[0]?.[1];

const SWITCH_DATA = {
  show: true,
  colors: '#1a365d;#ffffff',
  defaultOrgName: 'Acme Assessments',
  switchList: [
    { organisationName: 'Acme Assessments', encryptedOrgId: 'ORG1', switchColor: '#1a365d;#ffffff' },
    { organisationName: 'Beta Recruiting', encryptedOrgId: 'ORG2', switchColor: '#c6f6d5;#22543d' },
  ],
};
const orgAdmin = profile(['ROLE_ORG_ADMIN']);
/** The booking list page (the page these tests open) with nothing to list, so no error dialog covers the shell. */
const QUIET_BOOKING_LIST = {
  'POST /api/user-booking/getUserBookingList/UPCOMING/NA': () => ({ body: { dataset: [], size: 0 } }),
  'POST /api/assessor/getAllAssessorByType': () => ({ body: [] }),
};
const setViewport = (size: { width: number; height: number }) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(size);

async function pickOrganisation(name: string) {
  const trigger = (await screen.findAllByRole('button', { name: /Switch organisation/ }))[0];
  fireEvent.click(trigger);
  const item = await screen.findByRole('menuitem', { name: name });
  await waitFor(() => expect(screen.getByRole('menu').getAttribute('data-state')).toBe('open'));
  // As a mouse does: the press highlights the item, the click selects it.
  fireEvent.pointerDown(item, { pointerType: 'mouse' });
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
}

describe('organisation switch (doc 1 §2.2, §4, §8)', () => {
  it('parses background;text colour pairs and refuses anything else', () => {
    expect(parseSwitchColor('#1a365d;#ffffff')).toEqual({ background: '#1a365d', text: '#ffffff' });
    expect(parseSwitchColor(['#fff', 'black'])).toEqual({ background: '#fff', text: 'black' });
    expect(parseSwitchColor(['pink;rgb(10, 20, 30)'])).toEqual({ background: 'pink', text: 'rgb(10, 20, 30)' });
    expect(parseSwitchColor({ background: 'green', text: 'white' })).toEqual({ background: 'green', text: 'white' });
    expect(parseSwitchColor('red')).toBeUndefined();
    expect(parseSwitchColor('url(x);white')).toBeUndefined();
    expect(parseSwitchColor(undefined)).toBeUndefined();
  });

  it('classifies the answers: SUCCESS, COUNTRY_NOT_ALLOWED (status or 503), anything else a failure', () => {
    expect(switchOutcome({ status: 'SUCCESS', pageSize: [20, 10] })).toEqual({ kind: 'switched', configLabels: undefined, pageSize: [20, 10] });
    expect(switchOutcome({ status: 'COUNTRY_NOT_ALLOWED' })).toEqual({ kind: 'location' });
    expect(switchOutcome(undefined, new ApiError(422, 'no', '/x', 'COUNTRY_NOT_ALLOWED'))).toEqual({ kind: 'location' });
    expect(switchOutcome(undefined, new ApiError(503, '', '/x'))).toEqual({ kind: 'location' });
    expect(switchOutcome({ status: 'FAILED' })).toEqual({ kind: 'failed' });
    expect(switchOutcome(undefined, new ApiError(409, '', '/x'))).toEqual({ kind: 'failed' });
    expect(switchOutcome(undefined, new Error('network'))).toEqual({ kind: 'failed' });
  });

  it('is hidden when the server says show: false', async () => {
    fakeApi({ ...QUIET_BOOKING_LIST, 'GET /api/organisation/getSwitchData': () => ({ body: { ...SWITCH_DATA, show: false } }) });
    renderApp('/manage/booking-list', orgAdmin);
    expect(await screen.findByRole('heading', { name: 'Manage Bookings' })).toBeTruthy();
    await waitFor(() => expect(switchDataRead()).toMatchObject({ show: false }));
    expect(screen.queryByRole('button', { name: /Switch organisation/ })).toBeNull();
    expect(screen.getAllByText('Acme Assessments').length).toBeGreaterThan(0);
  });

  it('a switch updates the stored labels and page sizes, reloads the profile and goes home', async () => {
    const labels = [{ code: 'MEETING', display: 'Session' }];
    const { calls } = fakeApi({
      ...QUIET_BOOKING_LIST,
      'GET /api/organisation/getSwitchData': () => ({ body: SWITCH_DATA }),
      'POST /api/user/updateDefaultOrganisation/ORG2': () => ({ body: { status: 'SUCCESS', message: '', configLabels: labels, pageSize: [25, 15] } }),
      'GET /api/user/getCurrentUserProfile': () => ({
        body: profile(['ROLE_ORG_ADMIN'], { encryptedOrganisationId: 'ORG2', organisationName: 'Beta Recruiting' }),
      }),
    });
    const { router } = renderApp('/manage/booking-list', orgAdmin, loginAnswer({ sessionId: 'S1' }));
    await pickOrganisation('Beta Recruiting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/user/updateDefaultOrganisation/ORG2')).toBe(true);
    expect(storedLogin.read()).toMatchObject({ sessionId: 'S1', configLabels: labels, pageSize: [25, 15] });
    expect((await screen.findAllByRole('button', { name: /Organisation: Beta Recruiting/ })).length).toBeGreaterThan(0);
  });

  it('COUNTRY_NOT_ALLOWED: the location message, logout, access-denied-location', async () => {
    fakeApi({
      ...QUIET_BOOKING_LIST,
      'GET /api/organisation/getSwitchData': () => ({ body: SWITCH_DATA }),
      'POST /api/user/updateDefaultOrganisation/ORG2': () => ({ body: { status: 'COUNTRY_NOT_ALLOWED', message: 'Country not allowed' } }),
    });
    storedLogin.write(loginAnswer());
    const { router } = renderApp('/manage/booking-list', orgAdmin);
    await pickOrganisation('Beta Recruiting');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This application is not accessible from your current location')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied-location'));
    expect(storedLogin.read()).toBeUndefined();
  });

  it('any other failure: the switching error, then logout to login', async () => {
    fakeApi({
      ...QUIET_BOOKING_LIST,
      'GET /api/organisation/getSwitchData': () => ({ body: SWITCH_DATA }),
      'POST /api/user/updateDefaultOrganisation/ORG2': () => ({ status: 422, body: { status: 'FAILED', message: 'No access' } }),
    });
    storedLogin.write(loginAnswer());
    const { router } = renderApp('/manage/booking-list', orgAdmin);
    await pickOrganisation('Beta Recruiting');
    expect(await screen.findByText('Error encountered while switching Organisation. You are now logged out, please log back again')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedLogin.read()).toBeUndefined();
  });

  it('into an organisation that requires 2-step: the mfa page first, which offers the switch back instead of a sign-out', async () => {
    let current = 'ORG1';
    const profiles: Record<string, ReturnType<typeof profile>> = {
      ORG1: profile(['ROLE_ORG_ADMIN'], { encryptedOrganisationId: 'ORG1', organisationName: 'Acme Assessments', username: 'grace@example.com' }),
      ORG2: profile(['ROLE_ORG_ADMIN'], { encryptedOrganisationId: 'ORG2', organisationName: 'Beta Recruiting', username: 'grace@example.com' }),
    };
    const answerSwitch = (organisationId: string, mfaEnabled: boolean) => () => {
      current = organisationId;
      return { body: { status: 'SUCCESS', message: 'Organisation switched.', mfaEnabled } };
    };
    const { calls } = fakeApi({
      ...QUIET_BOOKING_LIST,
      'GET /api/organisation/getSwitchData': () => ({ body: SWITCH_DATA }),
      // mfaEnabled without mfaType: the session is held to 2-step set-up in Beta Recruiting.
      'POST /api/user/updateDefaultOrganisation/ORG2': answerSwitch('ORG2', true),
      'POST /api/user/updateDefaultOrganisation/ORG1': answerSwitch('ORG1', false),
      'GET /api/user/getCurrentUserProfile': () => ({ body: profiles[current] }),
    });
    storedLogin.write(loginAnswer({ sessionId: 'S1' }));
    const { router } = renderApp('/manage/booking-list', orgAdmin, loginAnswer({ sessionId: 'S1' }));
    await pickOrganisation('Beta Recruiting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mfa'));
    expect(router.state.location.state).toMatchObject({
      mfaSetup: { encryptedId: 'U1', from: 'switch', switchBack: { organisationId: 'ORG1', organisationName: 'Acme Assessments' } },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Back to Acme Assessments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.filter((c) => c.path.startsWith('/api/user/updateDefaultOrganisation/')).map((c) => c.path)).toEqual([
      '/api/user/updateDefaultOrganisation/ORG2',
      '/api/user/updateDefaultOrganisation/ORG1',
    ]);
    expect(storedLogin.read()).toMatchObject({ sessionId: 'S1' });
    expect(sessionStorage.getItem('scheduler.mfaSetup')).toBeNull();
  });

  it('on a phone the drawer holds the switch below its header, so it covers neither the title nor the close button', async () => {
    setViewport({ width: 390, height: 844 });
    onTestFinished(() => setViewport({ width: 1024, height: 768 }));
    fakeApi({ ...QUIET_BOOKING_LIST, 'GET /api/organisation/getSwitchData': () => ({ body: SWITCH_DATA }) });
    renderApp('/manage/booking-list', orgAdmin);
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    const inDrawer = await within(drawer).findByRole('button', { name: /Switch organisation/ });
    const header = drawer.querySelector('.chakra-drawer__header');
    expect(header?.textContent).toBe('The Scheduler');
    expect(header?.contains(inDrawer)).toBe(false);
    expect(drawer.querySelector('.chakra-drawer__body')?.contains(inDrawer)).toBe(true);
    expect(within(drawer).getByRole('button', { name: 'Close navigation' })).toBeTruthy();
  });
});
