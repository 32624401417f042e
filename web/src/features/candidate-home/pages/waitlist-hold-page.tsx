import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useNavigate, useParams } from 'react-router';
import { useCandidateBooking } from '../../../shared/subsets/candidate-booking/candidate-booking-query.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { WaitlistHoldCard } from '../../../shared/subsets/candidate-booking/waitlist-hold-card.tsx';
import { holdExpired, WAITLIST_MSG } from '../../../shared/subsets/candidate-booking/waitlist-words.ts';

/**
 * waitlist/hold/{holdId} (issue 22, the hold e-mail's link; a signed-in candidate): the seat held for them, found on
 * their pending step, with 'Confirm this appointment'; once booked, their home. A hold expired or passed on says so.
 */
export default function WaitlistHoldPage() {
  const { holdId = '' } = useParams();
  const navigate = useNavigate();
  const query = useCandidateBooking();
  if (!query.data) return query.isError ? <Text color="fg.error">{MSG.generic}</Text> : <PageLoading />;
  const step = query.data.listPendingBookings.find((s) => s.waitlist?.hold?.encryptedHoldId === holdId);
  const hold = step?.waitlist?.hold;
  const home = () => navigate('/candidate', { replace: true });
  return (
    <Stack gap="5" maxW="3xl">
      <PageHeader title={step?.stepTypeDisplay ? `${step.stepTypeDisplay}: ${WAITLIST_MSG.heldTitle}` : WAITLIST_MSG.heldTitle} />
      {hold && !holdExpired(hold, new Date()) ? (
        <WaitlistHoldCard hold={hold} onConfirmed={home} />
      ) : (
        <Alert.Root status="warning" alignItems="flex-start">
          <Alert.Indicator />
          <Stack gap="3" flex="1">
            <Alert.Title>{WAITLIST_MSG.expiredTitle}</Alert.Title>
            <Alert.Description>{WAITLIST_MSG.expired}</Alert.Description>
            <Button size="sm" alignSelf="flex-start" width={{ base: 'full', sm: 'auto' }} onClick={home}>
              {WAITLIST_MSG.home}
            </Button>
          </Stack>
        </Alert.Root>
      )}
    </Stack>
  );
}
