import { LIVE_SESSION } from '@scheduler/contracts/live-session';

/** The waiting room's camera and microphone preview; fails when the browser finds no device or is refused. */
export async function openPreview(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('No media devices');
  const { width, height, frameRate } = LIVE_SESSION.video;
  return navigator.mediaDevices.getUserMedia({ video: { width, height, frameRate }, audio: true });
}

export function stopPreview(stream: MediaStream | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Whole-page navigation the session needs (the host's end reloads; tests replace it). */
export const pageNavigation = {
  reload: () => window.location.reload(),
};
