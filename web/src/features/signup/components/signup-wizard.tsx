import { Box, Button, Card, Checkbox, DataList, Flex, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { invalidMobileMessage, isValidMobile, MOBILE_EXAMPLES, MOBILE_PATTERNS } from '@scheduler/contracts/field-rules';
import { MSG } from '@scheduler/contracts/messages';
import { PASSWORD_HINT, passwordProblem, personalWords } from '@scheduler/contracts/password-rule';
import { PASSWORD_MESSAGES } from '@scheduler/contracts/schemas/password';
import { SIGNUP_MESSAGES } from '@scheduler/contracts/schemas/signup';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api/index.ts';
import { passwordSignIn } from '../../../shared/lib/auth-token.ts';
import { getRuntimeConfig } from '../../../shared/lib/runtime-config.ts';
import { mfaSetupHandOff, openServerSession, useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { FormField, type FieldDef } from '../../../shared/ui/form/form-field.tsx';
import { useVerificationCode } from '../../../shared/ui/form/use-verification-code.ts';
import { VerificationCodeField } from '../../../shared/ui/form/verification-code-field.tsx';
import { useFieldForm } from '../../../shared/ui/form/use-field-form.ts';
import { checkPassword, createAccount, sendCode, verifyCode, type Invitation, type SignupForm } from '../api/signup-calls.ts';
import { PrivacyStatement } from './privacy-statement.tsx';
import { SignupStepper } from './signup-stepper.tsx';
import { stepAfter, stepBack, type SignupStep } from './signup-steps.ts';
import { signupUrl } from './signup-url.ts';

export const SIGNUP_TEXT = {
  errorTitle: 'Error',
  validationErrorTitle: 'Validation Error',
  codeRequired: 'You must enter the Code',
  codeInvalidTitle: 'Verification Code Invalid',
  codeResentTitle: 'Code Resent',
  codeResent: 'Please check your phone or email for a verification code.',
  createdTitle: 'Account Created',
  created: (username: string) => `Your account has been created. Your username is your registered email address: ${username}`,
  mfaNext: "You'll need to set-up 2-Step Authentication method next.",
  loginFailed: 'Login Failed',
  privacyAccept: 'I have read and accept the privacy statement',
} as const;

type CodeType = 'EMAIL' | 'SMS';

function detailFields(inv: Invitation): FieldDef[] {
  const country = inv.countryCode ?? 'AU';
  const fields: FieldDef[] = [
    { id: 'firstName', label: 'First Name', type: 'text', required: true, maxLength: 200 },
    { id: 'lastName', label: 'Last Name', type: 'text', required: true, maxLength: 200 },
    {
      id: 'mobileNo',
      label: 'Mobile Number',
      type: 'text',
      maxLength: 20,
      placeholder: MOBILE_EXAMPLES[country][0],
      hint: `Optional. Format ${MOBILE_EXAMPLES[country].join(' or ')}`,
      patterns: [{ pattern: MOBILE_PATTERNS[country], message: invalidMobileMessage(country) }],
    },
    { id: 'password', label: 'Password', type: 'password', required: true, maxLength: 256, hint: PASSWORD_HINT },
    { id: 'confirmPassword', label: 'Confirm Password', type: 'password', required: true, maxLength: 256 },
  ];
  if (inv.timeZoneRequired) {
    fields.push({
      id: 'encryptedTimezoneId',
      label: 'Timezone',
      type: 'select',
      required: true,
      options: (inv.timezoneList ?? []).map((t) => ({ value: t.encryptedId, label: t.name })),
    });
  }
  return fields;
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : MSG.generic);

/** The three sign-up steps (doc 1 §2.8, §4, §5, §8) for a checked invitation. */
export function SignupWizard({ invitationId, invitation }: { invitationId: string; invitation: Invitation }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const session = useSession();
  const fields = useMemo(() => detailFields(invitation), [invitation]);
  const form = useFieldForm(fields, { firstName: '', lastName: '', mobileNo: '', password: '', confirmPassword: '', encryptedTimezoneId: '' });
  const [step, setStep] = useState<SignupStep>('FillOutDetails');
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [codeType, setCodeType] = useState<CodeType>('EMAIL');
  const code = useVerificationCode();
  const [busy, setBusy] = useState(false);

  const username = invitation.username ?? '';
  const isCandidate = Boolean(invitation.isRoleCandidate);
  const v = (id: string) => String(form.values[id] ?? '').trim();
  const password = String(form.values.password ?? '');
  const confirmPassword = String(form.values.confirmPassword ?? '');
  const words = personalWords({ firstName: v('firstName'), lastName: v('lastName'), email: username });
  const livePassword = password ? (passwordProblem(password, words) ?? null) : null;
  const liveConfirm = confirmPassword && confirmPassword !== password ? PASSWORD_MESSAGES.mismatch : null;
  const byId = (id: string) => fields.find((f) => f.id === id);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const next = () =>
    run(async () => {
      if (!form.validate() || livePassword) {
        await dialogs.message({ title: MSG.validationFailedTitle, message: MSG.validationFailed });
        return;
      }
      if (password !== confirmPassword) {
        await dialogs.message({ title: PASSWORD_MESSAGES.mismatchTitle, message: PASSWORD_MESSAGES.mismatch });
        return;
      }
      try {
        const answer = await checkPassword(password);
        if (answer.status !== 'SUCCESS') {
          await dialogs.message({ title: SIGNUP_TEXT.errorTitle, message: answer.message || MSG.generic });
          return;
        }
        setStep((s) => stepAfter(s, 'passwordAccepted'));
      } catch (e) {
        await dialogs.message({ title: SIGNUP_TEXT.errorTitle, message: messageOf(e) });
      }
    });

  /** Sends (or resends) the code; true when the server accepted. */
  const send = async (again: boolean): Promise<boolean> => {
    const mobile = v('mobileNo');
    if (codeType === 'SMS' && !(mobile && isValidMobile(mobile, invitation.countryCode))) {
      await dialogs.message({ title: SIGNUP_TEXT.validationErrorTitle, message: SIGNUP_MESSAGES.smsNeedsMobile.replace(/^Validation Error:\s*/, '') });
      return false;
    }
    if (codeType === 'EMAIL' && !username) {
      await dialogs.message({ title: SIGNUP_TEXT.validationErrorTitle, message: SIGNUP_MESSAGES.emailNeedsAddress });
      return false;
    }
    try {
      const answer = await sendCode({
        type: codeType,
        encryptedId: invitationId,
        email: username,
        phoneNumber: mobile || undefined,
        firstName: v('firstName'),
        lastName: v('lastName'),
      });
      if (answer.status !== 'SUCCESS') {
        await dialogs.message({ title: SIGNUP_TEXT.errorTitle, message: answer.message || MSG.generic });
        return false;
      }
      if (again) await dialogs.message({ title: SIGNUP_TEXT.codeResentTitle, message: SIGNUP_TEXT.codeResent });
      return true;
    } catch (e) {
      const fieldMessage = e instanceof ApiError && e.fieldErrors ? Object.values(e.fieldErrors)[0] : undefined;
      await dialogs.message({ title: SIGNUP_TEXT.errorTitle, message: fieldMessage ?? messageOf(e) });
      return false;
    }
  };

  const sendFirst = () =>
    run(async () => {
      if (await send(false)) {
        code.reset();
        setStep((s) => stepAfter(s, 'codeSent'));
      }
    });

  const signInForMfa = async () => {
    try {
      const out = await passwordSignIn(username, password, getRuntimeConfig().authFlowType);
      if (out.nextStep.signInStep !== 'DONE') throw new Error(`This sign-in step is not supported here (${out.nextStep.signInStep}). Please contact support.`);
      const { login, profile } = await openServerSession(username);
      if (login.status !== 'SUCCESS' || !profile) throw new Error(login.message || MSG.generic);
      mfaSetupHandOff.go(navigate, {
        encryptedId: login.encryptedId ?? profile.encryptedId,
        username,
        mobileNo: profile.mobileNo ?? (v('mobileNo') || undefined),
        from: 'signup',
      });
    } catch (e) {
      await session.logout();
      await dialogs.message({ title: SIGNUP_TEXT.loginFailed, message: messageOf(e) });
      void navigate('/login', { replace: true });
    }
  };

  const submit = () =>
    run(async () => {
      if (!code.value.trim()) {
        code.setError(SIGNUP_TEXT.codeRequired);
        return;
      }
      try {
        const verified = await verifyCode({ encryptedId: invitationId, type: codeType, code: code.value.trim(), email: username });
        if (verified.status !== 'SUCCESS') {
          await dialogs.message({ title: SIGNUP_TEXT.codeInvalidTitle, message: verified.message || MSG.generic });
          return;
        }
      } catch (e) {
        await dialogs.message({ title: SIGNUP_TEXT.codeInvalidTitle, message: messageOf(e) });
        return;
      }
      const body: SignupForm = {
        firstName: v('firstName'),
        lastName: v('lastName'),
        mobileNo: v('mobileNo'),
        password,
        confirmPassword,
        username,
        invitation: invitationId,
        ...(invitation.timeZoneRequired ? { encryptedTimezoneId: v('encryptedTimezoneId') } : {}),
        ...(isCandidate ? { isPrivacyStatementAccepted: privacyAccepted } : {}),
      };
      let created: { status: string; message?: string };
      try {
        created = await createAccount(body);
      } catch (e) {
        created = { status: 'ERROR', message: messageOf(e) };
      }
      if (created.status !== 'SUCCESS') {
        await dialogs.message({ title: SIGNUP_TEXT.validationErrorTitle, message: created.message || MSG.generic });
        setStep((s) => stepAfter(s, 'createFailed'));
        return;
      }
      signupUrl.clear();
      const mfa = Boolean(invitation.mfaRequired);
      await dialogs.message({
        title: SIGNUP_TEXT.createdTitle,
        message: mfa ? `${SIGNUP_TEXT.created(username)}\n\n${SIGNUP_TEXT.mfaNext}` : SIGNUP_TEXT.created(username),
        okText: mfa ? 'Continue' : 'Login',
      });
      if (mfa) await signInForMfa();
      else void navigate('/login', { replace: true });
    });

  const privacyCheckbox = isCandidate && (
    <Checkbox.Root checked={privacyAccepted} onCheckedChange={(e) => setPrivacyAccepted(!!e.checked)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{SIGNUP_TEXT.privacyAccept}</Checkbox.Label>
    </Checkbox.Root>
  );

  return (
    <Card.Root shadow="md">
      <Card.Body>
        <Stack gap="6">
          <SignupStepper step={step} />
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="sm">
            <DataList.Item>
              <DataList.ItemLabel>Username</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{username}</DataList.ItemValue>
            </DataList.Item>
            {invitation.organisationName && (
              <DataList.Item>
                <DataList.ItemLabel>Organisation</DataList.ItemLabel>
                <DataList.ItemValue>{invitation.organisationName}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>

          {step === 'FillOutDetails' && (
            <Stack gap="4" as="section" aria-label="Fill Out Details">
              <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
                <Box flex="1">
                  <FormField {...form.bind(byId('firstName')!)} />
                </Box>
                <Box flex="1">
                  <FormField {...form.bind(byId('lastName')!)} />
                </Box>
              </Flex>
              <FormField {...form.bind(byId('mobileNo')!)} />
              <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
                <Box flex="1">
                  <FormField {...form.bind(byId('password')!)} error={form.errors.password ?? livePassword} />
                </Box>
                <Box flex="1">
                  <FormField {...form.bind(byId('confirmPassword')!)} error={form.errors.confirmPassword ?? liveConfirm} />
                </Box>
              </Flex>
              {invitation.timeZoneRequired && <FormField {...form.bind(byId('encryptedTimezoneId')!)} />}
              {invitation.privacyText && (
                <Stack gap="2">
                  <Text fontWeight="medium">Privacy Statement</Text>
                  <PrivacyStatement html={invitation.privacyText} />
                </Stack>
              )}
              {privacyCheckbox}
              <Flex justify="flex-end">
                <Button colorPalette="blue" loading={busy} onClick={() => void next()} width={{ base: 'full', sm: 'auto' }}>
                  Next
                </Button>
              </Flex>
            </Stack>
          )}

          {step === 'VerifyAccount' && (
            <Stack gap="4" as="section" aria-label="Verify Account">
              <Text>Choose where to receive your verification code.</Text>
              <RadioGroup.Root value={codeType} onValueChange={(e) => e.value && setCodeType(e.value as CodeType)} aria-label="Verification method">
                <Stack gap="3">
                  <RadioGroup.Item value="EMAIL">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      Email <Text as="span" color="fg.muted" wordBreak="break-all">({username})</Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <RadioGroup.Item value="SMS">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      SMS{' '}
                      <Text as="span" color="fg.muted">
                        ({v('mobileNo') || 'no mobile number entered'})
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                </Stack>
              </RadioGroup.Root>
              <Flex gap="3" justify="space-between" direction={{ base: 'column-reverse', sm: 'row' }}>
                <Button variant="outline" onClick={() => setStep(stepBack)} disabled={busy}>
                  Back
                </Button>
                <Button colorPalette="blue" loading={busy} onClick={() => void sendFirst()}>
                  Send Code
                </Button>
              </Flex>
            </Stack>
          )}

          {step === 'Submit' && (
            <Stack gap="4" as="section" aria-label="Submit">
              <Text>
                Enter the verification code sent to {codeType === 'EMAIL' ? username : v('mobileNo')}.
              </Text>
              <VerificationCodeField {...code.field} />
              <Button variant="plain" colorPalette="blue" size="sm" alignSelf="flex-start" px="0" disabled={busy} onClick={() => void run(async () => void (await send(true)))}>
                Resend code
              </Button>
              {privacyCheckbox}
              <Flex gap="3" justify="space-between" direction={{ base: 'column-reverse', sm: 'row' }}>
                <Button variant="outline" onClick={() => setStep(stepBack)} disabled={busy}>
                  Back
                </Button>
                <Button colorPalette="blue" loading={busy} disabled={isCandidate && !privacyAccepted} onClick={() => void submit()}>
                  Submit
                </Button>
              </Flex>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
