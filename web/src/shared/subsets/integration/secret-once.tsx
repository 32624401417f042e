import { Alert, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';

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
