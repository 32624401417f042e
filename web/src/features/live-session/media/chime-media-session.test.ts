import type { JoinInfo } from '@scheduler/contracts/live-session';
import { MeetingSessionConfiguration } from 'amazon-chime-sdk-js';
import type { AudioVideoObserver, ContentShareObserver, VideoTileState } from 'amazon-chime-sdk-js';
import { describe, expect, it, vi } from 'vitest';
import { type ChimeMediaDeps, type ChimeSdk, createChimeMediaSession, tileFromState } from './chime-media-session.ts';
import type { SessionChannel } from './session-channel.ts';

const channel: SessionChannel = { send: vi.fn(), subscribe: () => () => undefined, onOpen: () => () => undefined, close: vi.fn() };

const info: JoinInfo = {
  status: 'SUCCESS',
  meeting: {
    kind: 'chime',
    MeetingId: 'meeting-1',
    MediaRegion: 'ap-southeast-2',
    MediaPlacement: {
      AudioHostUrl: 'audio.example:3478',
      AudioFallbackUrl: 'wss://audio.example',
      SignalingUrl: 'wss://signal.example/control',
      TurnControlUrl: 'https://turn.example',
      ScreenDataUrl: 'wss://screen.example',
      ScreenViewingUrl: 'wss://screen.example/v',
      ScreenSharingUrl: 'wss://screen.example/s',
      EventIngestionUrl: 'https://events.example',
    },
  },
  attendee: { AttendeeId: 'att-1', ExternalUserId: 'user-1', JoinToken: 'join-token', role: 'host', name: 'Hana' },
};

const tileState = (over: Partial<VideoTileState>): VideoTileState =>
  ({
    tileId: 1,
    boundAttendeeId: 'att-2',
    localTile: false,
    localTileStarted: false,
    isContent: false,
    active: true,
    paused: false,
    ...over,
  }) as VideoTileState;

function fakeSdk() {
  const observers: AudioVideoObserver[] = [];
  const contentObservers: ContentShareObserver[] = [];
  let presence: ((id: string, present: boolean) => void) | undefined;
  const volume = new Map<string, (id: string, v: number | null, muted: boolean | null) => void>();
  const configurations: MeetingSessionConfiguration[] = [];
  const audioVideo = {
    addObserver: (o: AudioVideoObserver) => observers.push(o),
    addContentShareObserver: (o: ContentShareObserver) => contentObservers.push(o),
    realtimeSubscribeToAttendeeIdPresence: (fn: typeof presence) => {
      presence = fn;
    },
    realtimeSubscribeToVolumeIndicator: (id: string, fn: (id: string, v: number | null, muted: boolean | null) => void) => volume.set(id, fn),
    realtimeUnsubscribeFromVolumeIndicator: (id: string) => volume.delete(id),
    startAudioInput: vi.fn(async (_device: unknown) => undefined),
    stopAudioInput: vi.fn(async () => undefined),
    startVideoInput: vi.fn(async (_device: unknown) => undefined),
    stopVideoInput: vi.fn(async () => undefined),
    chooseAudioOutput: vi.fn(async () => undefined),
    bindAudioElement: vi.fn(async () => undefined),
    unbindAudioElement: vi.fn(),
    realtimeMuteLocalAudio: vi.fn(),
    realtimeUnmuteLocalAudio: vi.fn(),
    start: vi.fn(() => {
      for (const o of [...observers]) o.audioVideoDidStart?.();
    }),
    stop: vi.fn(),
    startLocalVideoTile: vi.fn(() => 7),
    stopLocalVideoTile: vi.fn(),
    bindVideoElement: vi.fn(),
    unbindVideoElement: vi.fn(),
    startContentShareFromScreenCapture: vi.fn(async () => ({})),
    stopContentShare: vi.fn(() => {
      for (const o of contentObservers) o.contentShareDidStop?.();
    }),
  };
  class DefaultMeetingSession {
    audioVideo = audioVideo;
    constructor(configuration: MeetingSessionConfiguration) {
      configurations.push(configuration);
    }
  }
  class DefaultDeviceController {
    listAudioInputDevices = async () => [{ deviceId: 'mic-1' }];
    listVideoInputDevices = async () => [{ deviceId: 'cam-1' }];
  }
  const sdk = {
    ConsoleLogger: class {},
    LogLevel: { WARN: 2 },
    DefaultDeviceController,
    MeetingSessionConfiguration,
    DefaultMeetingSession,
    DefaultVideoTransformDevice: class {
      stop = vi.fn(async () => undefined);
    },
    CanvasVideoFrameBuffer: class {
      destroy() {}
    },
  } as unknown as ChimeSdk;
  return { sdk, audioVideo, observers, configurations, presence: () => presence, volume };
}

function setup(over: Partial<ChimeMediaDeps> = {}) {
  const fake = fakeSdk();
  const session = createChimeMediaSession(channel, {
    sdk: fake.sdk,
    createAudioElement: () => ({}) as HTMLAudioElement,
    loadBlur: async () => undefined,
    startTimeoutMs: 1000,
    ...over,
  });
  return { session, ...fake };
}

