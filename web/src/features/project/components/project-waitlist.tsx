import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import type { waitlistRow } from '@scheduler/contracts/schemas/booking-flow';
import { useState } from 'react';
import type * as z from 'zod';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { meetingDateTime } from '../../../shared/lib/zoned-time.ts';
import { ReasonPromptDialog } from '../../../shared/ui/dialogs/reason-prompt-dialog.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { useProjectWaitlist } from '../api/waitlist-query.ts';

type WaitlistRow = z.output<typeof waitlistRow>;

export const PROJECT_WAITLIST_MSG = {
  empty: 'No Records Found',
  since: (when: string) => `Since ${when}`,
  anyDate: 'Any date',
  anyMethod: 'any delivery method',
  held: (start: string, expiry: string) => `Seat held: ${start}, until ${expiry}`,
  remove: 'Remove',
  removeTitle: 'Remove from waitlist',
  removeSummary: (name: string) => `${name} leaves the waitlist; a seat held for them passes to the next person.`,
} as const;

const dates = (r: WaitlistRow) =>
  r.fromDate && r.toDate
    ? `${r.fromDate} to ${r.toDate}`
    : r.fromDate
      ? `From ${r.fromDate}`
      : r.toDate
        ? `Until ${r.toDate}`
        : PROJECT_WAITLIST_MSG.anyDate;

/**
 * The project page's Waitlist tab (issue 22): each waitlisted candidate by step and position, since when, what they
 * narrowed it to and the seat held for them with its expiry; 'Remove' with a reason. Cards, so a phone shows them whole.
 */
export function ProjectWaitlist({ projectId }: { projectId: string }) {
  const label = useLabels();
  const { user } = useSession();
  const query = useProjectWaitlist(projectId);
  const remove = useRouteMutation('user-booking.waitlist-remove');
  const [removing, setRemoving] = useState<WaitlistRow | null>(null);
  if (query.isPending) return <PageLoading />;
  if (!query.data) return <Text color="fg.error">{MSG.generic}</Text>;
  const rows = query.data.dataset;
  const zone = user?.encryptedTimezoneId;
  const method = (m: string) => (m === 'ONSITE' || m === 'REMOTE' ? label(m) : PROJECT_WAITLIST_MSG.anyMethod);
  return (
    <Stack gap="3" data-testid="project-waitlist">
      {rows.length === 0 && <Text color="fg.muted">{PROJECT_WAITLIST_MSG.empty}</Text>}
      {rows.map((r) => (
        <Card.Root key={`${r.encryptedStepId}`} as="article" variant="outline" size="sm" aria-label={`${r.firstName} ${r.lastName}`}>
          <Card.Body gap="1">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="blue" variant="solid">
                #{r.position}
              </Badge>
              <Badge colorPalette="blue" variant="subtle">
                {r.stepTypeDisplay}
              </Badge>
              <Text fontWeight="medium">
                {r.firstName} {r.lastName}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {r.email}
            </Text>
            <Text fontSize="sm">{PROJECT_WAITLIST_MSG.since(meetingDateTime(new Date(r.joinedAt), zone))}</Text>
            <Text fontSize="sm">
              {dates(r)}, {method(r.deliveryMethod)}
            </Text>
            {r.hold && (
              <Text fontSize="sm" color="green.fg">
                {PROJECT_WAITLIST_MSG.held(
                  meetingDateTime(new Date(r.hold.meetingStart), r.hold.timeZone),
                  meetingDateTime(new Date(r.hold.expiresAt), r.hold.timeZone),
                )}
              </Text>
            )}
          </Card.Body>
          <Card.Footer>
            <Button size="sm" variant="outline" colorPalette="red" width={{ base: 'full', sm: 'auto' }} onClick={() => setRemoving(r)}>
              {PROJECT_WAITLIST_MSG.remove}
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
      <ReasonPromptDialog
        open={!!removing}
        title={PROJECT_WAITLIST_MSG.removeTitle}
        summary={removing ? PROJECT_WAITLIST_MSG.removeSummary(`${removing.firstName} ${removing.lastName}`) : undefined}
        confirmText={PROJECT_WAITLIST_MSG.remove}
        onCancel={() => setRemoving(null)}
        onSubmit={async (reason) => {
          if (removing) await remove.send({ body: { encryptedStepId: removing.encryptedStepId, reason } });
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
