import { useCallback, useEffect, useRef, useState } from 'react';
import { openPreview, stopPreview } from './preview-media.ts';

export interface Preview {
  stream?: MediaStream;
  /** No camera or microphone found, or access refused: 'Devices not detected...' with Try Again. */
  missing: boolean;
  retry(): void;
  stop(): void;
}

/** The waiting room's own camera and microphone, switched by its toggles; stopped when the session takes over. */
export function usePreview(active: boolean, cameraOn: boolean, micOn: boolean): Preview {
  const [stream, setStream] = useState<MediaStream>();
  const [missing, setMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<MediaStream | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (Try Again) opens the devices again
  useEffect(() => {
    if (!active) return;
    let live = true;
    openPreview().then(
      (s) => {
        if (!live) return stopPreview(s);
        current.current = s;
        setStream(s);
        setMissing(false);
      },
      () => live && setMissing(true),
    );
    return () => {
      live = false;
      stopPreview(current.current);
      current.current = undefined;
      setStream(undefined);
    };
  }, [active, attempt]);

  useEffect(() => {
    for (const t of stream?.getVideoTracks() ?? []) t.enabled = cameraOn;
    for (const t of stream?.getAudioTracks() ?? []) t.enabled = micOn;
  }, [stream, cameraOn, micOn]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const stop = useCallback(() => {
    stopPreview(current.current);
    current.current = undefined;
    setStream(undefined);
  }, []);
  return { stream, missing, retry, stop };
}
