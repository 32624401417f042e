import { MSG } from '@scheduler/contracts/messages';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { AuthPageLayout } from '../../../shared/ui/auth-page-layout.tsx';
import { AuthStopCard } from '../../../shared/ui/auth-stop-card.tsx';
import { checkInvitation } from '../api/signup-calls.ts';
import { SignInToAccept } from '../components/sign-in-to-accept.tsx';
import { SignupWizard } from '../components/signup-wizard.tsx';
import { showHomeInAddressBar, signupUrl } from '../components/signup-url.ts';
import type { CallAnswer } from '../../../shared/lib/api/index.ts';

type Check = { kind: 'checking' } | { kind: 'ready'; invitation: CallAnswer<'signup.check'>; signIn: boolean } | { kind: 'stopped'; message: string };

/**
 * signup?invitation=... (doc 1 §2.8): the address is kept in session storage and the address bar shows /home;
 * the invitation is checked, then the three steps run, or, for an e-mail that already has an account (acceptBy
 * SIGN_IN), the person signs in with it to accept.
 */
export default function SignupPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const dialogs = useDialogs();
  const invitation = params.get('invitation') ?? '';
  const [check, setCheck] = useState<Check>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stop = async (message: string) => {
      signupUrl.clear();
      setCheck({ kind: 'stopped', message });
      await dialogs.message({ title: 'Error', message });
    };
    if (!invitation) {
      void stop(MSG.generic);
      return;
    }
    signupUrl.store(`${window.location.origin}${location.pathname}${location.search}`);
    showHomeInAddressBar();
    checkInvitation(invitation)
      .then((answer) => {
        if (answer.status === 'SUCCESS' || answer.status === 'PENDING')
          setCheck({ kind: 'ready', invitation: answer, signIn: answer.acceptBy === 'SIGN_IN' });
        else void stop(answer.message || MSG.generic);
      })
      .catch((e: unknown) => void stop(e instanceof Error && e.message ? e.message : MSG.generic));
  }, [invitation, location.pathname, location.search, dialogs]);

  return (
    <AuthPageLayout
      title="Welcome to The Scheduler"
      subtitle={
        check.kind === 'ready' && check.invitation.organisationName
          ? `${check.signIn ? 'Sign in' : 'Create your account'} to join ${check.invitation.organisationName}.`
          : 'Create your account.'
      }
      maxW="2xl"
      px={{ base: '3', md: '4' }}
      py={{ base: '6', md: '10' }}
      alignItems={{ base: 'flex-start', md: 'center' }}
    >
      {check.kind === 'checking' && <PageLoading />}
      {check.kind === 'stopped' && <AuthStopCard message={check.message} linkText="Go to Sign In" />}
      {check.kind === 'ready' &&
        (check.signIn ? (
          <SignInToAccept invitationId={invitation} invitation={check.invitation} />
        ) : (
          <SignupWizard invitationId={invitation} invitation={check.invitation} onSignInRequired={() => setCheck({ ...check, signIn: true })} />
        ))}
    </AuthPageLayout>
  );
}
