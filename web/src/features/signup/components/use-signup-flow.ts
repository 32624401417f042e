import { isValidMobile } from '@scheduler/contracts/field-rules';
import { MSG } from '@scheduler/contracts/messages';
import { passwordProblem, personalWords } from '@scheduler/contracts/password-rule';
import { PASSWORD_MESSAGES } from '@scheduler/contracts/schemas/password';
import { SIGNUP_MESSAGES } from '@scheduler/contracts/schemas/signup';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api/index.ts';
import { passwordSignIn } from '../../../shared/lib/auth-token.ts';
import { getRuntimeConfig } from '../../../shared/lib/runtime-config.ts';
import { mfaSetupHandOff, openServerSession, useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { useFieldForm } from '../../../shared/ui/form/use-field-form.ts';
import { useVerificationCode } from '../../../shared/ui/form/use-verification-code.ts';
import { checkPassword, createAccount, sendCode, verifyCode } from '../api/signup-calls.ts';
import { stepAfter, stepBack, type SignupStep } from './signup-steps.ts';
import { signupUrl } from './signup-url.ts';
import { detailFields, messageOf, SIGNUP_TEXT } from './signup-text.ts';
import type { CallAnswer, CallRequest } from '../../../shared/lib/api/index.ts';
import { useBusy } from '../../../shared/lib/use-busy.ts';

export type CodeType = 'EMAIL' | 'SMS';

/**
 * The three sign-up steps (doc 1 §2.8, §4, §5, §8) for an invitation whose e-mail has no account yet: the form, the
 * step and its moves, and the calls with their dialogs. An answer SIGN_IN_REQUIRED (the e-mail has an account after
 * all) hands over to the sign-in path through `onSignInRequired`.
 */
export function useSignupFlow(invitationId: string, invitation: CallAnswer<'signup.check'>, onSignInRequired: () => void) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const session = useSession();
  const fields = useMemo(() => detailFields(invitation), [invitation]);
  // The names the admin typed in the invitation start the form (doc 1 §2.8); the person may correct them.
  const form = useFieldForm(fields, {
    firstName: invitation.firstName ?? '',
    lastName: invitation.lastName ?? '',
    mobileNo: '',
    password: '',
    confirmPassword: '',
    encryptedTimezoneId: '',
  });
  const [step, setStep] = useState<SignupStep>('FillOutDetails');
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [codeType, setCodeType] = useState<CodeType>('EMAIL');
  const code = useVerificationCode();
  const { busy, whileBusy: run } = useBusy();

  const username = invitation.username ?? '';
  const isCandidate = Boolean(invitation.isRoleCandidate);
  const v = (id: string) => String(form.values[id] ?? '').trim();
  const password = String(form.values.password ?? '');
  const confirmPassword = String(form.values.confirmPassword ?? '');
  const words = personalWords({ firstName: v('firstName'), lastName: v('lastName'), email: username });
  const livePassword = password ? (passwordProblem(password, words) ?? null) : null;
  const liveConfirm = confirmPassword && confirmPassword !== password ? PASSWORD_MESSAGES.mismatch : null;

  /** True when the answer sent the person to the sign-in path (the e-mail already has an account). */
  const signInRequired = async (answer: CallAnswer<'signup.checkPassword'>): Promise<boolean> => {
    if (answer.status !== 'SIGN_IN_REQUIRED') return false;
    await dialogs.message({ title: SIGNUP_TEXT.signInRequiredTitle, message: answer.message || SIGNUP_MESSAGES.signInToAccept });
    onSignInRequired();
    return true;
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
        await dialogs.message({ title: SIGNUP_TEXT.errorTitle, message: messageOf(e, MSG.generic) });
      }
    });

  /** Sends (or resends) the code; true when the server accepted. */
  const send = async (again: boolean): Promise<boolean> => {
    const mobile = v('mobileNo');
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
        firstName: v('firstName'),
        lastName: v('lastName'),
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

  const sendFirst = () =>
    run(async () => {
      if (await send(false)) {
        code.reset();
        setStep((s) => stepAfter(s, 'codeSent'));
      }
    });

  const resend = () => run(async () => void (await send(true)));

  const signInForMfa = async () => {
    try {
      const out = await passwordSignIn(username, password, getRuntimeConfig().authFlowType);
      if (out.nextStep.signInStep !== 'DONE')
        throw new Error(`This sign-in step is not supported here (${out.nextStep.signInStep}). Please contact support.`);
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
      await dialogs.message({ title: SIGNUP_TEXT.loginFailed, message: messageOf(e, MSG.generic) });
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
        if (await signInRequired(verified)) return;
        if (verified.status !== 'SUCCESS') {
          await dialogs.message({ title: SIGNUP_TEXT.codeInvalidTitle, message: verified.message || MSG.generic });
          return;
        }
      } catch (e) {
        await dialogs.message({ title: SIGNUP_TEXT.codeInvalidTitle, message: messageOf(e, MSG.generic) });
        return;
      }
      const body: CallRequest<'signup.create'>['body'] = {
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
      let created: CallAnswer<'signup.checkPassword'>;
      try {
        created = await createAccount(body);
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
      if (mfa) await signInForMfa();
      else void navigate('/login', { replace: true });
    });

  return {
    step,
    back: () => setStep(stepBack),
    form,
    field: (id: string) => fields.find((f) => f.id === id)!,
    livePassword,
    liveConfirm,
    privacy: { required: isCandidate, accepted: privacyAccepted, setAccepted: setPrivacyAccepted },
    codeType,
    setCodeType,
    mobile: v('mobileNo'),
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