const options = { devices: {}, cameraOn: true, micOn: true, blur: false };

describe('Chime media session', () => {
  it('names tiles by attendee, screen shares by the content attendee', () => {
    expect(tileFromState(tileState({ boundAttendeeId: 'att-2#content', isContent: true }))).toEqual({
      tileId: 'att-2#content',
      attendeeId: 'att-2',
      content: true,
      local: false,
      paused: false,
    });
    expect(tileFromState(tileState({ localTile: true, localTileStarted: true, boundAttendeeId: 'att-1' }))).toMatchObject({
      local: true,
      paused: false,
    });
    expect(tileFromState(tileState({ active: false }))).toMatchObject({ paused: true });
    expect(tileFromState(tileState({ tileId: null }))).toBeUndefined();
  });

  it('joins with the SDK configuration made from getJoinInfo, first mic and camera, and starts the local tile', async () => {
    const { session, configurations, audioVideo } = setup();
    await session.join(info, options);
    expect(configurations[0]!.meetingId).toBe('meeting-1');
    expect(configurations[0]!.credentials?.attendeeId).toBe('att-1');
    expect(configurations[0]!.credentials?.joinToken).toBe('join-token');
    expect(configurations[0]!.urls?.signalingURL).toBe('wss://signal.example/control');
    expect(audioVideo.startAudioInput).toHaveBeenCalledWith('mic-1');
    expect(audioVideo.startVideoInput).toHaveBeenCalledWith('cam-1');
    expect(audioVideo.startLocalVideoTile).toHaveBeenCalled();
    expect(session.getState().phase).toBe('joined');
  });

  it('joins muted without starting the camera when asked', async () => {
    const { session, audioVideo } = setup();
    await session.join(info, { ...options, micOn: false, cameraOn: false });
    expect(audioVideo.realtimeMuteLocalAudio).toHaveBeenCalled();
    expect(audioVideo.startLocalVideoTile).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ micMuted: true, cameraOn: false });
  });

  it('keeps tiles from the tile observer, binds them to video elements, and levels from the volume indicator', async () => {
    const { session, observers, audioVideo, presence, volume } = setup();
    await session.join(info, options);
    const element = {} as HTMLVideoElement;
    session.bindVideo('att-2', element);
    for (const o of observers) o.videoTileDidUpdate?.(tileState({ tileId: 3 }));
    expect(session.getState().tiles).toEqual([{ tileId: 'att-2', attendeeId: 'att-2', content: false, local: false, paused: false }]);
    expect(audioVideo.bindVideoElement).toHaveBeenCalledWith(3, element);
    for (const o of observers) o.videoTileWasRemoved?.(3);
    expect(session.getState().tiles).toEqual([]);

    presence()?.('att-2', true);
    presence()?.('att-2#content', true);
    expect([...volume.keys()]).toEqual(['att-2']);
    volume.get('att-2')?.('att-2', 0.6, false);
    expect(session.getState().levels).toEqual({ 'att-2': 0.6 });
    volume.get('att-2')?.('att-2', 0.6, true);
    expect(session.getState().levels).toEqual({ 'att-2': 0 });
    presence()?.('att-2', false);
    expect(session.getState().levels).toEqual({});
  });

  it('mutes through the SDK and shares the screen as content', async () => {
    const { session, audioVideo } = setup();
    await session.join(info, options);
    session.setMicMuted(true);
    expect(audioVideo.realtimeMuteLocalAudio).toHaveBeenCalled();
    session.setMicMuted(false);
    expect(audioVideo.realtimeUnmuteLocalAudio).toHaveBeenCalled();
    await session.startScreenShare();
    expect(session.getState().sharing).toBe(true);
    await session.stopScreenShare();
    expect(session.getState().sharing).toBe(false);
    await session.setCameraOn(false);
    expect(audioVideo.stopLocalVideoTile).toHaveBeenCalled();
    expect(audioVideo.stopVideoInput).toHaveBeenCalled();
  });

  it('blur is unsupported when segmentation cannot load, and goes through a transform device when it can', async () => {
    const unsupported = setup();
    await unsupported.session.join(info, { ...options, blur: true });
    expect(unsupported.session.getState().blur).toBe('unsupported');

    const { session, audioVideo } = setup({ loadBlur: async () => ({ draw: async () => undefined, close: vi.fn() }) });
    await session.join(info, { ...options, blur: true });
    expect(session.getState().blur).toBe('on');
    expect(audioVideo.startVideoInput.mock.calls.at(-1)?.[0]).not.toBe('cam-1');
  });

  it('a session the service stops during join fails the join', async () => {
    const { session, audioVideo, observers } = setup();
    audioVideo.start.mockImplementation(() => {
      for (const o of [...observers]) o.audioVideoDidStop?.({ statusCode: () => 12, isFailure: () => true } as never);
    });
    await expect(session.join(info, options)).rejects.toThrow('Chime session stopped (12)');
    expect(session.getState().phase).toBe('failed');
  });
});
