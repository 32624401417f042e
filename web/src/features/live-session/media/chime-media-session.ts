import type { JoinInfo } from '@scheduler/contracts/live-session';
import { LIVE_SESSION } from '@scheduler/contracts/live-session';
import * as chime from 'amazon-chime-sdk-js';
import type { AudioVideoFacade, AudioVideoObserver, VideoFrameBuffer, VideoFrameProcessor, VideoTileState } from 'amazon-chime-sdk-js';
import { type BlurProcessor, loadBlurProcessor } from './blur-processor.ts';
import type { MediaDevicesChoice, MediaSession, VideoTile } from './media-session.ts';
import { createMediaStore } from './media-store.ts';
import type { SessionChannel } from './session-channel.ts';

/**
 * Deployed media (MEETING_MEDIA=chime): the Amazon Chime SDK meeting session built from getJoinInfo's answer
 * (CreateMeeting / CreateAttendee). Loaded only by dynamic import from create-media-session.ts, so the SDK is a chunk
 * of its own that only a deployed session downloads. Tiles come from the SDK's VideoTileObserver (a tile's id is the
 * bound attendee id, `{attendeeId}#content` for a screen share), levels from the volume indicator. The channel is not
 * used for media here (Chime has its own signalling); chat and control stay on it, handled by the page.
 */
export type ChimeSdk = Pick<
  typeof chime,
  | 'ConsoleLogger'
  | 'LogLevel'
  | 'DefaultDeviceController'
  | 'MeetingSessionConfiguration'
  | 'DefaultMeetingSession'
  | 'DefaultVideoTransformDevice'
  | 'CanvasVideoFrameBuffer'
>;

export interface ChimeMediaDeps {
  sdk: ChimeSdk;
  createAudioElement(): HTMLAudioElement;
  loadBlur(): Promise<BlurProcessor | undefined>;
  /** How long join waits for the SDK's audioVideoDidStart. */
  startTimeoutMs: number;
}

function browserChimeDeps(): ChimeMediaDeps {
  return {
    sdk: chime,
    createAudioElement: () => {
      const audio = document.createElement('audio');
      audio.autoplay = true;
      return audio;
    },
    loadBlur: () => loadBlurProcessor(),
    startTimeoutMs: 30_000,
  };
}

/** The segmentation blur as a Chime VideoFrameProcessor (for DefaultVideoTransformDevice). */
export class SegmentationBlurFrameProcessor implements VideoFrameProcessor {
  private readonly input = document.createElement('canvas');
  private readonly output = document.createElement('canvas');
  private readonly buffer: VideoFrameBuffer;

  constructor(
    private readonly blur: BlurProcessor,
    sdk: Pick<ChimeSdk, 'CanvasVideoFrameBuffer'>,
  ) {
    this.buffer = new sdk.CanvasVideoFrameBuffer(this.output);
  }

  async process(buffers: VideoFrameBuffer[]): Promise<VideoFrameBuffer[]> {
    const frame = buffers[0];
    if (!frame) return buffers;
    const inContext = this.input.getContext('2d');
    const outContext = this.output.getContext('2d');
    if (!inContext || !outContext) return buffers;
    for (const canvas of [this.input, this.output]) {
      canvas.width = frame.width;
      canvas.height = frame.height;
    }
    inContext.drawImage(await frame.asCanvasImageSource(), 0, 0, frame.width, frame.height);
    await this.blur.draw(this.input, outContext);
    return [this.buffer];
  }

  async destroy(): Promise<void> {
    this.buffer.destroy();
    this.blur.close();
  }
}

export function tileFromState(state: VideoTileState): VideoTile | undefined {
  if (state.tileId === null || !state.boundAttendeeId) return undefined;
  const content = state.isContent;
  const attendeeId =
    content && state.boundAttendeeId.endsWith(LIVE_SESSION.contentSuffix)
      ? state.boundAttendeeId.slice(0, -LIVE_SESSION.contentSuffix.length)
      : state.boundAttendeeId;
  return {
    tileId: content ? attendeeId + LIVE_SESSION.contentSuffix : attendeeId,
    attendeeId,
    content,
    local: state.localTile,
    paused: state.paused || (state.localTile ? !state.localTileStarted : !state.active),
  };
}

