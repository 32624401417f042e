import { DEVICE_TEST } from '@scheduler/contracts/live-session';

/**
 * 'Play test sound' (doc 2 §9 Device test): a 440 Hz sine for 2 s through an OscillatorNode and a GainNode at the
 * chosen volume, on the chosen output where the browser can pick one. Resolves when the tone ended.
 */
export async function playTestTone(volume: number, outputId?: string, createContext: () => AudioContext = () => new AudioContext()): Promise<void> {
  const context = createContext();
  try {
    const sink = context as AudioContext & { setSinkId?: (id: string) => Promise<void> };
    if (outputId && sink.setSinkId) await sink.setSinkId(outputId).catch(() => undefined);
    if (context.state === 'suspended') await context.resume();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = DEVICE_TEST.toneHz;
    gain.gain.value = volume;
    oscillator.connect(gain).connect(context.destination);
    const ended = new Promise<void>((resolve) => {
      oscillator.onended = () => resolve();
    });
    oscillator.start();
    oscillator.stop(context.currentTime + DEVICE_TEST.toneMs / 1000);
    await ended;
  } finally {
    await context.close().catch(() => undefined);
  }
}
