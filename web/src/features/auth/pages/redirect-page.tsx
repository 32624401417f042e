import { Center, Heading, Spinner, Stack } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { signInWithRedirectKeys, SingleSignOnError, SSO_FAILED_TITLE } from '../api/single-sign-on.ts';
import { useFinishLogin } from '../api/use-finish-login.ts';
import { CODE_INVALID, CodeModal } from '../components/code-modal.tsx';

export const REDIRECT_TITLE = 'Redirecting to Scheduler';
export const SSO_APP_TITLE = '2-Step Authentication';

/**
 * Single sign-on landing (doc 1 §2.5): posts key1 and key2, then continues as a login; failure → access-denied.
 * When the organisation requires 2-step, the code the server sent is asked for and the keys are posted again with it;
 * an authenticator-app user is sent to the password sign-in (only Cognito holds their app secret).
 */
export default function RedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const session = useSession();
  const finishLogin = useFinishLogin();
  const started = useRef(false);
  const [codeStep, setCodeStep] = useState<Extract<Awaited<ReturnType<typeof signInWithRedirectKeys>>, { kind: 'code' }> | null>(null);
  const key1 = params.get('key1') ?? '';
  const key2 = params.get('key2') ?? '';

  const fail = useCallback(
    async (e: unknown) => {
      setCodeStep(null);
      await session.logout();
      await dialogs.message({ title: SSO_FAILED_TITLE, message: e instanceof Error && e.message ? e.message : MSG.generic });
      void navigate('/access-denied', { replace: true });
    },
    [session, dialogs, navigate],
  );

  const attempt = useCallback(
    async (otpCode?: string) => {
      if (!key1 || !key2) throw new SingleSignOnError(MSG.generic);
      const outcome = await signInWithRedirectKeys(key1, key2, otpCode);
      if (outcome.kind === 'signedIn') {
        setCodeStep(null);
        await finishLogin(outcome.login, outcome.profile, outcome.login.username ?? '');
        return;
      }
      if (outcome.mfaType === 'APP') {
        await dialogs.message({ title: SSO_APP_TITLE, message: outcome.message });
        void navigate('/login', { replace: true });
        return;
      }
      if (outcome.incorrect) {
        setCodeStep(null);
        await dialogs.message({ title: CODE_INVALID.title, message: CODE_INVALID.text, okText: CODE_INVALID.button });
      }
      setCodeStep(outcome);
    },
    [key1, key2, finishLogin, dialogs, navigate],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    attempt().catch(fail);
  }, [attempt, fail]);

  return (
    <Center minH="100dvh" px="4">
      <Stack align="center" gap="5">
        <Spinner size="xl" color="blue.600" borderWidth="4px" aria-label="Signing in" />
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="blue.800" textAlign="center">
          {REDIRECT_TITLE}
        </Heading>
      </Stack>
      {codeStep && (
        <CodeModal
          open
          method={codeStep.mfaType === 'MOBILE' ? 'SMS' : 'EMAIL'}
          destination={codeStep.mobileNo}
          onCancel={() => void fail(new SingleSignOnError('Single sign-on was cancelled.'))}
          onSubmit={(code) => attempt(code).catch(fail)}
        />
      )}
    </Center>
  );
}
