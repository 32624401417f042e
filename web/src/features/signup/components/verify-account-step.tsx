import { Button, Flex, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { SignupDetails } from '../lib/signup-form.ts';
import type { CodeType, SignupFlow } from './use-signup-flow.ts';

/** Step two: where the verification code goes (the invited e-mail, or the mobile number entered), then Send Code. */
export function VerifyAccountStep({ flow, details }: { flow: SignupFlow; details: SignupDetails }) {
  return (
    <Stack gap="4" as="section" aria-label="Verify Account">
      <Text>Choose where to receive your verification code.</Text>
      <RadioGroup.Root value={flow.codeType} onValueChange={(e) => e.value && flow.setCodeType(e.value as CodeType)} aria-label="Verification method">
        <Stack gap="3">
          <RadioGroup.Item value="EMAIL">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              Email{' '}
              <Text as="span" color="fg.muted" wordBreak="break-all">
                ({flow.username})
              </Text>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="SMS">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              SMS{' '}
              <Text as="span" color="fg.muted">
                ({details.mobileNo || 'no mobile number entered'})
              </Text>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        </Stack>
      </RadioGroup.Root>
      <Flex gap="3" justify="space-between" direction={{ base: 'column-reverse', sm: 'row' }}>
        <Button variant="outline" onClick={flow.back} disabled={flow.busy}>
          Back
        </Button>
        <Button colorPalette="blue" loading={flow.busy} onClick={() => void flow.sendFirst(details)}>
          Send Code
        </Button>
      </Flex>
    </Stack>
  );
}
