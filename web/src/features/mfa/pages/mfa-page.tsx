import { Box, Button, Card, Code, Field, HStack, Image, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api/index.ts';
import { mfaSetupHandOff, storedLogin, useSession, type MfaSetupHandOff } from '../../../shared/lib/session.tsx';
import { useOrganisationSwitch } from '../../../shared/lib/use-organisation-switch.ts';
import { useCurrentProof } from '../../../shared/ui/dialogs/current-proof-dialog.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { useVerificationCode } from '../../../shared/ui/form/use-verification-code.ts';
import { VerificationCodeField } from '../../../shared/ui/form/verification-code-field.tsx';
import { AuthPageLayout } from '../../../shared/ui/auth-page-layout.tsx';
import { AuthStopCard } from '../../../shared/ui/auth-stop-card.tsx';
import { currentUserProfile, getMfaCode, updateMfaType } from '../api/mfa-calls.ts';
import { maskMobile } from '@scheduler/contracts/field-rules';
import { MFA_MESSAGES, MFA_METHODS, methodOf, type MfaType } from '../components/mfa-methods.ts';

interface AppSetup {
  qrCode?: string;
  secret?: string;
}

/** mfa (doc 1 §2.6): choose a method, send a code, verify it and confirm it as preferred; fed by the step before. */
export default function MfaPage() {
  const location = useLocation();
  const handOff = useMemo(() => mfaSetupHandOff.read(location.state), [location.state]);
  return (
    <AuthPageLayout title={MFA_MESSAGES.title} maxW="lg" py={{ base: '6', md: '10' }}>
      {handOff ? <MfaSetup handOff={handOff} /> : <AuthStopCard message={MFA_MESSAGES.noData} linkText="Back to Sign In" />}
    </AuthPageLayout>
  );
}

function MfaSetup({ handOff }: { handOff: MfaSetupHandOff }) {
  const dialogs = useDialogs();
  const session = useSession();
  const navigate = useNavigate();
  const organisationSwitch = useOrganisationSwitch();
  const proof = useCurrentProof();
  const [type, setType] = useState<MfaType | null>(null);
  const [sentFor, setSentFor] = useState<MfaType | null>(null);
  const [app, setApp] = useState<AppSetup | null>(null);
  const code = useVerificationCode();
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const mobile = maskMobile(handOff.mobileNo);
  const sent = type !== null && sentFor === type;

  const choose = (value: MfaType) => {
    setType(value);
    setSentFor(null);
    setApp(null);
    code.reset();
  };

  const send = async (again: boolean) => {
    if (!type) return;
    setBusy('send');
    try {
      const answer = await getMfaCode({ userId: handOff.encryptedId, mfaType: type });
      if (answer.status !== 'SUCCESS') {
        await dialogs.message({ title: 'Error', message: answer.message || MFA_MESSAGES.setupFailed });
        return;
      }
      setSentFor(type);
      if (type === 'APP') {
        setApp({ qrCode: answer.mfaQRCode, secret: answer.message });
        return;
      }
      await dialogs.message(
        again
          ? { title: MFA_MESSAGES.codeSentTitle, message: MFA_MESSAGES.codeResent }
          : { title: MFA_MESSAGES.codeSentTitle, message: answer.message || MFA_MESSAGES.codeSent(methodOf(type).label) },
      );
    } catch (e) {
      await dialogs.message({ title: 'Error', message: e instanceof Error && e.message ? e.message : MSG.generic });
    } finally {
      setBusy(null);
    }
  };

  const finish = async (chosen: MfaType) => {
    const login = handOff.from === 'profile' ? (session.login ?? storedLogin.read()) : storedLogin.read();
    mfaSetupHandOff.clear();
    if (!login) {
      void navigate('/login', { replace: true });
      return;
    }
    try {
      const profile = await currentUserProfile();
      session.establish({ ...login, mfaType: chosen }, profile);
      void navigate(handOff.from === 'profile' ? '/userProfile' : '/home', { replace: true });
    } catch (e) {
      await dialogs.message({ title: 'Error', message: e instanceof Error && e.message ? e.message : MSG.generic });
      await session.logout();
      void navigate('/login', { replace: true });
    }
  };

  const verify = async () => {
    if (!type) return;
    if (!code.value.trim()) {
      code.setError(MFA_MESSAGES.codeRequired);
      return;
    }
    const method = methodOf(type);
    if (!(await dialogs.confirm({ title: MFA_MESSAGES.title, message: MFA_MESSAGES.confirm(method.label) }))) return;
    setBusy('verify');
    try {
      // Replacing a method already set: the server asks for the current password (and code) first.
      const answer = await proof.run((given) => updateMfaType({ userId: handOff.encryptedId, mfaType: type }, code.value.trim(), given));
      if (!answer) return;
      if (answer.status === 'SUCCESS') {
        await dialogs.message({ title: MFA_MESSAGES.title, message: MFA_MESSAGES.done(method.setTo) });
        await finish(type);
      } else if (answer.status === 'CODE_INCORRECT') {
        await dialogs.message({ title: MFA_MESSAGES.codeInvalidTitle, message: answer.message || '' });
      } else {
        await dialogs.message({ title: 'Error', message: MFA_MESSAGES.setupFailed });
      }
    } catch (e) {
      if (e instanceof ApiError && e.answerStatus === 'CODE_INCORRECT') {
        await dialogs.message({ title: MFA_MESSAGES.codeInvalidTitle, message: e.message });
      } else {
        await dialogs.message({ title: 'Error', message: MFA_MESSAGES.setupFailed });
      }
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    // After a switch into this organisation the way out is the switch back, not a sign-out.
    if (handOff.switchBack) return organisationSwitch.switchTo(handOff.switchBack.organisationId);
    mfaSetupHandOff.clear();
    if (handOff.from === 'profile') {
      void navigate('/userProfile');
      return;
    }
    await session.logout();
    void navigate('/login', { replace: true });
  };

  return (
    <Card.Root shadow="md">
      <Card.Body>
        <Stack gap="5">
          <Text color="fg.muted">
            {handOff.from === 'profile'
              ? 'Choose how you would like to receive your verification codes.'
              : 'Your organisation requires 2-Step Authentication. Choose how you would like to receive your verification codes.'}
          </Text>
          <Field.Root required>
            <Field.Label>Method</Field.Label>
            <RadioGroup.Root value={type} onValueChange={(e) => e.value && choose(e.value as MfaType)} aria-label="2-Step Authentication method">
              <Stack gap="3" mt="1">
                {MFA_METHODS.map((m) => (
                  <RadioGroup.Item key={m.value} value={m.value} disabled={m.value === 'MOBILE' && !mobile}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {m.label}
                      {m.value === 'MOBILE' && (
                        <Text as="span" color="fg.muted" ms="2">
                          {mobile ?? '(no mobile number registered)'}
                        </Text>
                      )}
                      {m.value === 'EMAIL' && (
                        <Text as="span" color="fg.muted" ms="2" wordBreak="break-all">
                          {handOff.username}
                        </Text>
                      )}
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Field.Root>

          {!sent && (
            <Button
              colorPalette="blue"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              disabled={!type}
              loading={busy === 'send'}
              onClick={() => void send(false)}
            >
              Send Code
            </Button>
          )}

          {sent && type === 'APP' && app && (
            <Stack gap="3" align="center" textAlign="center">
              <Text>Scan this QR code with your authentication app, then enter the code it shows.</Text>
              {app.qrCode && <Image src={app.qrCode} alt="QR code for your authentication app" boxSize={{ base: '44', md: '52' }} />}
              {app.secret && (
                <Box>
                  <Text fontSize="sm" color="fg.muted">
                    Can&apos;t scan it? Enter this key in the app:
                  </Text>
                  <Code fontSize="sm" wordBreak="break-all" data-testid="mfa-secret">
                    {app.secret}
                  </Code>
                </Box>
              )}
            </Stack>
          )}

          {sent && (
            <Stack gap="3">
              <VerificationCodeField {...code.field} onEnter={() => void verify()} />
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Button variant="plain" colorPalette="blue" size="sm" px="0" disabled={busy !== null} onClick={() => void send(true)}>
                  {type === 'APP' ? 'Get a new QR code' : 'Resend code'}
                </Button>
                <Button colorPalette="blue" loading={busy === 'verify'} onClick={() => void verify()} width={{ base: 'full', sm: 'auto' }}>
                  Verify
                </Button>
              </HStack>
            </Stack>
          )}

          <Button variant="ghost" size="sm" alignSelf="center" loading={organisationSwitch.busy} onClick={() => void cancel()}>
            {handOff.switchBack ? `Back to ${handOff.switchBack.organisationName}` : 'Cancel'}
          </Button>
        </Stack>
        {proof.dialog}
      </Card.Body>
    </Card.Root>
  );
}
