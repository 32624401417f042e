import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LIVE_SESSION_MESSAGES } from '@scheduler/contracts/live-session';
import type { ReactNode } from 'react';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import type { MeetingHeading } from '../lib/session-api.ts';
import type { Preview } from '../lib/use-preview.ts';
import { useWaitingSteps } from '../lib/use-waiting-steps.ts';

/** The meeting's project as the page heading and its times with the zone code (doc 2 §2). */
export function MeetingTitle({ meeting }: { meeting?: MeetingHeading }) {
  const words = useLabelWords();
  const zone = meeting?.timezoneCode ? ` ${meeting.timezoneCode}` : '';
  return (
    <Stack gap="1">
      <Heading as="h1" size="xl">
        {meeting?.projectName || words('{Meeting} Session')}
      </Heading>
      {meeting?.startTimeDisplay && (
        <Text color="fg.muted">
          {[meeting.startDateDisplay, `${meeting.startTimeDisplay}${zone} – ${meeting.endTimeDisplay ?? ''}${zone}`].filter(Boolean).join(' ')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The waiting room (doc 2 §2, §4): the status steps, the camera preview with its toggles, Test Mic and Speaker, and
 * what the role adds (the host's Start Meeting and Participants; the candidate's not-started notice).
 */
export function WaitingRoom({
  meeting,
  preview,
  cameraOn,
  micOn,
  onCamera,
  onMic,
  onTestDevices,
  notice,
  actions,
}: {
  meeting?: MeetingHeading;
  preview: Preview;
  cameraOn: boolean;
  micOn: boolean;
  onCamera(): void;
  onMic(): void;
  onTestDevices(): void;
  notice?: ReactNode;
  actions?: ReactNode;
}) {
  const step = useWaitingSteps();
  return (
    <Stack gap="4" maxW="3xl">
      <MeetingTitle meeting={meeting} />
      {step && (
        <Text role="status" color="fg.muted">
          {step}
        </Text>
      )}
      {notice}
      {preview.missing && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{LIVE_SESSION_MESSAGES.devicesNotDetected}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={preview.retry}>
            {LIVE_SESSION_MESSAGES.tryAgain}
          </Button>
        </Alert.Root>
      )}
      <Box bg="gray.900" borderRadius="md" overflow="hidden" aspectRatio={16 / 9} maxW="xl" w="full">
        <video
          data-testid="preview"
          aria-label="Camera preview"
          autoPlay
          playsInline
          muted
          style={{ width: '100%', height: '100%', objectFit: 'cover', visibility: cameraOn ? 'visible' : 'hidden' }}
          ref={(element) => {
            if (element && element.srcObject !== (preview.stream ?? null)) element.srcObject = preview.stream ?? null;
          }}
        />
      </Box>
      <HStack wrap="wrap" gap="2">
        <Button size="sm" variant="outline" onClick={onCamera}>
          {cameraOn ? 'Turn camera off' : 'Turn camera on'}
        </Button>
        <Button size="sm" variant="outline" onClick={onMic}>
          {micOn ? 'Mute microphone' : 'Unmute microphone'}
        </Button>
        <Button size="sm" variant="outline" onClick={onTestDevices}>
          Test Mic and Speaker
        </Button>
        {actions}
      </HStack>
    </Stack>
  );
}
