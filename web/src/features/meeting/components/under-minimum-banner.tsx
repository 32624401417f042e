import { Alert, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { ReasonPromptDialog } from '../../../shared/ui/dialogs/reason-prompt-dialog.tsx';
import type { MeetingRecord } from '../lib/meeting-record.ts';

export const UNDER_MINIMUM_MSG = {
  below: (confirmed: number, minimum: number) => `{Assessment} below minimum: ${confirmed} of ${minimum} {Candidates} confirmed`,
  kept: (confirmed: number, minimum: number) => `{Assessment} kept below minimum: ${confirmed} of ${minimum} {Candidates} confirmed`,
  decide: 'Keep it, or archive it: every confirmed {Candidate} is cancelled with your reason and told.',
  archiveTitle: 'Archive {Assessment}',
  archiveSummary: 'Every confirmed {Candidate} of this {Assessment} is cancelled with this reason and told by e-mail.',
  keptTitle: '{Assessment} kept',
  keptMessage: 'The {Assessment} goes ahead below its minimum.',
  archivedTitle: '{Assessment} archived',
  archivedMessage: 'The {Assessment} is archived and its {Candidates} are told.',
} as const;

/**
 * The go/no-go of an assessment the check found below its minimum at its freeze deadline (meeting/get's
 * underMinimum): the figures, and for admins 'Keep' and 'Archive…' (a reason required) until one is chosen.
 */
export function UnderMinimumBanner({ record, meetingId, isAdmin }: { record: MeetingRecord; meetingId: string; isAdmin: boolean }) {
  const words = useLabelWords();
  const dialogs = useDialogs();
  const decide = useRouteMutation('meeting.under-minimum-decision');
  const [archiving, setArchiving] = useState(false);
  const under = record.underMinimum;
  if (!under || record.archived) return null;
  const kept = under.decision === 'KEEP';
  const say = async (title: string, message: string) => dialogs.message({ title: words(title), message: words(message) });

  return (
    <>
      <Alert.Root status={kept ? 'info' : 'warning'} data-testid="under-minimum-banner" flexWrap="wrap">
        <Alert.Indicator />
        <Alert.Content minW="12rem">
          <Alert.Title>{words((kept ? UNDER_MINIMUM_MSG.kept : UNDER_MINIMUM_MSG.below)(under.confirmed, under.minimum))}</Alert.Title>
          {!kept && isAdmin && <Alert.Description>{words(UNDER_MINIMUM_MSG.decide)}</Alert.Description>}
        </Alert.Content>
        {!kept && isAdmin && (
          <HStack gap="2" flexWrap="wrap">
            <Button
              size="sm"
              variant="outline"
              loading={decide.isPending}
              onClick={async () => {
                if (await decide.send({ body: { encryptedMeetingId: meetingId, decision: 'KEEP' } }))
                  await say(UNDER_MINIMUM_MSG.keptTitle, UNDER_MINIMUM_MSG.keptMessage);
              }}
            >
              Keep
            </Button>
            <Button size="sm" colorPalette="red" onClick={() => setArchiving(true)}>
              Archive…
            </Button>
          </HStack>
        )}
      </Alert.Root>
      <ReasonPromptDialog
        open={archiving}
        title={words(UNDER_MINIMUM_MSG.archiveTitle)}
        label="Reason"
        summary={words(UNDER_MINIMUM_MSG.archiveSummary)}
        confirmText="Archive"
        onCancel={() => setArchiving(false)}
        onSubmit={async (reason) => {
          const answer = await decide.send({ body: { encryptedMeetingId: meetingId, decision: 'ARCHIVE', reason } });
          // Said over the prompt, which closes after (closing it first hands focus back while the message opens).
          if (answer) await say(UNDER_MINIMUM_MSG.archivedTitle, UNDER_MINIMUM_MSG.archivedMessage);
          setArchiving(false);
        }}
      />
    </>
  );
}
