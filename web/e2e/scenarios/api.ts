import { outboxCode, signInLocal } from '../../../scripts/lib/sign-in.ts';
import { expectEqual, person, type E2eContext } from './context.ts';

/** The API as a client sees it through the local gateway: health, refusals, and the session flow. */
export function apiScenarios(ctx: E2eContext) {
  const url = ctx.runtime.url;
  return [
    {
      name: 'GET /api/health answers without a login',
      run: async () => {
        const res = await fetch(`${url}/api/health`);
        expectEqual(res.status, 200, 'status');
        expectEqual(((await res.json()) as { status: string }).status, 'SUCCESS', 'body status');
      },
    },
    {
      name: 'a signed-in call without a token is refused with 401, and a bad token too',
      run: async () => {
        expectEqual((await fetch(`${url}/api/user/getCurrentUserProfile`)).status, 401, 'no token');
        expectEqual(
          (await fetch(`${url}/api/user/getCurrentUserProfile`, { headers: { authorization: 'Bearer not.a.token' } })).status,
          401,
          'bad token',
        );
      },
    },
    {
      name: 'the seeded grid admin signs in through Cognito and the API, and an invigilator may not list departments',
      run: async () => {
        const admin = person('gridAdmin');
        const session = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: admin.username,
          password: admin.password,
        });
        const me = (await (await fetch(`${url}/api/user/getCurrentUserProfile`, { headers: session.headers })).json()) as {
          roles: string[];
          encryptedOrganisationId: string;
        };
        if (!me.roles.includes('ROLE_GRID_ADMIN')) throw new Error(`grid admin roles: ${me.roles}`);
        const cand = person('invigilator');
        const staff = await signInLocal({
          baseUrl: url,
          cognitoEndpoint: ctx.runtime.cognito.endpoint,
          clientId: ctx.runtime.cognito.clientId,
          username: cand.username,
          password: cand.password,
        });
        const refused = await fetch(`${url}/api/department/list/${me.encryptedOrganisationId}`, {
          method: 'POST',
          headers: staff.headers,
          body: '{}',
        });
        expectEqual(refused.status, 403, 'invigilator listing departments');
      },
    },
    {
      name: "the spec's auth/login with username and password answers a token that alone signs later calls; a wrong password is 'Login Failed'",
      run: async () => {
        const admin = person('orgAdmin');
        const post = (body: object) =>
          fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const ok = await post({ username: admin.username, password: admin.password });
        expectEqual(ok.status, 200, 'login status');
        const login = (await ok.json()) as { status: string; token: string; configLabels: unknown[] };
        expectEqual(login.status, 'SUCCESS', 'login answer');
        const me = await fetch(`${url}/api/user/getCurrentUserProfile`, { headers: { authorization: `Bearer ${login.token}` } });
        expectEqual(me.status, 200, 'profile with the bearer token only');
        expectEqual(((await me.json()) as { username: string }).username, admin.username, 'profile user');
        const bad = await post({ username: admin.username, password: 'Not-The-Password-1!' });
        expectEqual(bad.status, 400, 'wrong password status');
        expectEqual(((await bad.json()) as { message: string }).message, 'Incorrect username or password.', 'wrong password message');
      },
    },
    {
      name: "the spec's auth/login for an e-mail 2-step user: mfaRequired, then the same body with the e-mailed otpCode signs in",
      run: async () => {
        const candidate = person('candidate');
        const post = (body: object) =>
          fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const since = Date.now() - 1000;
        const first = (await (await post({ username: candidate.username, password: candidate.password })).json()) as {
          status: string;
          mfaType: string;
        };
        expectEqual([first.status, first.mfaType], ['MFA_REQUIRED', 'EMAIL'], 'first answer');
        const code = await outboxCode(url, candidate.username, since);
        const wrong = (await (
          await post({ username: candidate.username, password: candidate.password, otpCode: code === '000000' ? '111111' : '000000' })
        ).json()) as { status: string };
        expectEqual(wrong.status, 'CODE_INCORRECT', 'a wrong code');
        const ok = await post({ username: candidate.username, password: candidate.password, otpCode: code, mfaType: 'EMAIL' });
        const login = (await ok.json()) as { status: string; token: string };
        expectEqual([ok.status, login.status], [200, 'SUCCESS'], 'with the code');
        const me = await fetch(`${url}/api/user/getCurrentUserProfile`, { headers: { authorization: `Bearer ${login.token}` } });
        expectEqual(((await me.json()) as { username: string }).username, candidate.username, 'profile with the token');
      },
    },
  ];
}
