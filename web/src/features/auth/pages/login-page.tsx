import { Button, Link, Text } from '@chakra-ui/react';
import { loginRequest } from '@scheduler/contracts/schemas/auth';
import { useState } from 'react';
import type * as z from 'zod';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api/index.ts';
import { getRuntimeConfig } from '../../../shared/lib/runtime-config.ts';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { requiredAs } from '../../../shared/ui/form/required-as.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { useRouteForm } from '../../../shared/ui/form/use-route-form.ts';
import { cognitoConfirm, cognitoSignIn, completeLogin, isCodeMismatch } from '../api/sign-in.ts';
import type { SignInStep } from '../lib/sign-in-step.ts';
import { useFinishLogin } from '../api/use-finish-login.ts';
import { AuthFormCard } from '../components/auth-form-card.tsx';
import { AuthPageLayout } from '../../../shared/ui/auth-page-layout.tsx';
import { CODE_INVALID, CodeModal } from '../components/code-modal.tsx';
import { ForgotPasswordModal } from '../components/forgot-password-modal.tsx';

/**
 * What the card asks: auth/login's username and password, both required with the spec's messages (doc 1 §5). The
 * web signs in with them at Cognito (Amplify); auth/login then goes with the bearer token alone.
 */
const loginForm = loginRequest.pick({ username: true, password: true }).extend({
  username: requiredAs('Please enter your username', loginRequest.shape.username.unwrap()),
  password: requiredAs('Please enter password', loginRequest.shape.password.unwrap()),
});
type LoginValues = z.input<typeof loginForm>;

const USERNAME: FieldDef<LoginValues> = { id: 'username', label: 'Username', type: 'text', required: true };
const PASSWORD: FieldDef<LoginValues> = { id: 'password', label: 'Password', type: 'password', required: true };

export const LOGIN_FAILED = 'Login Failed';
const METHOD_NAMES: Record<string, string> = { EMAIL: 'Email Address', SMS: 'Mobile Phone', TOTP: 'Authenticator app' };

/** The sign-in card (doc 1 §2.4): Cognito through Amplify, then the server session and the profile. */
export default function LoginPage() {
  const form = useRouteForm('auth.login', loginForm, { defaultValues: { username: '', password: '' } });
  const dialogs = useDialogs();
  const session = useSession();
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [codeStep, setCodeStep] = useState<Extract<SignInStep, { kind: 'code' }> | null>(null);

  const username = () => form.getValues('username').trim();

  const fail = async (message: string) => dialogs.message({ title: LOGIN_FAILED, message });

  const finish = async () => {
    const name = username();
    try {
      const { login, profile } = await completeLogin(name);
      if (login.status !== 'SUCCESS' || !profile) {
        await session.logout();
        await fail(login.message ?? 'Login was not accepted.');
        return;
      }
      await finishLogin(login, profile, name);
    } catch (e) {
      await session.logout();
      await fail(e instanceof ApiError && e.message ? e.message : e instanceof Error ? e.message : String(e));
    }
  };

  const follow = async (step: SignInStep): Promise<void> => {
    switch (step.kind) {
      case 'done':
        return finish();
      case 'code':
        setCodeStep(step);
        return;
      case 'choose-method': {
        const choice = await dialogs.radioChoice({
          title: '2-Step Authentication',
          label: 'Send the verification code to',
          options: step.methods.map((m) => ({ value: m, label: METHOD_NAMES[m] ?? m })),
        });
        if (choice) return follow(await cognitoConfirm(choice));
        return;
      }
      case 'setup':
        navigate('/mfa');
        return;
      case 'unsupported':
        await fail(`This sign-in step is not supported here (${step.step}). Please contact support.`);
    }
  };

  // An invalid card shows its field messages only (no 'Validation Failed' dialog), as it always has.
  const signIn = form.handleSubmit(async (values) => {
    try {
      await follow(await cognitoSignIn(values.username, values.password, getRuntimeConfig().authFlowType));
    } catch (e) {
      await fail(e instanceof Error ? e.message : String(e));
    }
  });

  const submitCode = async (code: string) => {
    try {
      const next = await cognitoConfirm(code);
      setCodeStep(null);
      await follow(next);
    } catch (e) {
      if (isCodeMismatch(e)) {
        const step = codeStep;
        setCodeStep(null);
        await dialogs.message({ title: CODE_INVALID.title, message: CODE_INVALID.text, okText: CODE_INVALID.button });
        setCodeStep(step);
      } else {
        setCodeStep(null);
        await fail(e instanceof Error ? e.message : String(e));
      }
    }
  };

  return (
    <AuthPageLayout title="Welcome to The Scheduler" subtitle="Sign in to book and manage your appointments." maxW="sm">
      <AuthFormCard label="Sign in" onSubmit={() => void signIn()}>
        <RouteField form={form} field={USERNAME} />
        <RouteField form={form} field={PASSWORD} />
        <Button type="submit" colorPalette="blue" width="full" loading={form.formState.isSubmitting} mt="2">
          Sign In
        </Button>
        <Button type="button" variant="plain" colorPalette="blue" size="sm" alignSelf="center" onClick={() => setForgotOpen(true)}>
          Forgot your password?
        </Button>
      </AuthFormCard>
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        Need help signing in? Contact your Scheduler support team
        {getRuntimeConfigSafe()?.outboxUrl ? (
          <>
            {' '}
            ·{' '}
            <Link href={getRuntimeConfigSafe()?.outboxUrl} target="_blank" rel="noreferrer" colorPalette="blue">
              local outbox
            </Link>
          </>
        ) : (
          '.'
        )}
      </Text>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
      {codeStep && (
        <CodeModal open method={codeStep.method} destination={codeStep.destination} onCancel={() => setCodeStep(null)} onSubmit={submitCode} />
      )}
    </AuthPageLayout>
  );
}

function getRuntimeConfigSafe() {
  try {
    return getRuntimeConfig();
  } catch {
    return undefined;
  }
}
