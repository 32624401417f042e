import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { VerificationCodeField } from '../../../shared/ui/form/verification-code-field.tsx';
import { PrivacyCheckbox } from './privacy-checkbox.tsx';
import type { SignupDetails } from '../lib/signup-form.ts';
import type { SignupFlow } from './use-signup-flow.ts';

/** Step three: the code that was sent, a resend, the privacy acceptance again for candidates, and Submit. */
export function SubmitStep({ flow, details }: { flow: SignupFlow; details: SignupDetails }) {
  const { privacy } = flow;
  return (
    <Stack gap="4" as="section" aria-label="Submit">
      <Text>Enter the verification code sent to {flow.codeType === 'EMAIL' ? flow.username : details.mobileNo}.</Text>
      <VerificationCodeField {...flow.code.field} />
      <Button
        variant="plain"
        colorPalette="blue"
        size="sm"
        alignSelf="flex-start"
        px="0"
        disabled={flow.busy}
        onClick={() => void flow.resend(details)}
      >
        Resend code
      </Button>
      {privacy.required && <PrivacyCheckbox checked={privacy.accepted} onChange={privacy.setAccepted} />}
      <Flex gap="3" justify="space-between" direction={{ base: 'column-reverse', sm: 'row' }}>
        <Button variant="outline" onClick={flow.back} disabled={flow.busy}>
          Back
        </Button>
        <Button colorPalette="blue" loading={flow.busy} disabled={privacy.required && !privacy.accepted} onClick={() => void flow.submit(details)}>
          Submit
        </Button>
      </Flex>
    </Stack>
  );
}
