import { useEffect, useState } from 'react';
import { type AudioLevelMeter, createAudioLevelMeter } from '../media/audio-levels.ts';
import type { MediaDevicesChoice } from '../media/media-session.ts';
import { cameraConstraints } from '../media/p2p-media-session.ts';

export interface DeviceTestMediaDeps {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  enumerateDevices(): Promise<MediaDeviceInfo[]>;
  createMeter(): AudioLevelMeter;
}

export const browserDeviceTestDeps = (): DeviceTestMediaDeps => ({
  getUserMedia: (c) => navigator.mediaDevices.getUserMedia(c),
  enumerateDevices: () => navigator.mediaDevices.enumerateDevices(),
  createMeter: () => createAudioLevelMeter(),
});

export interface DeviceTestMedia {
  stream?: MediaStream;
  failed: boolean;
  /** Microphone level 0..1, read every LEVEL_MS. */
  level: number;
  audioInputs: MediaDeviceInfo[];
  videoInputs: MediaDeviceInfo[];
  audioOutputs: MediaDeviceInfo[];
}

const LEVEL_MS = 100;

/** While the dialog is open: the chosen camera and mic, their level, and the device lists (read after permission). */
export function useDeviceTestMedia(open: boolean, devices: MediaDevicesChoice, deps: DeviceTestMediaDeps): DeviceTestMedia {
  const [media, setMedia] = useState<DeviceTestMedia>({ failed: false, level: 0, audioInputs: [], videoInputs: [], audioOutputs: [] });
  const { audioInputId, videoInputId } = devices;
  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | undefined;
    let meter: AudioLevelMeter | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    deps
      .getUserMedia(cameraConstraints({ audioInputId, videoInputId }))
      .then(async (s) => {
        if (cancelled) {
          for (const t of s.getTracks()) t.stop();
          return;
        }
        stream = s;
        meter = deps.createMeter();
        meter.add('mic', s);
        const list = await deps.enumerateDevices().catch(() => []);
        if (cancelled) return;
        setMedia({
          stream: s,
          failed: false,
          level: 0,
          audioInputs: list.filter((d) => d.kind === 'audioinput'),
          videoInputs: list.filter((d) => d.kind === 'videoinput'),
          audioOutputs: list.filter((d) => d.kind === 'audiooutput'),
        });
        timer = setInterval(() => {
          const level = meter?.read().mic ?? 0;
          setMedia((m) => (m.level === level ? m : { ...m, level }));
        }, LEVEL_MS);
      })
      .catch(() => {
        if (!cancelled) setMedia((m) => ({ ...m, stream: undefined, failed: true }));
      });
    return () => {
      cancelled = true;
      if (timer) clearInterval(timer);
      meter?.close();
      for (const t of stream?.getTracks() ?? []) t.stop();
      setMedia((m) => ({ ...m, stream: undefined, level: 0 }));
    };
  }, [open, audioInputId, videoInputId, deps]);
  return media;
}
