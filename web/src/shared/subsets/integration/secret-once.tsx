import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';

/**
 * A secret the server answered once (an API key, a webhook's signing secret): read-only, selectable, with a Copy
 * button and the warning that it cannot be shown again. The caller holds it only while this shows.
 */
export function SecretOnce({ label, secret, warning }: { label: string; secret: string; warning: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{warning}</Alert.Title>
      </Alert.Root>
      <HStack gap="2" align="stretch" flexDirection={{ base: 'column', sm: 'row' }}>
        <Input readOnly value={secret} aria-label={label} fontFamily="mono" fontSize="sm" onFocus={(e) => e.currentTarget.select()} flex="1" />
        <Button variant="outline" onClick={() => void copy()} aria-label={`Copy ${label}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The dialog that shows a secret once after it was created, closed only by Done (the secret is dropped then). */
export function SecretOnceDialog(props: {
  open: boolean;
  title: string;
  intro: ReactNode;
  label: string;
  secret: string;
  warning: string;
  onDone(): void;
}) {
  return (
    <ModalFrame
      open={props.open}
      title={props.title}
      size="md"
      footer={
        <Button colorPalette="blue" onClick={props.onDone}>
          Done
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{props.intro}</Text>
        <SecretOnce label={props.label} secret={props.secret} warning={props.warning} />
      </Stack>
    </ModalFrame>
  );
}
