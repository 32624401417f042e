import { isValidMobile } from '@scheduler/contracts/field-rules';
import { MSG } from '@scheduler/contracts/messages';
import { SIGNUP_MESSAGES } from '@scheduler/contracts/schemas/signup';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api/index.ts';
import { passwordSignIn } from '../../../shared/lib/auth-token.ts';
import { getRuntimeConfig } from '../../../shared/lib/runtime-config.ts';
import { mfaSetupHandOff, openServerSession, useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { checkPasswordsAsTyped, invalidPasswordDialog } from '../../../shared/ui/form/password-pair.ts';
import { useRouteForm } from '../../../shared/ui/form/use-route-form.ts';
import { useVerificationCode } from '../../../shared/ui/form/use-verification-code.ts';
import { checkPassword, createAccount, sendCode, verifyCode } from '../api/signup-calls.ts';
import { detailFields, signupDefaults, signupDetailsForm, type SignupDetails } from '../lib/signup-form.ts';
import { stepAfter, stepBack, type SignupStep } from './signup-steps.ts';
import { signupUrl } from './signup-url.ts';
import { messageOf, SIGNUP_TEXT } from './signup-text.ts';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import { useBusy } from '../../../shared/lib/use-busy.ts';

export type CodeType = 'EMAIL' | 'SMS';

/**
 * The three sign-up steps (doc 1 §2.8, §4, §5, §8) for an invitation whose e-mail has no account yet: the form (over
 * signup/create's body), the step and its moves, and the calls with their dialogs. What the form held when Next
 * passed is what the later steps send. An answer SIGN_IN_REQUIRED (the e-mail has an account after all) hands over
 * to the sign-in path through `onSignInRequired`.
 */
export function useSignupFlow(invitationId: string, invitation: CallAnswer<'signup.check'>, onSignInRequired: () => void) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const session = useSession();
  const fields = useMemo(() => detailFields(invitation), [invitation]);
  const schema = useMemo(() => signupDetailsForm(invitation), [invitation]);
  const form = useRouteForm('signup.create', schema, { defaultValues: signupDefaults(invitationId, invitation) });
  const [details, setDetails] = useState<SignupDetails | null>(null);
  const [step, setStep] = useState<SignupStep>('FillOutDetails');
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [codeType, setCodeType] = useState<CodeType>('EMAIL');
  const code = useVerificationCode();
  const { busy, whileBusy: run } = useBusy();

  const username = invitation.username ?? '';
  const isCandidate = Boolean(invitation.isRoleCandidate);

  /** True when the answer sent the person to the sign-in path (the e-mail already has an account). */
  const signInRequired = async (answer: CallAnswer<'signup.checkPassword'>): Promise<boolean> => {
    if (answer.status !== 'SIGN_IN_REQUIRED') return false;
    await dialogs.message({ title: SIGNUP_TEXT.signInRequiredTitle, message: answer.message || SIGNUP_MESSAGES.signInToAccept });
    onSignInRequired();
    return true;
  };

  const next = () =>
    run(
      form.handleSubmit(
        async (values) => {
          try {
            const answer = await checkPassword(values.password);
            if (answer.status !== 'SUCCESS') {
              await dialogs.message({ title: SIGNUP_TEXT.errorTitle, message: answer.message || MSG.generic });
              return;
            }
            setDetails(values);
            setStep((s) => stepAfter(s, 'passwordAccepted'));
          } catch (e) {
            await dialogs.message({ title: SIGNUP_TEXT.errorTitle, message: messageOf(e, MSG.generic) });
          }
        },
        // Not awaited: react-hook-form shows the field messages only once this settles.
        (errors) => void dialogs.message(invalidPasswordDialog(errors)),
      ),
    );

  /** Sends (or resends) the code; true when the server accepted. */
  const send = async ({ firstName, lastName, mobileNo: mobile = '' }: SignupDetails, again: boolean): Promise<boolean> => {
    if (codeType === 'SMS' && !(mobile && isValidMobile(mobile, invitation.countryCode))) {
      await dialogs.message({
        title: SIGNUP_TEXT.validationErrorTitle,
        message: SIGNUP_MESSAGES.smsNeedsMobile.replace(/^Validation Error:\s*/, ''),
      });
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
        firstName,
        lastName,
      });
      if (await signInRequired(answer)) return false;
      if (answer.status !== 'SUCCESS') {
        await dialogs.message({ title: SIGNUP_TEXT.errorTitle, message: answer.message || MSG.generic });
        return false;
      }
      if (again) await dialogs.message({ title: SIGNUP_TEXT.codeResentTitle, message: SIGNUP_TEXT.codeResent });
      return true;
    } catch (e) {
      const fieldMessage = e instanceof ApiError && e.fieldErrors ? Object.values(e.fieldErrors)[0] : undefined;
      await dialogs.message({ title: SIGNUP_TEXT.errorTitle, message: fieldMessage ?? messageOf(e, MSG.generic) });
      return false;
    }
  };

  const sendFirst = (d: SignupDetails) =>
    run(async () => {
      if (await send(d, false)) {
        code.reset();
        setStep((s) => stepAfter(s, 'codeSent'));
      }
    });

  const resend = (d: SignupDetails) => run(async () => void (await send(d, true)));

  const signInForMfa = async ({ password, mobileNo }: SignupDetails) => {
    try {
      const out = await passwordSignIn(username, password, getRuntimeConfig().authFlowType);
      if (out.nextStep.signInStep !== 'DONE')
        throw new Error(`This sign-in step is not supported here (${out.nextStep.signInStep}). Please contact support.`);
      const { login, profile } = await openServerSession(username);
      if (login.status !== 'SUCCESS' || !profile) throw new Error(login.message || MSG.generic);
      mfaSetupHandOff.go(navigate, {
        encryptedId: login.encryptedId ?? profile.encryptedId,
        username,
        mobileNo: profile.mobileNo ?? (mobileNo || undefined),
        from: 'signup',
      });
    } catch (e) {
      await session.logout();
      await dialogs.message({ title: SIGNUP_TEXT.loginFailed, message: messageOf(e, MSG.generic) });
      void navigate('/login', { replace: true });
    }
  };

  const submit = (d: SignupDetails) =>
    run(async () => {
      if (!code.value.trim()) {
        code.setError(SIGNUP_TEXT.codeRequired);
        return;
      }
      try {
        const verified = await verifyCode({ encryptedId: invitationId, type: codeType, code: code.value.trim(), email: username });
        if (await signInRequired(verified)) return;
        if (verified.status !== 'SUCCESS') {
          await dialogs.message({ title: SIGNUP_TEXT.codeInvalidTitle, message: verified.message || MSG.generic });
          return;
        }
      } catch (e) {
        await dialogs.message({ title: SIGNUP_TEXT.codeInvalidTitle, message: messageOf(e, MSG.generic) });
        return;
      }
      let created: CallAnswer<'signup.checkPassword'>;
      try {
        created = await createAccount({ ...d, ...(isCandidate ? { isPrivacyStatementAccepted: privacyAccepted } : {}) });
      } catch (e) {
        created = { status: 'ERROR', message: messageOf(e, MSG.generic) };
      }
      if (await signInRequired(created)) return;
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
      if (mfa) await signInForMfa(d);
      else void navigate('/login', { replace: true });
    });

  return {
    step,
    back: () => setStep(stepBack),
    form,
    fields,
    /** After a change of a password or a name: the password fields show the rule's messages as typed. */
    checkPasswords: () => checkPasswordsAsTyped(form, schema),
    /** What the form held when Next passed: what the later steps send. */
    details,
    privacy: { required: isCandidate, accepted: privacyAccepted, setAccepted: setPrivacyAccepted },
    codeType,
    setCodeType,
    username,
    code,
    busy,
    next,
    sendFirst,
    resend,
    submit,
  };
}
export type SignupFlow = ReturnType<typeof useSignupFlow>;
