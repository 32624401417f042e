import { Box, Button, Field, HStack, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LIVE_SESSION, type SessionPeer } from '@scheduler/contracts/live-session';
import { useState } from 'react';
import { chatParts } from '../lib/chat-text.ts';
import type { ChatLine } from '../lib/use-session-room.ts';

export const EVERYONE = 'Everyone';

/** A chat message as text; web links (http/https only) as links opening a new tab (doc 2 §5). Never markup. */
export function ChatText({ message }: { message: string }) {
  let at = 0;
  return (
    <>
      {chatParts(message).map((part) => {
        const key = at;
        at += part.kind === 'link' ? part.href.length : part.text.length;
        return part.kind === 'link' ? (
          <Link key={key} href={part.href} target="_blank" rel="noopener noreferrer" color="blue.600" textDecoration="underline">
            {part.href}
          </Link>
        ) : (
          <span key={key}>{part.text}</span>
        );
      })}
    </>
  );
}

/**
 * Chat (doc 2 §2, §5, §6): to Everyone or one participant the sender may reach. 'A candidate chats only with the main
 * host' unless the organisation lets candidates see each other: such a candidate is offered the main host alone, no
 * Everyone. The server stamps and relays (and holds the same rule); the page shows what comes back.
 */
export function ChatPanel({
  lines,
  recipients,
  everyone,
  selfId,
  nameOf,
  error,
  onSend,
}: {
  lines: ChatLine[];
  recipients: SessionPeer[];
  /** Whether Everyone is offered (hosts, and candidates who may see each other). */
  everyone: boolean;
  selfId: string;
  nameOf(attendeeId: string): string;
  error?: string;
  onSend(to: string, message: string): void;
}) {
  const [to, setTo] = useState(everyone ? EVERYONE : '');
  const [text, setText] = useState('');
  const offered = (id: string) => (id === EVERYONE ? everyone : recipients.some((r) => r.attendeeId === id));
  const target = offered(to) ? to : everyone ? EVERYONE : (recipients[0]?.attendeeId ?? '');
  const submit = () => {
    if (!text.trim() || !target) return;
    onSend(target, text);
    setText('');
  };
  return (
    <Stack as="section" aria-label="Chat" gap="3" h="full" minH="0">
      <Text fontWeight="semibold">Chat</Text>
      <Stack gap="2" flex="1" overflowY="auto" minH="24" maxH={{ base: '40vh', md: 'none' }} tabIndex={0} role="log" aria-label="Chat messages">
        {lines.map((line) => (
          <Box key={line.key} data-testid="chat-message" bg={line.senderId === selfId ? 'blue.50' : 'gray.50'} p="2" borderRadius="md">
            <Text fontSize="xs" color="fg.muted">
              {line.senderName} to {line.recipient === EVERYONE ? EVERYONE : nameOf(line.recipient)}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
              <ChatText message={line.message} />
            </Text>
          </Box>
        ))}
      </Stack>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="2">
          <Field.Root>
            <Field.Label>To</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={target} onChange={(e) => setTo(e.target.value)}>
                {everyone && <option value={EVERYONE}>{EVERYONE}</option>}
                {recipients.map((r) => (
                  <option key={r.attendeeId} value={r.attendeeId}>
                    {r.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <HStack align="end">
            <Field.Root>
              <Field.Label>Message</Field.Label>
              <Input size="sm" value={text} maxLength={LIVE_SESSION.chatMaxLength} onChange={(e) => setText(e.target.value)} />
            </Field.Root>
            <Button type="submit" size="sm" colorPalette="blue" disabled={!text.trim() || !target}>
              Send
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
