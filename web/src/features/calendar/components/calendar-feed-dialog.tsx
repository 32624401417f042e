import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { calendarFeedUrl } from '../api/calendar-calls.ts';

/** The calendar feed URL (doc 2 §2 Calendar, doc 1 §2.9) for users with the calendar feed capability, ready to copy. */
export function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [url, setUrl] = useState('');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!open) return;
    setCopied(false);
    calendarFeedUrl(false).then(setUrl, () => onClose());
  }, [open, onClose]);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <ModalFrame
      open={open}
      size="md"
      title="Calendar Feed"
      onDismiss={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Text mb="3" fontSize="sm">
        Subscribe to this address in your calendar application. Anyone with the address can read the calendar.
      </Text>
      <Field.Root>
        <Field.Label>Feed URL</Field.Label>
        <HStack width="full">
          <Input readOnly value={url} onFocus={(e) => e.target.select()} />
          <Button onClick={() => void copy()} disabled={!url}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </HStack>
      </Field.Root>
    </ModalFrame>
  );
}
