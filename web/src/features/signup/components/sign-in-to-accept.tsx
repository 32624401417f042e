import { Alert, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { FormField } from '../../../shared/ui/form/form-field.tsx';
import { VerificationCodeField } from '../../../shared/ui/form/verification-code-field.tsx';
import { InvitationSummary } from './invitation-summary.tsx';
import { PrivacyCheckbox } from './privacy-checkbox.tsx';
import { PrivacyStatement } from './privacy-statement.tsx';
import { SIGNUP_TEXT } from './signup-text.ts';
import { useAcceptFlow } from './use-accept-flow.ts';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';

/** The sign-up page for an e-mail that already has an account: sign in with it to accept the invitation. */
export function SignInToAccept({ invitationId, invitation }: { invitationId: string; invitation: CallAnswer<'signup.check'> }) {
  const flow = useAcceptFlow(invitationId, invitation);
  const { privacy } = flow;
  return (
    <Card.Root shadow="md">
      <Card.Body>
        <Stack gap="6" as="section" aria-label="Sign in to accept">
          <Text>{SIGNUP_TEXT.signInIntro(flow.username, flow.organisation)}</Text>
          <InvitationSummary invitation={invitation} />
          {flow.codeAsked === null ? (
            <Stack gap="4">
              <FormField
                field={{ id: 'password', label: 'Password', type: 'password', required: true }}
                value={flow.password}
                onChange={(v) => flow.setPassword(String(v ?? ''))}
                error={flow.passwordError}
              />
              {invitation.privacyText && (
                <Stack gap="2">
                  <Text fontWeight="medium">Privacy Statement</Text>
                  <PrivacyStatement html={invitation.privacyText} />
                </Stack>
              )}
              {privacy.required && <PrivacyCheckbox checked={privacy.accepted} onChange={privacy.setAccepted} />}
              <Flex justify="flex-end">
                <Button
                  colorPalette="blue"
                  loading={flow.busy}
                  disabled={privacy.required && !privacy.accepted}
                  onClick={() => void flow.signIn()}
                  width={{ base: 'full', sm: 'auto' }}
                >
                  Sign In
                </Button>
              </Flex>
            </Stack>
          ) : (
            <Stack gap="4">
              {flow.codeAsked && (
                <Alert.Root status="info">
                  <Alert.Indicator />
                  <Alert.Title>{flow.codeAsked}</Alert.Title>
                </Alert.Root>
              )}
              <VerificationCodeField {...flow.code.field} onEnter={() => void flow.verify()} />
              <Flex justify="flex-end">
                <Button colorPalette="blue" loading={flow.busy} onClick={() => void flow.verify()} width={{ base: 'full', sm: 'auto' }}>
                  Verify
                </Button>
              </Flex>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
