import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { FormField } from '../../../shared/ui/form/form-field.tsx';
import { PrivacyCheckbox } from './privacy-checkbox.tsx';
import { PrivacyStatement } from './privacy-statement.tsx';
import type { SignupFlow } from './use-signup-flow.ts';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';

/** Step one: names, optional mobile, the password twice, the time zone when asked and the privacy statement. */
export function FillOutDetailsStep({ flow, invitation }: { flow: SignupFlow; invitation: CallAnswer<'signup.check'> }) {
  const { form, field } = flow;
  return (
    <Stack gap="4" as="section" aria-label="Fill Out Details">
      <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1">
          <FormField {...form.bind(field('firstName'))} />
        </Box>
        <Box flex="1">
          <FormField {...form.bind(field('lastName'))} />
        </Box>
      </Flex>
      <FormField {...form.bind(field('mobileNo'))} />
      <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1">
          <FormField {...form.bind(field('password'))} error={form.errors.password ?? flow.livePassword} />
        </Box>
        <Box flex="1">
          <FormField {...form.bind(field('confirmPassword'))} error={form.errors.confirmPassword ?? flow.liveConfirm} />
        </Box>
      </Flex>
      {invitation.timeZoneRequired && <FormField {...form.bind(field('encryptedTimezoneId'))} />}
      {invitation.privacyText && (
        <Stack gap="2">
          <Text fontWeight="medium">Privacy Statement</Text>
          <PrivacyStatement html={invitation.privacyText} />
        </Stack>
      )}
      {flow.privacy.required && <PrivacyCheckbox checked={flow.privacy.accepted} onChange={flow.privacy.setAccepted} />}
      <Flex justify="flex-end">
        <Button colorPalette="blue" loading={flow.busy} onClick={() => void flow.next()} width={{ base: 'full', sm: 'auto' }}>
          Next
        </Button>
      </Flex>
    </Stack>
  );
}
