/**
 * Audio levels of MediaStreams by AnalyserNode (p2p adapter and the device test's mic bars): each stream's RMS,
 * scaled to 0..1, read a few times a second. The fake device beep of headless Chromium reads about 0.3; silence 0.
 */
export const LEVEL_INTERVAL_MS = 200;

export interface AudioLevelMeter {
  add(key: string, stream: MediaStream): void;
  remove(key: string): void;
  /** Current levels by key. */
  read(): Record<string, number>;
  close(): void;
}

export function rmsLevel(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  const rms = Math.sqrt(sum / (samples.length || 1));
  return Math.min(1, Math.round(rms * 2 * 100) / 100);
}

export function createAudioLevelMeter(createContext: () => AudioContext = () => new AudioContext()): AudioLevelMeter {
  let context: AudioContext | undefined;
  const sources = new Map<string, { source: MediaStreamAudioSourceNode; analyser: AnalyserNode; buffer: Float32Array<ArrayBuffer> }>();
  return {
    add(key, stream) {
      if (!stream.getAudioTracks().length) return;
      this.remove(key);
      context ??= createContext();
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
      const source = context.createMediaStreamSource(stream);
      const analyser = context.createAnalyser();
      analyser.fftSize = 1024;
      source.connect(analyser);
      sources.set(key, { source, analyser, buffer: new Float32Array(analyser.fftSize) });
    },
    remove(key) {
      const entry = sources.get(key);
      if (!entry) return;
      entry.source.disconnect();
      sources.delete(key);
    },
    read() {
      const levels: Record<string, number> = {};
      for (const [key, { analyser, buffer }] of sources) {
        analyser.getFloatTimeDomainData(buffer);
        levels[key] = rmsLevel(buffer);
      }
      return levels;
    },
    close() {
      for (const key of [...sources.keys()]) this.remove(key);
      void context?.close().catch(() => undefined);
      context = undefined;
    },
  };
}
