import { fillLabels, LABEL_DEFAULTS } from '@scheduler/contracts/labels';
import { LIVE_SESSION_MESSAGES, type SessionPeer } from '@scheduler/contracts/live-session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { profile, renderApp } from '../../../test/render-app.tsx';
import { fakeChannel, fakeMedia } from '../testing/session-fakes.ts';
import { findDialog } from '../../../test/find-dialog.ts';

/** A contract text as people read it: its label placeholders in the default words. */
const w = (text: string) => fillLabels(text, LABEL_DEFAULTS);

vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn(), confirmSignIn: vi.fn(), signOut: vi.fn(), fetchAuthSession: vi.fn() }));

const h = vi.hoisted(() => ({
  channel: undefined as unknown as ReturnType<typeof fakeChannel>,
  media: undefined as unknown as ReturnType<typeof fakeMedia>,
  preview: (async () => new MediaStream()) as () => Promise<unknown>,
  reload: undefined as unknown as () => void,
}));
vi.mock('../media/session-channel.ts', () => ({ createSessionChannel: () => h.channel.channel }));
vi.mock('../media/create-media-session.ts', () => ({ loadMediaSession: async () => h.media.media }));
vi.mock('../lib/preview-media.ts', () => ({
  openPreview: () => h.preview(),
  stopPreview: () => undefined,
  pageNavigation: { reload: () => h.reload() },
}));

const URL_ID = 'SEALED-M1';
const PATH = `/meetingSession/${URL_ID}/SEALED-A1`;
const S = (op: string) => `/api/meeting-session/${op}/${URL_ID}`;
const host = profile(['ROLE_ASSESSOR'], { firstName: 'Ava', lastName: 'Stone' });
const candidate = profile(['ROLE_CANDIDATE'], { firstName: 'Mia', lastName: 'Park', encryptedId: 'C1' });
const admin = profile(['ROLE_ADMIN_TYPE', 'ROLE_ORG_ADMIN']);
const ok = (message: string) => ({ body: { status: 'SUCCESS', message } });
const status = (s: string, message = '') => ({ body: { status: s, message } });

const joinInfo = (role: 'host' | 'candidate', id: string, name: string) => ({
  body: {
    status: 'SUCCESS',
    message: id,
    meeting: { kind: 'p2p', MeetingId: 'room-1' },
    attendee: { AttendeeId: id, ExternalUserId: `${id}-user`, role, name },
  },
});

const peer = (attendeeId: string, name: string, role: SessionPeer['role'], extra: Partial<SessionPeer> = {}): SessionPeer => ({
  attendeeId,
  name,
  role,
  mainHost: role === 'host',
  ...extra,
});

/** Quiet answers for every call the page makes; `over` replaces some. */
function routes(over: Record<string, (req: Recorded) => { status?: number; body?: unknown }> = {}) {
  return fakeApi({
    [`GET /api/meeting/getMeetingInfo/${URL_ID}`]: () => ({
      body: {
        status: 'SUCCESS',
        projectName: 'Graduate Interviews',
        startDateDisplay: '05/03/2030',
        startTimeDisplay: '09:00 AM',
        endTimeDisplay: '10:00 AM',
        timezoneCode: 'Akl',
      },
    }),
    [`GET ${S('isMeetingCreationAllowed')}`]: () => ok('host'),
    [`POST ${S('getMeetingResponse')}`]: () => ok('H1'),
    [`GET ${S('isMeetingStarted')}`]: () => status('NOT_STARTED', w(LIVE_SESSION_MESSAGES.notStarted)),
    [`POST ${S('getJoinInfo')}`]: () => joinInfo('host', 'H1', 'Ava Stone'),
    [`GET ${S('getActualMeetingStartTime')}`]: () => ok(new Date(Date.now() - 65_000).toISOString()),
    [`POST ${S('finishMeeting')}`]: () => ok('finished'),
    [`POST ${S('switchToNewDevice')}`]: () => ok('H2'),
    [`POST ${S('joinWithOutSwitch')}`]: () => ok('H1'),
    'GET /api/meeting-session/candidatesCanSeeEachOther/ORG1': () => ok('false'),
    [`GET /api/user-booking/getCandidatesInWaitingRoom/${URL_ID}`]: () => ({
      body: [
        { fullName: 'Mia Park', inWaitingRoom: true },
        { fullName: 'Noah Reed', inWaitingRoom: false },
      ],
    }),
    'POST /api/user-booking/checkInWaitingRoom': () => ok('B1'),
    ...over,
  });
}

