import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { PrivacyCheckbox } from './privacy-checkbox.tsx';
import { PrivacyStatement } from './privacy-statement.tsx';
import type { SignupFlow } from './use-signup-flow.ts';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';

/** Step one: names, optional mobile, the password twice, the time zone when asked and the privacy statement. */
export function FillOutDetailsStep({ flow, invitation }: { flow: SignupFlow; invitation: CallAnswer<'signup.check'> }) {
  const { form, fields } = flow;
  return (
    <Stack gap="4" as="section" aria-label="Fill Out Details">
      <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1">
          <RouteField form={form} field={fields.firstName} onChange={flow.checkPasswords} />
        </Box>
        <Box flex="1">
          <RouteField form={form} field={fields.lastName} onChange={flow.checkPasswords} />
        </Box>
      </Flex>
      <RouteField form={form} field={fields.mobileNo} />
      <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1">
          <RouteField form={form} field={fields.password} onChange={flow.checkPasswords} />
        </Box>
        <Box flex="1">
          <RouteField form={form} field={fields.confirmPassword} onChange={flow.checkPasswords} />
        </Box>
      </Flex>
      {invitation.timeZoneRequired && <RouteField form={form} field={fields.encryptedTimezoneId} />}
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
