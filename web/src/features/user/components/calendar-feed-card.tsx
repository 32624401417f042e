import { Button, Card, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { CAL_FEED_TOKEN, calendarFeedUrl, useCalFeedToken } from '../api/profile-queries.ts';

/** The calendar feed link of the profile (doc 1 §2.9): read-only, with a Copy button. */
export function CalendarFeedCard() {
  const token = useCalFeedToken();
  const renewal = useRouteMutation('user.getCalFeedToken');
  const [copied, setCopied] = useState(false);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const url = token.data ? calendarFeedUrl(token.data) : '';

  const renew = async () => {
    const ok = await dialogs.confirm({
      title: 'Generate new link',
      message: 'The current link stops working at once: calendars subscribed to it will need the new link.',
      okText: 'Generate',
    });
    if (!ok) return;
    const fresh = await renewal.send({ query: { renew: 'Y' } });
    if (!fresh) return;
    queryClient.setQueryData(CAL_FEED_TOKEN.queryKey, fresh);
    setCopied(false);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">Calendar Feed</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            Add this link to your calendar application to see your bookings there.
          </Text>
          {token.isPending ? (
            <Spinner size="sm" aria-label="Loading" />
          ) : (
            <HStack gap="2" align="stretch" flexDirection={{ base: 'column', sm: 'row' }}>
              <Input readOnly value={url} aria-label="Calendar feed link" onFocus={(e) => e.currentTarget.select()} flex="1" />
              <Button variant="outline" onClick={copy} disabled={!url}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
              <Button variant="ghost" colorPalette="red" onClick={() => void renew()} loading={renewal.isPending} disabled={!url}>
                Generate new link
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
