import { Alert, Stack, Text } from '@chakra-ui/react';
import { useLabelWords } from '../../lib/labels.tsx';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { SingleClickButton } from '../../ui/form/single-click-button.tsx';
import { holdTimes, type WaitlistHold, WAITLIST_MSG } from './waitlist-words.ts';

/**
 * A seat held for the candidate from the waitlist: the meeting's time (and place) in its zone, until when it is held,
 * and 'Confirm this appointment' (user-booking/waitlist-confirm-hold). `onConfirmed` runs once it is booked.
 */
export function WaitlistHoldCard({ hold, onConfirmed }: { hold: WaitlistHold; onConfirmed?: () => void }) {
  const words = useLabelWords();
  const dialogs = useDialogs();
  const confirm = useRouteMutation('user-booking.waitlist-confirm-hold');
  const times = holdTimes(hold);
  return (
    <Alert.Root status="success" alignItems="flex-start" data-testid="waitlist-hold">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>{WAITLIST_MSG.heldTitle}</Alert.Title>
        <Text fontWeight="medium">{times.start}</Text>
        {hold.location && <Text fontSize="sm">{hold.location}</Text>}
        <Text fontSize="sm">{words(WAITLIST_MSG.heldUntil(times.expiry))}</Text>
        <SingleClickButton
          colorPalette="blue"
          width={{ base: 'full', sm: 'auto' }}
          alignSelf="flex-start"
          onClick={async () => {
            const answer = await confirm.send({ body: { encryptedHoldId: hold.encryptedHoldId } });
            if (!answer) return;
            await dialogs.message({ title: WAITLIST_MSG.confirmedTitle, message: WAITLIST_MSG.confirmed });
            onConfirmed?.();
          }}
        >
          {WAITLIST_MSG.confirmHold}
        </SingleClickButton>
      </Stack>
    </Alert.Root>
  );
}
