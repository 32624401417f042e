import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';

/**
 * Signs a seeded user in against the local Cognito (USER_PASSWORD_AUTH, as the web does locally) and opens
 * the server session with auth/login. Answers what every later call carries.
 */
export async function signInLocal(opts: { baseUrl: string; cognitoEndpoint: string; clientId: string; username: string; password: string }) {
  const cognito = new CognitoIdentityProviderClient({ endpoint: opts.cognitoEndpoint, region: 'ap-southeast-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const auth = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: opts.clientId, AuthParameters: { USERNAME: opts.username, PASSWORD: opts.password } }),
  );
  cognito.destroy();
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error(`sign-in of ${opts.username} asked for a challenge: ${auth.ChallengeName}`);
  const res = await fetch(`${opts.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username: opts.username }),
  });
  const login = (await res.json()) as { sessionId?: string; status: string; message?: string };
  if (!res.ok || !login.sessionId) throw new Error(`auth/login answered ${res.status}: ${JSON.stringify(login)}`);
  const headers = { authorization: `Bearer ${accessToken}`, 'x-session-id': login.sessionId, 'content-type': 'application/json' };
  return { accessToken, sessionId: login.sessionId, headers };
}
