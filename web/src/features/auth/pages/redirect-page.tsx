import { Center, Heading, Spinner, Stack } from '@chakra-ui/react';
import { MSG } from '@scheduler/contracts/messages';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { signInWithRedirectKeys, SingleSignOnError, SSO_FAILED_TITLE } from '../api/single-sign-on.ts';
import { useFinishLogin } from '../api/use-finish-login.ts';

export const REDIRECT_TITLE = 'Redirecting to Scheduler';

/** Single sign-on landing (doc 1 §2.5): posts key1 and key2, then continues as a login; failure → access-denied. */
export default function RedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const session = useSession();
  const finishLogin = useFinishLogin();
  const started = useRef(false);
  const key1 = params.get('key1') ?? '';
  const key2 = params.get('key2') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        if (!key1 || !key2) throw new SingleSignOnError(MSG.generic);
        const { login, profile } = await signInWithRedirectKeys(key1, key2);
        await finishLogin(login, profile, login.username ?? '');
      } catch (e) {
        await session.logout();
        await dialogs.message({ title: SSO_FAILED_TITLE, message: e instanceof Error && e.message ? e.message : MSG.generic });
        void navigate('/access-denied', { replace: true });
      }
    })();
  }, [key1, key2, finishLogin, session, dialogs, navigate]);

  return (
    <Center minH="100dvh" px="4">
      <Stack align="center" gap="5">
        <Spinner size="xl" color="blue.600" borderWidth="4px" aria-label="Signing in" />
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="blue.800" textAlign="center">
          {REDIRECT_TITLE}
        </Heading>
      </Stack>
    </Center>
  );
}