export function createChimeMediaSession(_channel: SessionChannel, deps: ChimeMediaDeps = browserChimeDeps()): MediaSession {
  const { sdk } = deps;
  const store = createMediaStore();
  const chimeTileIds = new Map<string, number>();
  const bound = new Map<string, HTMLVideoElement>();
  const logger = new sdk.ConsoleLogger('live-session', sdk.LogLevel.WARN);
  const deviceController = new sdk.DefaultDeviceController(logger, { enableWebAudio: false });
  let audioVideo: AudioVideoFacade | undefined;
  let devices: MediaDevicesChoice = {};
  let videoDeviceId: string | undefined;
  let transform: InstanceType<ChimeSdk['DefaultVideoTransformDevice']> | undefined;
  let audioElement: HTMLAudioElement | undefined;
  const volumeSubscriptions = new Set<string>();

  function bindIfReady(tileId: string): void {
    const chimeId = chimeTileIds.get(tileId);
    const element = bound.get(tileId);
    if (audioVideo && chimeId !== undefined && element) audioVideo.bindVideoElement(chimeId, element);
  }

  async function videoInput(): Promise<string | undefined> {
    videoDeviceId ??= devices.videoInputId ?? (await deviceController.listVideoInputDevices())[0]?.deviceId;
    return videoDeviceId;
  }

  async function startVideo(): Promise<void> {
    const av = audioVideo;
    const deviceId = await videoInput();
    if (!av || !deviceId) return;
    await av.startVideoInput(transform ?? deviceId);
    av.startLocalVideoTile();
  }

  const observer: AudioVideoObserver = {
    videoTileDidUpdate(state) {
      const tile = tileFromState(state);
      if (!tile || state.tileId === null) return;
      chimeTileIds.set(tile.tileId, state.tileId);
      store.update((s) => ({ tiles: [...s.tiles.filter((t) => t.tileId !== tile.tileId), tile] }));
      bindIfReady(tile.tileId);
    },
    videoTileWasRemoved(chimeId) {
      const tileId = [...chimeTileIds].find(([, id]) => id === chimeId)?.[0];
      if (!tileId) return;
      chimeTileIds.delete(tileId);
      store.update((s) => ({ tiles: s.tiles.filter((t) => t.tileId !== tileId) }));
    },
    audioVideoDidStop(status) {
      const code = status.statusCode();
      store.update({ phase: status.isFailure() ? 'failed' : 'left', ...(status.isFailure() ? { error: `Chime session stopped (${code})` } : {}) });
    },
  };

  function onPresence(attendeeId: string, present: boolean): void {
    if (attendeeId.endsWith(LIVE_SESSION.contentSuffix) || !audioVideo) return;
    if (present && !volumeSubscriptions.has(attendeeId)) {
      volumeSubscriptions.add(attendeeId);
      audioVideo.realtimeSubscribeToVolumeIndicator(attendeeId, (id, volume, muted) => {
        const level = muted ? 0 : (volume ?? 0);
        if (store.get().levels[id] !== level) store.update((s) => ({ levels: { ...s.levels, [id]: level } }));
      });
    } else if (!present && volumeSubscriptions.has(attendeeId)) {
      volumeSubscriptions.delete(attendeeId);
      audioVideo.realtimeUnsubscribeFromVolumeIndicator(attendeeId);
      store.update((s) => {
        const { [attendeeId]: _gone, ...levels } = s.levels;
        return { levels };
      });
    }
  }

  return {
    async join(info: JoinInfo, options) {
      devices = options.devices;
      store.update({ phase: 'joining', error: undefined, micMuted: !options.micOn, cameraOn: options.cameraOn });
      const { kind: _kind, ...meeting } = info.meeting;
      const { role: _role, name: _name, ...attendee } = info.attendee;
      const configuration = new sdk.MeetingSessionConfiguration({ Meeting: meeting }, { Attendee: attendee });
      const session = new sdk.DefaultMeetingSession(configuration, logger, deviceController);
      const av = session.audioVideo;
      audioVideo = av;
      av.addObserver(observer);
      av.addContentShareObserver({ contentShareDidStop: () => store.update({ sharing: false }) });
      av.realtimeSubscribeToAttendeeIdPresence(onPresence);
      try {
        const audioInput = devices.audioInputId ?? (await deviceController.listAudioInputDevices())[0]?.deviceId;
        if (!audioInput) throw new Error('No microphone');
        await av.startAudioInput(audioInput);
        if (devices.audioOutputId) await av.chooseAudioOutput(devices.audioOutputId).catch(() => undefined);
        audioElement = deps.createAudioElement();
        await av.bindAudioElement(audioElement);
        if (!options.micOn) av.realtimeMuteLocalAudio();
        const started = new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('The video service did not answer')), deps.startTimeoutMs);
          av.addObserver({
            audioVideoDidStart: () => {
              clearTimeout(timer);
              resolve();
            },
            audioVideoDidStop: (status) => {
              clearTimeout(timer);
              reject(new Error(`Chime session stopped (${status.statusCode()})`));
            },
          });
        });
        av.start();
        await started;
        if (options.blur) await this.setBlur(true);
        if (options.cameraOn) await startVideo();
      } catch (e) {
        store.update({ phase: 'failed', error: e instanceof Error ? e.message : String(e) });
        throw e;
      }
      store.update({ phase: 'joined' });
    },
    async leave() {
      const av = audioVideo;
      if (!av) return store.update({ phase: 'left' });
      av.stopContentShare();
      av.stopLocalVideoTile();
      av.stop();
      await av.stopVideoInput();
      await av.stopAudioInput();
      av.unbindAudioElement();
      await transform?.stop();
      transform = undefined;
      audioVideo = undefined;
      chimeTileIds.clear();
      store.update({ phase: 'left', tiles: [], levels: {}, sharing: false });
    },
    setMicMuted(muted) {
      if (muted) audioVideo?.realtimeMuteLocalAudio();
      else audioVideo?.realtimeUnmuteLocalAudio();
      store.update({ micMuted: muted });
    },
    async setCameraOn(on) {
      store.update({ cameraOn: on });
      if (on) await startVideo();
      else {
        audioVideo?.stopLocalVideoTile();
        await audioVideo?.stopVideoInput();
      }
    },
    async startScreenShare() {
      if (!audioVideo) throw new Error('Not joined');
      await audioVideo.startContentShareFromScreenCapture(undefined, LIVE_SESSION.video.frameRate);
      store.update({ sharing: true });
    },
    async stopScreenShare() {
      audioVideo?.stopContentShare();
      store.update({ sharing: false });
    },
    async setBlur(on) {
      if (!on) {
        const old = transform;
        transform = undefined;
        if (old) {
          if (store.get().cameraOn) await startVideo();
          await old.stop();
        }
        if (store.get().blur !== 'unsupported') store.update({ blur: 'off' });
        return;
      }
      if (transform) return;
      const deviceId = await videoInput();
      const blur = deviceId ? await deps.loadBlur() : undefined;
      if (!blur || !deviceId) {
        store.update({ blur: 'unsupported' });
        return;
      }
      transform = new sdk.DefaultVideoTransformDevice(logger, deviceId, [new SegmentationBlurFrameProcessor(blur, sdk)]);
      if (store.get().cameraOn && store.get().phase === 'joined') await startVideo();
      store.update({ blur: 'on' });
    },
    bindVideo(tileId, element) {
      const chimeId = chimeTileIds.get(tileId);
      if (!element) {
        bound.delete(tileId);
        if (chimeId !== undefined) audioVideo?.unbindVideoElement(chimeId, false);
        return;
      }
      bound.set(tileId, element);
      bindIfReady(tileId);
    },
    getState: () => store.get(),
    subscribe: store.subscribe,
  };
}
