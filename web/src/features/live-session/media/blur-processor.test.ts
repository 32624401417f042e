import type { SelfieSegmentation } from '@mediapipe/selfie_segmentation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLUR_ASSETS_PATH, loadBlurProcessor } from './blur-processor.ts';

afterEach(() => vi.restoreAllMocks());

describe('blur processor', () => {
  it('a segmentation that fails to load gives no processor and only a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const processor = await loadBlurProcessor({ loadSegmentation: async () => Promise.reject(new Error('404 selfie_segmentation.js')) });
    expect(processor).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a load that hangs gives up after the timeout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const processor = await loadBlurProcessor({ timeoutMs: 20, loadSegmentation: () => new Promise(() => undefined) });
    expect(processor).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[1])).toContain('timed out');
  });

  it('loads the model files from the app origin and segments frames one at a time', async () => {
    const located: string[] = [];
    const sent: unknown[] = [];
    let onResults: ((r: unknown) => void) | undefined;
    class FakeSegmentation {
      constructor(config: { locateFile: (f: string) => string }) {
        located.push(config.locateFile('selfie_segmentation.tflite'));
      }
      setOptions = vi.fn();
      initialize = async () => undefined;
      onResults(fn: (r: unknown) => void) {
        onResults = fn;
      }
      async send(input: { image: unknown }) {
        sent.push(input.image);
      }
      close = async () => undefined;
    }
    const processor = await loadBlurProcessor({ loadSegmentation: async () => FakeSegmentation as unknown as typeof SelfieSegmentation });
    expect(located).toEqual([`${BLUR_ASSETS_PATH}selfie_segmentation.tflite`]);
    expect(onResults).toBeTypeOf('function');
    const frame = {} as HTMLCanvasElement;
    await processor?.draw(frame, {} as CanvasRenderingContext2D);
    expect(sent).toEqual([frame]);
  });
});
