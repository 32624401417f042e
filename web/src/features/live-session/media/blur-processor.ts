import type { Results, SelfieSegmentation } from '@mediapipe/selfie_segmentation';

/**
 * Background blur for both adapters (issue 12 design): MediaPipe selfie segmentation, its script, WASM and model served
 * from the app's own origin (copied into the build under BLUR_ASSETS_PATH by the vite config, never part of the first
 * load). Loading has a timeout; where the browser cannot run it, or it fails, blur is simply unavailable — a console
 * warning only (doc 2 §8).
 */
export const BLUR_ASSETS_PATH = '/mediapipe/selfie_segmentation/';
export const BLUR_LOAD_TIMEOUT_MS = 15_000;
const BLUR_RADIUS_PX = 12;

export interface BlurProcessor {
  /** Draws `source` onto `target` with everything but the person blurred. */
  draw(source: HTMLVideoElement | HTMLCanvasElement, target: CanvasRenderingContext2D): Promise<void>;
  close(): void;
}

type SegmentationClass = typeof SelfieSegmentation;

export interface BlurLoadOptions {
  timeoutMs?: number;
  basePath?: string;
  /** Loads the segmentation class (tests inject it); by default the script from basePath. */
  loadSegmentation?: (basePath: string) => Promise<SegmentationClass>;
}

function supported(): boolean {
  if (typeof WebAssembly === 'undefined' || typeof document === 'undefined') return false;
  const context = document.createElement('canvas').getContext('2d');
  return !!context && 'filter' in context;
}

function loadScript(basePath: string): Promise<SegmentationClass> {
  const global = globalThis as { SelfieSegmentation?: SegmentationClass };
  if (global.SelfieSegmentation) return Promise.resolve(global.SelfieSegmentation);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${basePath}selfie_segmentation.js`;
    script.crossOrigin = 'anonymous';
    script.onload = () => (global.SelfieSegmentation ? resolve(global.SelfieSegmentation) : reject(new Error('SelfieSegmentation missing')));
    script.onerror = () => reject(new Error(`Could not load ${script.src}`));
    document.head.append(script);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** Composes one segmented frame: the person sharp over the same frame blurred. */
export function drawBlurred(results: Pick<Results, 'image' | 'segmentationMask'>, target: CanvasRenderingContext2D): void {
  const { width, height } = target.canvas;
  target.save();
  target.clearRect(0, 0, width, height);
  target.drawImage(results.segmentationMask, 0, 0, width, height);
  target.globalCompositeOperation = 'source-in';
  target.drawImage(results.image, 0, 0, width, height);
  target.globalCompositeOperation = 'destination-over';
  target.filter = `blur(${BLUR_RADIUS_PX}px)`;
  target.drawImage(results.image, 0, 0, width, height);
  target.restore();
}

/** The processor, or undefined (with a console warning) when blur cannot run here. */
export async function loadBlurProcessor(options: BlurLoadOptions = {}): Promise<BlurProcessor | undefined> {
  const basePath = options.basePath ?? BLUR_ASSETS_PATH;
  if (!options.loadSegmentation && !supported()) {
    console.warn('Background blur is not supported in this browser; the video is sent without blur.');
    return undefined;
  }
  let segmentation: SelfieSegmentation | undefined;
  try {
    const Segmentation = await withTimeout((options.loadSegmentation ?? loadScript)(basePath), options.timeoutMs ?? BLUR_LOAD_TIMEOUT_MS);
    const created = new Segmentation({ locateFile: (file) => `${basePath}${file}` });
    segmentation = created;
    created.setOptions({ modelSelection: 1 });
    await withTimeout(created.initialize(), options.timeoutMs ?? BLUR_LOAD_TIMEOUT_MS);
  } catch (e) {
    console.warn('Background blur could not start; the video is sent without blur.', e);
    void segmentation?.close().catch(() => undefined);
    return undefined;
  }
  const model = segmentation;
  let pending: { target: CanvasRenderingContext2D } | undefined;
  model.onResults((results) => {
    if (pending) drawBlurred(results, pending.target);
  });
  let queue: Promise<void> = Promise.resolve();
  return {
    draw(source, target) {
      queue = queue.then(async () => {
        pending = { target };
        await model.send({ image: source });
        pending = undefined;
      });
      return queue;
    },
    close() {
      void model.close().catch(() => undefined);
    },
  };
}

/**
 * p2p: a blurred copy of a camera track — the frames are segmented onto a canvas whose captureStream is sent instead
 * of the camera. The original track stays (to switch back); `stop()` ends the copy.
 */
export function blurVideoTrack(processor: BlurProcessor, camera: MediaStreamTrack, frameRate: number): { track: MediaStreamTrack; stop(): void } {
  const settings = camera.getSettings();
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([camera]);
  void video.play().catch(() => undefined);
  const canvas = document.createElement('canvas');
  canvas.width = settings.width ?? 640;
  canvas.height = settings.height ?? 360;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const track = canvas.captureStream(frameRate).getVideoTracks()[0] as MediaStreamTrack;
  let busy = false;
  const timer = setInterval(() => {
    if (busy || video.readyState < 2) return;
    busy = true;
    processor
      .draw(video, context)
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, 1000 / frameRate);
  return {
    track,
    stop() {
      clearInterval(timer);
      track.stop();
      video.srcObject = null;
    },
  };
}
