import { CognitoIdentityProviderClient, InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';

/** The newest verification code the local outbox holds for `to` (Cognito's e-mailed or texted codes). */
export async function outboxCode(baseUrl: string, to: string, since: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const messages = (await (await fetch(`${baseUrl}/_outbox/messages.json`)).json()) as { to: string[]; code?: string; at: string }[];
    const hit = messages.find((m) => m.code && m.to.includes(to) && Date.parse(m.at) >= since);
    if (hit?.code) return hit.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${to} arrived in the outbox`);
}

/**
 * Signs a seeded user in against the local Cognito (USER_PASSWORD_AUTH, as the web does locally) and opens
 * the server session with auth/login. An e-mailed or texted 2-step code is read from the local outbox.
 * Answers what every later call carries.
 */
export async function signInLocal(opts: { baseUrl: string; cognitoEndpoint: string; clientId: string; username: string; password: string }) {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: opts.cognitoEndpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const since = Date.now() - 1000;
  let auth = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: opts.clientId,
      AuthParameters: { USERNAME: opts.username, PASSWORD: opts.password },
    }),
  );
  if (auth.ChallengeName === 'EMAIL_OTP' || auth.ChallengeName === 'SMS_MFA') {
    const code = await outboxCode(
      opts.baseUrl,
      auth.ChallengeName === 'EMAIL_OTP' ? opts.username : (auth.ChallengeParameters?.CODE_DELIVERY_DESTINATION ?? ''),
      since,
    );
    auth = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: opts.clientId,
        ChallengeName: auth.ChallengeName,
        Session: auth.Session,
        ChallengeResponses: { USERNAME: opts.username, [auth.ChallengeName === 'EMAIL_OTP' ? 'EMAIL_OTP_CODE' : 'SMS_MFA_CODE']: code },
      }),
    );
  }
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
  return { accessToken, refreshToken: auth.AuthenticationResult?.RefreshToken, sessionId: login.sessionId, headers };
}
