import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';

/** The Join modal (doc 2 §2, §4): the session has started; join with or without background blur. */
export function JoinDialog({ open, busy, onJoin }: { open: boolean; busy: boolean; onJoin(blur: boolean): void }) {
  const words = useLabelWords();
  return (
    <ModalFrame
      open={open}
      title={words('Join {Meeting}')}
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={() => onJoin(false)}>
            Join without blur
          </Button>
          <Button colorPalette="blue" disabled={busy} onClick={() => onJoin(true)}>
            Join with blur
          </Button>
        </>
      }
    >
      <Text>Use background blur?</Text>
    </ModalFrame>
  );
}

/** IN_USE_ELSEWHERE (doc 2 §4): this person's session is open on another device; move it here or reconnect. */
export function DeviceChoiceDialog({
  open,
  message,
  busy,
  onChoose,
}: {
  open: boolean;
  message: string;
  busy: boolean;
  onChoose(switchDevice: boolean): void;
}) {
  return (
    <ModalFrame
      open={open}
      title="Session in use"
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={() => onChoose(false)}>
            Reconnect
          </Button>
          <Button colorPalette="blue" disabled={busy} onClick={() => onChoose(true)}>
            Join on This Device
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
    </ModalFrame>
  );
}

/** The host's waiting-room list (doc 2 §4): a candidate is Pending until they check in, then Ready. */
export function WaitingListDialog({
  open,
  onClose,
  candidates,
}: {
  open: boolean;
  onClose(): void;
  candidates?: { fullName: string; inWaitingRoom: boolean }[];
}) {
  return (
    <ModalFrame
      open={open}
      title="Participants"
      onDismiss={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack as="ul" gap="2" listStyleType="none">
        {candidates?.length === 0 && <Text color="fg.muted">No candidates are booked.</Text>}
        {candidates?.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two candidates may share a name; the list is read whole each time
          <HStack as="li" key={`${c.fullName}-${i}`} justify="space-between">
            <Text>{c.fullName}</Text>
            <Badge colorPalette={c.inWaitingRoom ? 'green' : 'gray'}>{c.inWaitingRoom ? 'Ready' : 'Pending'}</Badge>
          </HStack>
        ))}
      </Stack>
    </ModalFrame>
  );
}
