import { MSG } from '@scheduler/contracts/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { useVerificationCode } from '../../../shared/ui/form/use-verification-code.ts';
import { acceptInvitation } from '../api/signup-calls.ts';
import { signupUrl } from './signup-url.ts';
import { messageOf, SIGNUP_TEXT } from './signup-text.ts';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';
import { useBusy } from '../../../shared/lib/use-busy.ts';

/** The answers that end the invitation (it was used, expired or is not valid): the page stops. */
const INVITATION_ENDED = new Set(['ACCEPTED', 'EXPIRED']);

/**
 * Accepting an invitation by signing in with the account the e-mail already has (issue 7): the person confirms
 * joining the organisation, then signs in with the current password and, for a 2-step account, the code that
 * follows. Nothing of the account changes; a new password cannot be set here.
 */
export function useAcceptFlow(invitationId: string, invitation: CallAnswer<'signup.check'>) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const code = useVerificationCode();
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const { busy, whileBusy: run } = useBusy();
  const isCandidate = Boolean(invitation.isRoleCandidate);
  const organisation = invitation.organisationName ?? '';

  const send = async (otpCode?: string): Promise<CallAnswer<'signup.accept'>> => {
    try {
      return await acceptInvitation({
        invitation: invitationId,
        password,
        ...(otpCode ? { otpCode } : {}),
        ...(isCandidate ? { isPrivacyStatementAccepted: privacyAccepted } : {}),
      });
    } catch (e) {
      return { status: 'ERROR', message: messageOf(e, MSG.generic) };
    }
  };

  const settle = async (answer: CallAnswer<'signup.accept'>) => {
    if (answer.status === 'SUCCESS') {
      signupUrl.clear();
      await dialogs.message({ title: SIGNUP_TEXT.acceptedTitle, message: answer.message || '', okText: 'Login' });
      void navigate('/login', { replace: true });
      return;
    }
    if (answer.status === 'MFA_REQUIRED') {
      code.reset();
      setCodeAsked(answer.message || '');
      return;
    }
    if (answer.status === 'CODE_INCORRECT') {
      // The server's message is the title itself: the dialog says what to do instead of repeating it.
      const said = answer.message && answer.message !== SIGNUP_TEXT.codeInvalidTitle ? answer.message : SIGNUP_TEXT.codeInvalidText;
      await dialogs.message({ title: SIGNUP_TEXT.codeInvalidTitle, message: said });
      return;
    }
    if (INVITATION_ENDED.has(answer.status)) {
      signupUrl.clear();
      await dialogs.message({ title: SIGNUP_TEXT.errorTitle, message: answer.message || MSG.generic });
      void navigate('/login', { replace: true });
      return;
    }
    // A refused sign-in (wrong password, a locked account): start again from the password.
    setCodeAsked(null);
    await dialogs.message({ title: SIGNUP_TEXT.loginFailed, message: answer.message || MSG.generic });
  };

  /** Sign In: the password (and privacy acceptance), a confirmation of joining, then the first sign-in call. */
  const signIn = () =>
    run(async () => {
      if (!password) {
        setPasswordError(SIGNUP_TEXT.passwordRequired);
        return;
      }
      if (!(await dialogs.confirm({ title: SIGNUP_TEXT.acceptTitle, message: SIGNUP_TEXT.acceptConfirm(organisation), okText: 'Accept' }))) return;
      await settle(await send());
    });

  /** Verify: the 2-step code the sign-in asked for. */
  const verify = () =>
    run(async () => {
      if (!code.value.trim()) {
        code.setError(SIGNUP_TEXT.codeRequired);
        return;
      }
      await settle(await send(code.value.trim()));
    });

  return {
    username: invitation.username ?? '',
    organisation,
    password,
    setPassword: (value: string) => {
      setPassword(value);
      setPasswordError(null);
    },
    passwordError,
    codeAsked,
    code,
    privacy: { required: isCandidate, accepted: privacyAccepted, setAccepted: setPrivacyAccepted },
    busy,
    signIn,
    verify,
  };
}
