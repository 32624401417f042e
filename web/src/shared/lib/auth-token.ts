import type { ResourcesConfig } from 'aws-amplify';
import type { SignInOutput } from 'aws-amplify/auth';
import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

type AmplifyAuth = typeof import('./amplify-auth.ts');

let amplifyConfig: ResourcesConfig | undefined;
let amplifyModule: Promise<AmplifyAuth> | undefined;
let amplifyLoaded: Promise<AmplifyAuth> | undefined;

/** The Cognito settings Amplify is configured with when it is first loaded (main.tsx, from config.json). */
export function configureAmplify(config: ResourcesConfig): void {
  amplifyConfig = config;
}

const loadAmplify = () => (amplifyModule ??= import('./amplify-auth.ts'));

/** Starts loading Amplify without configuring it (a signed-in reload needs it at once). */
export function preloadAmplify(): void {
  void loadAmplify().catch(() => undefined);
}

/** Amplify, loaded and configured on first use (a sign-in, a token read, a refresh, a sign-out). */
export function amplify(): Promise<AmplifyAuth> {
  amplifyLoaded ??= loadAmplify().then((m) => {
    if (amplifyConfig) m.Amplify.configure(amplifyConfig);
    return m;
  });
  return amplifyLoaded;
}

/** The Cognito access token from Amplify (which refreshes it); undefined when nobody is signed in. */
export async function accessToken(forceRefresh = false): Promise<string | undefined> {
  try {
    const { fetchAuthSession } = await amplify();
    const session = await fetchAuthSession({ forceRefresh });
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

export type AuthFlowType = 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';

/** Cognito sign-in through Amplify with username and password; an earlier Amplify session is ended first. */
export async function passwordSignIn(username: string, password: string, authFlowType: AuthFlowType): Promise<SignInOutput> {
  const { signIn, signOut } = await amplify();
  const attempt = () => signIn({ username, password, options: { authFlowType } });
  try {
    return await attempt();
  } catch (e) {
    if (e instanceof Error && e.name === 'UserAlreadyAuthenticatedException') {
      await signOut();
      return attempt();
    }
    throw e;
  }
}

/** The part of Amplify's token orchestrator the hand-off writes to and the refresh header reads from. */
export interface TokenOrchestratorPort {
  setTokens(input: { tokens: StoredTokens }): Promise<void>;
  getTokenStore(): { loadTokens(): Promise<{ refreshToken?: string } | null> };
}
type StoredTokens = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens>[0]['tokens'];

const amplifyTokens = async (): Promise<TokenOrchestratorPort> => (await amplify()).cognitoUserPoolsTokenProvider.tokenOrchestrator;

/** The Cognito refresh token Amplify holds (the auth/refresh call's refresh-token header). */
export async function cognitoRefreshToken(orchestrator?: TokenOrchestratorPort): Promise<string | undefined> {
  try {
    return (await (orchestrator ?? (await amplifyTokens())).getTokenStore().loadTokens())?.refreshToken ?? undefined;
  } catch {
    return undefined;
  }
}

/** Tokens the server signed in for the user (single sign-on: auth/redirect answers them). */
export interface IssuedTokens {
  accessToken: string;
  idToken?: string;
  refreshToken?: string;
}

/**
 * Hands tokens the server obtained to Amplify's token store, as Amplify does after its own sign-in: from then on
 * fetchAuthSession (and so the API client's bearer) and the token refresh work as if the user had signed in here.
 */
export async function storeIssuedTokens(
  tokens: IssuedTokens,
  orchestrator?: TokenOrchestratorPort,
  now: () => number = Date.now,
): Promise<{ username: string }> {
  if (!tokens.accessToken) throw new Error('The sign-in answer carried no access token');
  const { decodeJWT } = await amplify();
  const accessToken = decodeJWT(tokens.accessToken);
  const idToken = tokens.idToken ? decodeJWT(tokens.idToken) : undefined;
  const claim = (k: string) => {
    const v = accessToken.payload[k];
    return typeof v === 'string' && v ? v : undefined;
  };
  const username = claim('username') ?? claim('cognito:username') ?? claim('sub');
  if (!username) throw new Error('The access token names no user');
  const issuedAt = (accessToken.payload.iat ?? 0) * 1000;
  await (orchestrator ?? (await amplifyTokens())).setTokens({
    tokens: {
      accessToken,
      idToken,
      refreshToken: tokens.refreshToken,
      clockDrift: issuedAt > 0 ? issuedAt - now() : 0,
      username,
    },
  });
  return { username };
}

/** Amplify's sign-out (its token store is cleared). */
export async function amplifySignOut(): Promise<void> {
  await (await amplify()).signOut();
}

/** Lets Amplify refresh the Cognito tokens it holds when they are due; a failure shows in the next server answer. */
export async function refreshCognitoTokens(): Promise<void> {
  try {
    await (await amplify()).fetchAuthSession();
  } catch {
    /* a failed Cognito refresh shows in the server's answer */
  }
}