const called = (calls: Recorded[], path: string, method = 'POST') => calls.filter((c) => c.path === path && c.method === method).length;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** The host starts and joins without blur: the session toolbar shows. */
async function hostJoins() {
  fireEvent.click(await screen.findByRole('button', { name: 'Start Meeting' }));
  const modal = await findDialog('Join Meeting');
  fireEvent.click(within(modal).getByRole('button', { name: 'Join without blur' }));
  await screen.findByRole('button', { name: 'End meeting' });
  await waitFor(() => expect(h.channel.ops('join')).toHaveLength(1));
}

/** A candidate answers the Join modal: the session toolbar shows and the room is joined. */
async function candidateJoins(blur = false) {
  const modal = await findDialog('Join Meeting');
  fireEvent.click(within(modal).getByRole('button', { name: blur ? 'Join with blur' : 'Join without blur' }));
  await screen.findByRole('button', { name: 'Leave meeting' });
  await waitFor(() => expect(h.channel.ops('join')).toHaveLength(1));
}

beforeEach(() => {
  h.channel = fakeChannel();
  h.media = fakeMedia();
  h.reload = vi.fn();
});

describe('live session waiting room (doc 2 §2, §4)', () => {
  it('host: heading, times with the zone, status steps, waiting list, then Start Meeting and the blur question join the session', async () => {
    const { calls } = routes();
    renderApp(PATH, host);
    expect(await screen.findByRole('heading', { name: 'Graduate Interviews' })).toBeTruthy();
    expect(screen.getByText('05/03/2030 09:00 AM Akl – 10:00 AM Akl')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Checking your meeting status...');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Detecting your devices...'), { timeout: 1800 });
    expect(document.querySelector('video[data-testid="preview"]')).toBeTruthy();
    expect(button('Test Mic and Speaker')).toBeTruthy();
    fireEvent.click(button('Turn camera off'));
    expect(button('Turn camera on')).toBeTruthy();
    fireEvent.click(button('Turn camera on'));
    fireEvent.click(button('Mute microphone'));
    expect(button('Unmute microphone')).toBeTruthy();
    fireEvent.click(button('Unmute microphone'));

    fireEvent.click(button('Participants'));
    const list = await findDialog('Participants');
    await within(list).findByText('Mia Park');
    expect(within(list).getByText('Ready')).toBeTruthy();
    expect(within(list).getByText('Pending')).toBeTruthy();
    const before = called(calls, `/api/user-booking/getCandidatesInWaitingRoom/${URL_ID}`, 'GET');
    act(() =>
      h.channel.emit({
        type: 'session.waiting-room',
        meetingId: 'M1',
        eventType: 'candidate-waitingRoom',
        waitingRoom: 'true',
        attendeeName: 'Noah Reed',
      }),
    );
    await waitFor(() => expect(called(calls, `/api/user-booking/getCandidatesInWaitingRoom/${URL_ID}`, 'GET')).toBe(before + 1));
    fireEvent.click(within(list).getByRole('button', { name: 'Close' }));

    await hostJoins();
    expect(called(calls, S('getMeetingResponse'))).toBe(1);
    expect(called(calls, S('getJoinInfo'))).toBe(1);
    expect(h.media.media.join).toHaveBeenCalledWith(
      expect.objectContaining({ attendee: expect.objectContaining({ AttendeeId: 'H1' }) }),
      expect.objectContaining({ blur: false, cameraOn: true, micOn: true }),
    );
    expect(h.channel.ops('join')).toEqual([{ action: 'session', op: 'join', meetingId: URL_ID, attendeeId: 'H1' }]);
    const own = document.querySelector('video[data-testid="video-tile"][data-local="true"]');
    expect(own?.getAttribute('data-attendee-id')).toBe('H1');
    expect(screen.getByText(LIVE_SESSION_MESSAGES.localMediaLabel)).toBeTruthy();
    expect((await screen.findByRole('timer')).textContent).toMatch(/^01:0\d$/);

    // A reconnect joins the attendee again.
    act(() => h.channel.open());
    expect(h.channel.ops('join')).toHaveLength(2);
  });

  it('candidate: checks in, sees Meeting Not Started, then the Join modal once the host starts', async () => {
    let started = false;
    const { calls } = routes({
      [`GET ${S('isMeetingStarted')}`]: () => (started ? ok('H1') : status('NOT_STARTED', w(LIVE_SESSION_MESSAGES.notStarted))),
      [`POST ${S('getJoinInfo')}`]: () => joinInfo('candidate', 'C1', 'Mia Park'),
    });
    renderApp(PATH, candidate);
    expect(await screen.findByText(w(LIVE_SESSION_MESSAGES.notStarted))).toBeTruthy();
    expect(screen.getByText(w(LIVE_SESSION_MESSAGES.notStartedTitle))).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user-booking/checkInWaitingRoom')?.body).toEqual({ encryptedMeetingId: URL_ID });
    expect(screen.queryByRole('button', { name: 'Start Meeting' })).toBeNull();
    act(() => h.channel.open());
    expect(h.channel.ops('watch')).toEqual([{ action: 'session', op: 'watch', meetingId: URL_ID }]);

    started = true;
    act(() => h.channel.emit({ type: 'session.started', meetingId: 'M1', hostAttendeeId: 'H1' }));
    const modal = await findDialog('Join Meeting');
    expect(within(modal).getByText('Use background blur?')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Join with blur' }));
    await screen.findByRole('button', { name: 'Leave meeting' });
    expect(h.media.media.join).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ blur: true }));
    expect(screen.queryByRole('button', { name: 'End meeting' })).toBeNull();
  });

  it('an admin not allowed to start sees only the spec message', async () => {
    routes({ [`GET ${S('isMeetingCreationAllowed')}`]: () => status('NOT_ALLOWED', w(LIVE_SESSION_MESSAGES.notAllowedToStart)) });
    renderApp(PATH, admin);
    expect(await screen.findByText(w(LIVE_SESSION_MESSAGES.notAllowedToStart))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Meeting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test Mic and Speaker' })).toBeNull();
    expect(document.querySelector('video[data-testid="preview"]')).toBeNull();
  });

  it('in use elsewhere: Join on This Device switches, Reconnect rejoins without switching', async () => {
    let answers = [status('IN_USE_ELSEWHERE', 'Your session is open on another device'), joinInfo('host', 'H2', 'Ava Stone')];
    const { calls } = routes({ [`POST ${S('getJoinInfo')}`]: () => answers.shift() ?? joinInfo('host', 'H2', 'Ava Stone') });
    renderApp(PATH, host);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Meeting' }));
    fireEvent.click(within(await findDialog('Join Meeting')).getByRole('button', { name: 'Join without blur' }));
    const choice = await findDialog('Session in use');
    fireEvent.click(within(choice).getByRole('button', { name: 'Join on This Device' }));
    await screen.findByRole('button', { name: 'End meeting' });
    expect(called(calls, S('switchToNewDevice'))).toBe(1);
    expect(called(calls, S('joinWithOutSwitch'))).toBe(0);
    expect(called(calls, S('getJoinInfo'))).toBe(2);

    // The other choice, from getMeetingResponse's answer this time.
    answers = [];
    h.media = fakeMedia();
    h.channel = fakeChannel();
    const second = routes({ [`POST ${S('getMeetingResponse')}`]: () => status('IN_USE_ELSEWHERE', 'Your session is open on another device') });
    document.body.innerHTML = '';
    renderApp(PATH, host);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Meeting' }));
    fireEvent.click(within(await findDialog('Session in use')).getByRole('button', { name: 'Reconnect' }));
    fireEvent.click(within(await findDialog('Join Meeting')).getByRole('button', { name: 'Join without blur' }));
    await screen.findByRole('button', { name: 'End meeting' });
    expect(called(second.calls, S('joinWithOutSwitch'))).toBe(1);
    expect(called(second.calls, S('switchToNewDevice'))).toBe(0);
  });

  it('a join whose camera or microphone fails says so and lets the candidate join again', async () => {
    routes({
      [`GET ${S('isMeetingStarted')}`]: () => ok('H1'),
      [`POST ${S('getJoinInfo')}`]: () => joinInfo('candidate', 'C1', 'Mia Park'),
    });
    h.media.media.join.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    renderApp(PATH, candidate);
    fireEvent.click(within(await findDialog('Join Meeting')).getByRole('button', { name: 'Join without blur' }));
    const said = await findDialog('Meeting Session', 'alertdialog');
    expect(within(said).getByText(LIVE_SESSION_MESSAGES.devicesNotDetected)).toBeTruthy();
    expect(h.media.media.leave).toHaveBeenCalled();
    fireEvent.click(within(said).getByRole('button', { name: 'OK' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join Meeting' }));
    await candidateJoins();
    expect(h.media.media.join).toHaveBeenCalledTimes(2);
  });

  it('devices missing: the spec text and Try Again, which opens the devices again', async () => {
    let fail = true;
    h.preview = vi.fn(async () => {
      if (fail) throw new DOMException('Requested device not found', 'NotFoundError');
      return new MediaStream();
    });
    routes();
    renderApp(PATH, host);
    expect(await screen.findByText(LIVE_SESSION_MESSAGES.devicesNotDetected)).toBeTruthy();
    fail = false;
    fireEvent.click(button(LIVE_SESSION_MESSAGES.tryAgain));
    await waitFor(() => expect(screen.queryByText(LIVE_SESSION_MESSAGES.devicesNotDetected)).toBeNull());
    h.preview = async () => new MediaStream();
  });
});

describe('live session (doc 2 §2, §5, §6)', () => {
  it('chat: markup stays text, only http(s) addresses become links; a candidate writes to the main host only', async () => {
    routes({
      [`GET ${S('isMeetingStarted')}`]: () => ok('H1'),
      [`POST ${S('getJoinInfo')}`]: () => joinInfo('candidate', 'C1', 'Mia Park'),
    });
    renderApp(PATH, candidate);
    await candidateJoins();
    act(() =>
      h.channel.emit({
        type: 'session.peers',
        meetingId: 'M1',
        self: peer('C1', 'Mia Park', 'candidate'),
        peers: [peer('H1', 'Ava Stone', 'host'), peer('C2', 'Noah Reed', 'candidate')],
      }),
    );
    expect(h.media.media.onPeers).toHaveBeenLastCalledWith([peer('H1', 'Ava Stone', 'host'), peer('C2', 'Noah Reed', 'candidate')]);
    fireEvent.click(button('Chat'));
    const chat = screen.getByRole('region', { name: 'Chat' });
    const to = within(chat).getByLabelText('To') as HTMLSelectElement;
    // 'A candidate chats only with the main host' (doc 2 §6): no Everyone, no other candidate, the host chosen.
    expect([...to.options].map((o) => o.text)).toEqual(['Ava Stone']);
    expect(to.value).toBe('H1');

    act(() =>
      h.channel.emit({
        type: 'session.chat',
        meetingId: 'M1',
        senderId: 'H1',
        senderName: 'Ava Stone',
        recipient: 'Everyone',
        message: '<b>Welcome</b> <img src=x onerror=alert(1)> javascript:alert(1) notes at https://example.com/notes.',
        timestamp: '2030-03-05T09:01:00Z',
      }),
    );
    const item = within(chat).getByTestId('chat-message');
    expect(item.querySelector('b, img')).toBeNull();
    expect(item.textContent).toContain('<b>Welcome</b> <img src=x onerror=alert(1)> javascript:alert(1)');
    const links = item.querySelectorAll('a');
    expect([...links].map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['https://example.com/notes', '_blank', 'noopener noreferrer'],
    ]);

    fireEvent.change(to, { target: { value: 'H1' } });
    fireEvent.change(within(chat).getByRole('textbox', { name: 'Message' }), { target: { value: 'Thank you' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(h.channel.ops('chat')).toEqual([{ action: 'session', op: 'chat', meetingId: URL_ID, to: 'H1', message: 'Thank you' }]);

    // Panels are mutually exclusive.
    fireEvent.click(button('Participants'));
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
    expect(screen.getAllByTestId('participant')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Mute everyone' })).toBeNull();
  });

  it('chat: a candidate whose organisation lets candidates see each other may write to Everyone and to them', async () => {
    routes({
      [`GET ${S('isMeetingStarted')}`]: () => ok('H1'),
      [`POST ${S('getJoinInfo')}`]: () => joinInfo('candidate', 'C1', 'Mia Park'),
      'GET /api/meeting-session/candidatesCanSeeEachOther/ORG1': () => ok('true'),
    });
    renderApp(PATH, candidate);
    await candidateJoins();
    act(() =>
      h.channel.emit({
        type: 'session.peers',
        meetingId: 'M1',
        self: peer('C1', 'Mia Park', 'candidate'),
        peers: [peer('H1', 'Ava Stone', 'host'), peer('C2', 'Noah Reed', 'candidate')],
      }),
    );
    fireEvent.click(button('Chat'));
    const chat = screen.getByRole('region', { name: 'Chat' });
    const to = within(chat).getByLabelText('To') as HTMLSelectElement;
    await waitFor(() => expect([...to.options].map((o) => o.text)).toEqual(['Everyone', 'Ava Stone', 'Noah Reed']));
    fireEvent.change(within(chat).getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello all' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(h.channel.ops('chat')).toEqual([{ action: 'session', op: 'chat', meetingId: URL_ID, to: 'Everyone', message: 'Hello all' }]);
  });

  it('host: Mute one and Mute everyone send control; Mute everyone is disabled once every candidate is muted', async () => {
    routes();
    renderApp(PATH, host);
    await hostJoins();
    act(() =>
      h.channel.emit({
        type: 'session.peers',
        meetingId: 'M1',
        self: peer('H1', 'Ava Stone', 'host'),
        peers: [peer('C1', 'Mia Park', 'candidate'), peer('C2', 'Noah Reed', 'candidate', { muted: true })],
      }),
    );
    fireEvent.click(button('Participants'));
    const panel = screen.getByRole('region', { name: 'Participants' });
    const muteAll = within(panel).getByRole('button', { name: 'Mute everyone' }) as HTMLButtonElement;
    expect(muteAll.disabled).toBe(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Mute Mia Park' }));
    fireEvent.click(muteAll);
    expect(h.channel.ops('control')).toEqual([
      { action: 'session', op: 'control', meetingId: URL_ID, control: 'mute', targetAttendeeId: 'C1' },
      { action: 'session', op: 'control', meetingId: URL_ID, control: 'muteAll' },
    ]);
    act(() => h.channel.emit({ type: 'session.mic', meetingId: 'M1', attendeeId: 'C1', muted: true }));
    expect((within(panel).getByRole('button', { name: 'Mute everyone' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a mute control makes the page mute its own microphone and say so', async () => {
    routes({
      [`GET ${S('isMeetingStarted')}`]: () => ok('H1'),
      [`POST ${S('getJoinInfo')}`]: () => joinInfo('candidate', 'C1', 'Mia Park'),
    });
    renderApp(PATH, candidate);
    await candidateJoins();
    act(() => h.channel.emit({ type: 'session.control', meetingId: 'M1', control: 'muteAll' }));
    expect(h.media.media.setMicMuted).toHaveBeenCalledWith(true);
    expect(h.channel.ops('mic')).toEqual([{ action: 'session', op: 'mic', meetingId: URL_ID, muted: true }]);
    expect(await screen.findByRole('button', { name: 'Unmute microphone' })).toBeTruthy();
    // Camera and screen share are told to the room.
    fireEvent.click(button('Turn camera off'));
    await waitFor(() => expect(h.channel.ops('camera')).toEqual([{ action: 'session', op: 'camera', meetingId: URL_ID, isCameraOff: true }]));
    fireEvent.click(button('Share screen'));
    await waitFor(() => expect(h.channel.ops('screen')).toEqual([{ action: 'session', op: 'screen', meetingId: URL_ID, screen: 'started' }]));
    expect(await screen.findByRole('button', { name: 'Stop sharing' })).toBeTruthy();
  });

  it("someone's screen share asks to switch to the large view; Yes shows it large", async () => {
    routes();
    renderApp(PATH, host);
    await hostJoins();
    // Grid view: no full screen.
    expect(button('Large view')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
    act(() => {
      h.channel.emit({ type: 'session.peers', meetingId: 'M1', self: peer('H1', 'Ava Stone', 'host'), peers: [peer('C1', 'Mia Park', 'candidate')] });
      h.media.store.update((s) => ({
        tiles: [...s.tiles, { tileId: 'C1#content', attendeeId: 'C1', content: true, local: false, paused: false }],
      }));
      h.channel.emit({ type: 'session.screen', meetingId: 'M1', screen: 'started', sharedAttendeeId: 'C1', name: 'Mia Park' });
    });
    const question = await screen.findByText(LIVE_SESSION_MESSAGES.screenShareSwitch('Mia Park'));
    fireEvent.click(within(question.closest('[role=alertdialog],[role=dialog]') as HTMLElement).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Grid view' })).toBeTruthy();
    expect(button('Full screen')).toBeTruthy();
    const content = document.querySelector('video[data-testid="video-tile"][data-content="true"]');
    expect(content?.getAttribute('aria-label')).toBe('Mia Park (screen)');
  });

  it('End meeting asks first; OK finishes the meeting and reloads the page', async () => {
    const { calls } = routes();
    renderApp(PATH, host);
    await hostJoins();
    fireEvent.click(button('End meeting'));
    fireEvent.click(
      within((await screen.findByText(w(LIVE_SESSION_MESSAGES.confirmEnd))).closest('[role=alertdialog],[role=dialog]') as HTMLElement).getByRole(
        'button',
        { name: 'Cancel' },
      ),
    );
    await waitFor(() => expect(screen.queryByText(w(LIVE_SESSION_MESSAGES.confirmEnd))).toBeNull());
    expect(called(calls, S('finishMeeting'))).toBe(0);
    fireEvent.click(button('End meeting'));
    fireEvent.click(
      within((await screen.findByText(w(LIVE_SESSION_MESSAGES.confirmEnd))).closest('[role=alertdialog],[role=dialog]') as HTMLElement).getByRole(
        'button',
        { name: 'OK' },
      ),
    );
    await waitFor(() => expect(h.reload).toHaveBeenCalled());
    expect(called(calls, S('finishMeeting'))).toBe(1);
    expect(h.media.media.leave).toHaveBeenCalled();
  });

  it('Leave meeting asks "leave this meeting?"; OK tells the room, leaves the media and goes home', async () => {
    routes({
      [`GET ${S('isMeetingStarted')}`]: () => ok('H1'),
      [`POST ${S('getJoinInfo')}`]: () => joinInfo('candidate', 'C1', 'Mia Park'),
    });
    const { router } = renderApp(PATH, candidate);
    fireEvent.click(within(await findDialog('Join Meeting')).getByRole('button', { name: 'Join without blur' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave meeting' }));
    fireEvent.click(
      within((await screen.findByText(w(LIVE_SESSION_MESSAGES.confirmLeave))).closest('[role=alertdialog],[role=dialog]') as HTMLElement).getByRole(
        'button',
        { name: 'OK' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toBe(PATH));
    expect(h.channel.ops('leave')).toEqual([{ action: 'session', op: 'leave', meetingId: URL_ID }]);
    expect(h.media.media.leave).toHaveBeenCalled();
  });

  it("'Meeting Ended' when the host ends it or the main host leaves; OK reloads", async () => {
    routes({
      [`GET ${S('isMeetingStarted')}`]: () => ok('H1'),
      [`POST ${S('getJoinInfo')}`]: () => joinInfo('candidate', 'C1', 'Mia Park'),
    });
    renderApp(PATH, candidate);
    await candidateJoins();
    act(() => {
      h.channel.emit({ type: 'session.peers', meetingId: 'M1', self: peer('C1', 'Mia Park', 'candidate'), peers: [peer('H1', 'Ava Stone', 'host')] });
      h.channel.emit({ type: 'session.peer-left', meetingId: 'M1', attendeeId: 'H1', reason: 'left' });
    });
    const dialog = await findDialog(w(LIVE_SESSION_MESSAGES.endedTitle), 'alertdialog');
    expect(within(dialog).getByText(w(LIVE_SESSION_MESSAGES.ended))).toBeTruthy();
    await waitFor(() => expect(h.media.media.leave).toHaveBeenCalled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(h.reload).toHaveBeenCalled();
  });

  it("'Session Active on Another Device' when the session moves elsewhere; OK goes home", async () => {
    routes();
    const { router } = renderApp(PATH, host);
    await hostJoins();
    act(() => h.channel.emit({ type: 'session.replaced', meetingId: 'M1' }));
    const dialog = await findDialog(LIVE_SESSION_MESSAGES.anotherDeviceTitle, 'alertdialog');
    expect(within(dialog).getByText(LIVE_SESSION_MESSAGES.anotherDevice)).toBeTruthy();
    await waitFor(() => expect(h.media.media.leave).toHaveBeenCalled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(PATH));
    expect(h.reload).not.toHaveBeenCalled();
  });
});
