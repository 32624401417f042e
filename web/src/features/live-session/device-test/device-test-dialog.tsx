import { Button, Field, NativeSelect, Slider, Stack, Tabs, Text } from '@chakra-ui/react';
import { DEVICE_TEST, LIVE_SESSION_MESSAGES } from '@scheduler/contracts/live-session';
import { useCallback, useMemo, useState } from 'react';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import type { MediaDevicesChoice } from '../media/media-session.ts';
import { MicLevelBars } from './mic-level-bars.tsx';
import { outputSelectable, speakersTabShown } from './platform.ts';
import { playTestTone } from './test-tone.ts';
import { browserDeviceTestDeps, type DeviceTestMediaDeps, useDeviceTestMedia } from './use-device-test-media.ts';

export interface DeviceTestDialogProps {
  open: boolean;
  onClose(): void;
  /** The devices chosen on the page (the dialog keeps its own choice when omitted). */
  devices?: MediaDevicesChoice;
  onDevicesChange?(devices: MediaDevicesChoice): void;
  /** Tests: the platform and the media. */
  userAgent?: string;
  mediaDeps?: DeviceTestMediaDeps;
  playTone?: typeof playTestTone;
}

function DeviceSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value?: string;
  options: MediaDeviceInfo[];
  onChange(id: string): void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          {!value && <option value="">Default</option>}
          {options.map((d, i) => (
            <option key={d.deviceId || i} value={d.deviceId}>
              {d.label || `${label} ${i + 1}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** 'Test Mic and Speaker' (doc 2 §2 Device test dialog, §9 Device test), in the waiting room and the session. */
export function DeviceTestDialog({ open, onClose, devices, onDevicesChange, userAgent, mediaDeps, playTone = playTestTone }: DeviceTestDialogProps) {
  const deps = useMemo(() => mediaDeps ?? browserDeviceTestDeps(), [mediaDeps]);
  const [ownChoice, setOwnChoice] = useState<MediaDevicesChoice>(devices ?? {});
  const chosen = devices ?? ownChoice;
  const choose = (change: MediaDevicesChoice) => {
    const next = { ...chosen, ...change };
    setOwnChoice(next);
    onDevicesChange?.(next);
  };
  const media = useDeviceTestMedia(open, chosen, deps);
  const speakers = speakersTabShown(userAgent ?? navigator.userAgent, typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints);
  const [tab, setTab] = useState(speakers ? 'speakers' : 'microphone');
  const [volume, setVolume] = useState<number>(DEVICE_TEST.volumeDefault);
  const [playing, setPlaying] = useState(false);
  const stream = media.stream;
  const preview = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video) video.srcObject = stream ?? null;
    },
    [stream],
  );

  const play = async () => {
    setPlaying(true);
    try {
      await playTone(volume, chosen.audioOutputId);
    } finally {
      setPlaying(false);
    }
  };

  return (
    <ModalFrame open={open} title="Test Mic and Speaker" onDismiss={onClose} size="md" footer={<Button onClick={onClose}>Close</Button>}>
      <Stack gap="4">
        {media.failed && (
          <Text role="alert" color="fg.error">
            {LIVE_SESSION_MESSAGES.deviceTestFailed}
          </Text>
        )}
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" lazyMount unmountOnExit>
          <Tabs.List>
            {speakers && <Tabs.Trigger value="speakers">Speakers</Tabs.Trigger>}
            <Tabs.Trigger value="microphone">Microphone</Tabs.Trigger>
            <Tabs.Trigger value="video">Video</Tabs.Trigger>
          </Tabs.List>
          {speakers && (
            <Tabs.Content value="speakers">
              <Stack gap="4">
                {outputSelectable() && media.audioOutputs.length > 0 && (
                  <DeviceSelect
                    label="Speaker"
                    value={chosen.audioOutputId}
                    options={media.audioOutputs}
                    onChange={(id) => choose({ audioOutputId: id })}
                  />
                )}
                <Slider.Root
                  min={DEVICE_TEST.volumeMin}
                  max={DEVICE_TEST.volumeMax}
                  step={DEVICE_TEST.volumeStep}
                  value={[volume]}
                  onValueChange={(e) => setVolume(e.value[0] ?? DEVICE_TEST.volumeDefault)}
                >
                  <Slider.Label>Volume</Slider.Label>
                  <Slider.Control>
                    <Slider.Track>
                      <Slider.Range />
                    </Slider.Track>
                    <Slider.Thumbs />
                  </Slider.Control>
                </Slider.Root>
                <Button alignSelf="start" onClick={() => void play()} loading={playing}>
                  Play test sound
                </Button>
              </Stack>
            </Tabs.Content>
          )}
          <Tabs.Content value="microphone">
            <Stack gap="4">
              {media.audioInputs.length > 0 && (
                <DeviceSelect
                  label="Microphone"
                  value={chosen.audioInputId}
                  options={media.audioInputs}
                  onChange={(id) => choose({ audioInputId: id })}
                />
              )}
              <Text fontSize="sm">Speak to see the level move.</Text>
              <MicLevelBars level={media.level} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="video">
            <Stack gap="4">
              {media.videoInputs.length > 0 && (
                <DeviceSelect
                  label="Camera"
                  value={chosen.videoInputId}
                  options={media.videoInputs}
                  onChange={(id) => choose({ videoInputId: id })}
                />
              )}
              <video
                ref={preview}
                data-testid="camera-preview"
                autoPlay
                muted
                playsInline
                style={{ width: '100%', borderRadius: 8, background: '#000' }}
              />
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </ModalFrame>
  );
}
