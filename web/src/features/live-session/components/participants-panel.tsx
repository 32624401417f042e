import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { SessionPeer } from '@scheduler/contracts/live-session';

/** doc 2 §5: 'Mute everyone' is disabled when every candidate is already muted (none there: nothing to mute). */
export const allCandidatesMuted = (peers: SessionPeer[]): boolean => peers.filter((p) => p.role === 'candidate').every((p) => p.muted === true);

/** Participants (doc 2 §2, §6): everyone this page sees; hosts mute one or every candidate. */
export function ParticipantsPanel({
  self,
  peers,
  host,
  onMute,
  onMuteAll,
}: {
  self: SessionPeer;
  peers: SessionPeer[];
  host: boolean;
  onMute(peer: SessionPeer): void;
  onMuteAll(): void;
}) {
  return (
    <Stack as="section" aria-label="Participants" gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Participants</Text>
        {host && (
          <Button size="xs" variant="outline" onClick={onMuteAll} disabled={allCandidatesMuted(peers)}>
            Mute everyone
          </Button>
        )}
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none">
        {[self, ...peers].map((p) => (
          <HStack as="li" key={p.attendeeId} data-testid="participant" justify="space-between" wrap="wrap">
            <HStack gap="2">
              <Text>{p.attendeeId === self.attendeeId ? `${p.name} (you)` : p.name}</Text>
              {p.role !== 'candidate' && <Badge colorPalette="blue">{p.mainHost ? 'Host' : 'Co-host'}</Badge>}
              {p.muted && <Badge>Muted</Badge>}
              {p.isCameraOff && <Badge>Camera off</Badge>}
            </HStack>
            {host && p.attendeeId !== self.attendeeId && p.role === 'candidate' && (
              <Button size="xs" variant="outline" onClick={() => onMute(p)} disabled={p.muted === true}>
                Mute {p.name}
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
