import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { useLabels } from '../../lib/labels.tsx';
import type { PendingStep } from './candidate-booking-query.ts';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { holdExpired, narrowingOf, WAITLIST_MSG } from './waitlist-words.ts';
import { WaitlistHoldCard } from './waitlist-hold-card.tsx';
import { WaitlistJoinDialog } from './waitlist-join-dialog.tsx';

/**
 * The waitlist part of a pending card (issue 22): the seat held for the candidate with 'Confirm this appointment';
 * else their place, what they narrowed it to and 'Leave waitlist'; else, where the step offers nothing and the
 * organisation has the waitlist on, 'Join the waitlist'.
 */
export function WaitlistPanel({ step }: { step: PendingStep }) {
  const label = useLabels();
  const dialogs = useDialogs();
  const leave = useRouteMutation('user-booking.waitlist-remove');
  const [joining, setJoining] = useState(false);
  const stepId = step.encryptedStepId;
  const entry = step.waitlist;
  if (!stepId) return null;

  if (entry?.hold && !holdExpired(entry.hold, new Date())) return <WaitlistHoldCard hold={entry.hold} />;
  if (entry)
    return (
      <Stack gap="2" data-testid="waitlist-place">
        <Text fontWeight="medium">{WAITLIST_MSG.position(entry.position)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {narrowingOf(entry, (m) => label(m === 'REMOTE' ? 'REMOTE' : 'ONSITE'))}
        </Text>
        <Button
          variant="outline"
          colorPalette="red"
          size="sm"
          alignSelf="flex-start"
          width={{ base: 'full', sm: 'auto' }}
          loading={leave.isPending}
          onClick={async () => {
            const ok = await dialogs.confirm({ title: WAITLIST_MSG.leaveTitle, message: WAITLIST_MSG.leaveConfirm, okText: WAITLIST_MSG.leave });
            if (!ok) return;
            if (await leave.send({ body: { encryptedStepId: stepId } }))
              await dialogs.message({ title: WAITLIST_MSG.leftTitle, message: WAITLIST_MSG.left });
          }}
        >
          {WAITLIST_MSG.leave}
        </Button>
      </Stack>
    );
  if (!step.waitlistAvailable) return null;
  return (
    <>
      <Button colorPalette="blue" variant="outline" alignSelf="flex-start" width={{ base: 'full', sm: 'auto' }} onClick={() => setJoining(true)}>
        {WAITLIST_MSG.join}
      </Button>
      {joining && <WaitlistJoinDialog stepId={stepId} onClose={() => setJoining(false)} />}
    </>
  );
}
