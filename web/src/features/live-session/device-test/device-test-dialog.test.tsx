import { LIVE_SESSION_MESSAGES } from '@scheduler/contracts/live-session';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { DeviceTestDialog } from './device-test-dialog.tsx';
import { barsOn } from './mic-level-bars.tsx';
import { speakersTabShown } from './platform.ts';
import type { DeviceTestMediaDeps } from './use-device-test-media.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

function fakeMedia(level: { value: number }, fail = false): DeviceTestMediaDeps {
  const track = { stop: vi.fn(), kind: 'audio' };
  const stream = { getTracks: () => [track], getAudioTracks: () => [track], getVideoTracks: () => [] } as unknown as MediaStream;
  return {
    getUserMedia: vi.fn(async () => (fail ? Promise.reject(new Error('NotAllowedError')) : stream)),
    enumerateDevices: async () =>
      [
        { kind: 'audioinput', deviceId: 'mic-1', label: 'Desk mic' },
        { kind: 'videoinput', deviceId: 'cam-1', label: 'Front camera' },
      ] as MediaDeviceInfo[],
    createMeter: () => ({ add: vi.fn(), remove: vi.fn(), read: () => ({ mic: level.value }), close: vi.fn() }),
  };
}

afterEach(() => vi.useRealTimers());

describe('device test platform rules', () => {
  it('shows Speakers only on desktop browsers other than Firefox', () => {
    expect(speakersTabShown(CHROME)).toBe(true);
    expect(speakersTabShown(FIREFOX)).toBe(false);
    expect(speakersTabShown(IPHONE)).toBe(false);
    expect(speakersTabShown(ANDROID)).toBe(false);
    expect(speakersTabShown('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 5)).toBe(false);
  });

  it('lights bars by level, none for silence, at most ten', () => {
    expect(barsOn(0)).toBe(0);
    expect(barsOn(0.01)).toBe(0);
    expect(barsOn(0.25)).toBe(3);
    expect(barsOn(1)).toBe(10);
  });
});

describe('DeviceTestDialog', () => {
  it('on desktop Chrome: Speakers, Microphone and Video tabs, the volume at 0.5, and the tone plays at that volume', async () => {
    const playTone = vi.fn(async () => undefined);
    renderWithProviders(
      <DeviceTestDialog open onClose={() => undefined} userAgent={CHROME} mediaDeps={fakeMedia({ value: 0 })} playTone={playTone} />,
    );
    expect(await screen.findByRole('heading', { name: 'Test Mic and Speaker' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Speakers', 'Microphone', 'Video']);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0.5');
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Play test sound' }));
    expect(playTone).toHaveBeenCalledWith(0.5, undefined);
  });

  it('on Firefox and mobile: no Speakers tab, Microphone first', async () => {
    for (const ua of [FIREFOX, ANDROID]) {
      const { unmount } = renderWithProviders(<DeviceTestDialog open onClose={() => undefined} userAgent={ua} mediaDeps={fakeMedia({ value: 0 })} />);
      await screen.findByRole('heading', { name: 'Test Mic and Speaker' });
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Microphone', 'Video']);
      expect(screen.queryByRole('slider', { name: 'Volume' })).toBeNull();
      expect(screen.getByRole('tab', { name: 'Microphone' }).getAttribute('aria-selected')).toBe('true');
      unmount();
    }
  });

  it('the microphone level lights its bars, and the device lists offer the chosen devices', async () => {
    const level = { value: 0 };
    const onDevicesChange = vi.fn();
    renderWithProviders(
      <DeviceTestDialog open onClose={() => undefined} userAgent={FIREFOX} mediaDeps={fakeMedia(level)} onDevicesChange={onDevicesChange} />,
    );
    const meter = await screen.findByTestId('mic-level');
    expect(meter.querySelectorAll('[data-on="true"]')).toHaveLength(0);
    level.value = 0.55;
    await waitFor(() => expect(meter.querySelectorAll('[data-on="true"]')).toHaveLength(6), { timeout: 1000 });
    expect(meter.querySelectorAll('[data-on]')).toHaveLength(10);
    const mic = await screen.findByRole('combobox', { name: 'Microphone' });
    await userEvent.selectOptions(mic, 'mic-1');
    expect(onDevicesChange).toHaveBeenCalledWith({ audioInputId: 'mic-1' });
  });

  it('shows the spec failure text when camera/mic access fails', async () => {
    renderWithProviders(<DeviceTestDialog open onClose={() => undefined} userAgent={CHROME} mediaDeps={fakeMedia({ value: 0 }, true)} />);
    expect((await screen.findByRole('alert')).textContent).toBe(LIVE_SESSION_MESSAGES.deviceTestFailed);
  });

  it('a closed dialog asks for no camera or microphone', async () => {
    const deps = fakeMedia({ value: 0 });
    renderWithProviders(<DeviceTestDialog open={false} onClose={() => undefined} userAgent={CHROME} mediaDeps={deps} />);
    await act(async () => undefined);
    expect(deps.getUserMedia).not.toHaveBeenCalled();
  });
});
