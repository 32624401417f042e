import { Badge, Button, Card, HStack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { meetingSearchPath } from '../../../shared/subsets/candidate-booking/meeting-search-link.ts';
import type { PendingStep } from '../../../shared/subsets/candidate-booking/candidate-booking-query.ts';
import { hasDays } from '../lib/booking-view.ts';
import { HOME_MSG } from '../lib/home-messages.ts';
import { WaitlistPanel } from '../../../shared/subsets/candidate-booking/waitlist-panel.tsx';

/** A step still to book (doc 2 §2): its chip, whether days are open, and BOOK APPOINTMENT NOW when they are. */
export function PendingCard({ step }: { step: PendingStep }) {
  const navigate = useNavigate();
  const open = hasDays(step) && !!step.encryptedStepId;
  const name = step.stepTypeDisplay ?? '';
  return (
    <Card.Root as="article" aria-label={`${name} to book`} variant="outline" borderLeftWidth="4px" borderLeftColor="orange.400">
      <Card.Header pb="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="blue" variant="subtle">
            {name}
          </Badge>
          <Badge colorPalette="orange" variant="subtle">
            Pending
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body pt="0" gap="2">
        {step.projectSummary && (
          <Text fontSize="sm" color="fg.muted">
            {step.projectSummary}
          </Text>
        )}
        <Text fontWeight="medium">{open ? HOME_MSG.bookNext : HOME_MSG.noDays}</Text>
        <WaitlistPanel step={step} />
      </Card.Body>
      {open && (
        <Card.Footer>
          <Button colorPalette="blue" width={{ base: 'full', sm: 'auto' }} onClick={() => navigate(meetingSearchPath(step.encryptedStepId!))}>
            {HOME_MSG.bookNow}
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
