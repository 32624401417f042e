import { Alert, Badge, Button, Card, DataList, HStack, Link, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { MSG } from '@scheduler/contracts/messages';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { appointmentTimes } from '../../../shared/subsets/candidate-booking/meeting-zone.ts';
import { rescheduleSearchPath } from '../../../shared/subsets/candidate-booking/reschedule-search-link.ts';
import { RESCHEDULE_WORDS } from '../../../shared/subsets/booking/reschedule-booking-call.ts';
import { canCancel, canReschedule, isFinished, timingOf, type BookingView } from '../lib/booking-view.ts';
import { HOME_MSG, statusChip } from '../lib/home-messages.ts';
import { joinLinkShown } from '../lib/join-window.ts';

/**
 * A non-pending booking's card (doc 2 §2): step, status, and for a confirmed one the assessor, start and end in the
 * meeting's zone, the method and the address or join link; Cancel while the server allows it, else its freeze
 * message; Reschedule (the slot search in reschedule mode) while the server allows it. A confirmed appointment that is over shows as finished on a plain card.
 */
export function BookingCard({ booking: b, now, onCancel }: { booking: BookingView; now: number; onCancel(b: BookingView): void }) {
  const label = useLabels();
  const navigate = useNavigate();
  const finished = isFinished(b, now);
  const upcoming = b.status === 'CONFIRMED' && !finished;
  const chip = statusChip(b.status, finished);
  const times = appointmentTimes(b);
  const timing = timingOf(b);
  const linkShown = !!timing && joinLinkShown({ ...timing, linkAvailable: b.linkAvailable, link: b.link }, now);
  const remote = b.deliveryMethod === 'REMOTE';
  const host = label(b.stepType === 'ASSESSMENT' ? 'INVIGILATOR' : 'ASSESSOR');
  const heading = [b.stepTypeDisplay, b.projectName].filter(Boolean).join(' · ');

  return (
    <Card.Root
      as="article"
      aria-label={`${b.stepTypeDisplay} ${chip.text}`}
      variant="outline"
      borderLeftWidth={upcoming ? '4px' : '1px'}
      borderLeftColor={upcoming ? 'green.500' : undefined}
      bg={finished || !upcoming ? 'bg.subtle' : 'bg'}
    >
      <Card.Header pb="2">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Card.Title as="h2" fontSize="md">
            {heading}
          </Card.Title>
          <Badge colorPalette={chip.palette} variant="subtle">
            {chip.text}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body pt="0" gap="3">
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {b.assessorName && <Row label={host} value={b.assessorName} />}
          {times.start && <Row label="Start" value={times.start} />}
          {times.end && <Row label="End" value={times.end} />}
          {b.deliveryMethodDisplay && <Row label="Method" value={b.deliveryMethodDisplay} />}
          {!remote && b.address && <Row label="Address" value={b.address} />}
          {upcoming && remote && linkShown && (
            <DataList.Item>
              <DataList.ItemLabel>{HOME_MSG.joinLink}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Link href={b.link} target="_blank" rel="noopener noreferrer" color="blue.700" textDecoration="underline" wordBreak="break-all">
                  Join {label('MEETING')}
                </Link>
              </DataList.ItemValue>
            </DataList.Item>
          )}
          {b.status === 'CANCELLED' && b.statusReason && <Row label="Reason" value={b.statusReason} />}
        </DataList.Root>
        {upcoming && remote && !linkShown && (
          <Text fontSize="sm" color="fg.muted">
            {HOME_MSG.joinLater(b.joinMinBefore)}
          </Text>
        )}
        {upcoming && !canCancel(b, now) && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>{b.cancelNAMessage ?? MSG.notAllowed}</Alert.Description>
          </Alert.Root>
        )}
      </Card.Body>
      {(canCancel(b, now) || canReschedule(b, now)) && (
        <Card.Footer justifyContent="flex-end" gap="2" flexWrap="wrap">
          {canReschedule(b, now) && (
            <Button size="sm" colorPalette="blue" width={{ base: 'full', sm: 'auto' }} onClick={() => navigate(rescheduleSearchPath(b.id))}>
              {RESCHEDULE_WORDS.button(b.stepTypeDisplay)}
            </Button>
          )}
          {canCancel(b, now) && (
            <Button size="sm" variant="outline" colorPalette="red" width={{ base: 'full', sm: 'auto' }} onClick={() => onCancel(b)}>
              Cancel {b.stepTypeDisplay} appointment
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="20">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
