import { CognitoError, NotAuthorizedError } from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { ChallengeSessions } from './challenge-sessions.ts';
import { issueMfaChallenge, mfaMethods, nextMfaChallenge, type MfaMethod } from './mfa.ts';
import { assertPasswordPolicy } from './password-policy.ts';
import { originOf, withSignInOrigin } from './sign-in-origin.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- the wire requests are untyped JSON */
type Req = any;
type Base = (target: string) => Route;

const WRONG_CREDENTIALS = 'Incorrect username or password.';
const TOKEN_LIFETIME = { ExpiresIn: 3600, TokenType: 'Bearer' } as const;
const userDisabled = () => new NotAuthorizedError('User is disabled.');
const invalidSession = () => new NotAuthorizedError('Invalid session for the user, session is expired.');
const codeMismatch = () => new CognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');

/**
 * The sign-in flows cognito-local lacks or gets wrong: MFA by preference (e-mail, SMS, TOTP) after a checked
 * password, EMAIL_OTP, bound challenge sessions, disabled users refused, refresh tokens from challenges
 * stored, and GetTokensFromRefreshToken.
 */
/** Cognito's define / create / verify auth-challenge triggers, as one function (the deployed trigger Lambda's handler). */
export type CustomAuthTrigger = (event: {
  triggerSource: string;
  userName: string;
  request: { userAttributes: Record<string, string>; session?: { challengeName: string; challengeResult: boolean }[]; challengeAnswer?: string };
  response: Record<string, unknown>;
}) => Promise<{ response: Record<string, unknown> }>;

export function authFlows(services: Services, base: Base, customAuth?: CustomAuthTrigger): Record<string, Route> {
  const sessions = new ChallengeSessions();
  const { cognito } = services;

  async function issueTokens(ctx: Context, pool: UserPoolService, user: User, clientId: string) {
    const client = await cognito.getAppClient(ctx, clientId);
    if (!client) throw new NotAuthorizedError();
    const groups = await pool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(ctx, user, groups, client, undefined, 'Authentication');
    await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    return { ChallengeParameters: {}, AuthenticationResult: { ...tokens, ...TOKEN_LIFETIME } };
  }

  async function openChallenge(ctx: Context, pool: UserPoolService, user: User, challenge: MfaMethod | 'SELECT_MFA_TYPE', clientId: string) {
    const session = sessions.open(user.Username, challenge);
    return issueMfaChallenge(ctx, services, pool, user, challenge, clientId, session);
  }

  async function passwordAuth(ctx: Context, req: Req) {
    const pool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const username: string | undefined = req.AuthParameters?.USERNAME;
    const user = username ? await pool.getUserByUsername(ctx, username) : null;
    if (!user) throw new NotAuthorizedError(WRONG_CREDENTIALS);
    if (user.Enabled === false) throw userDisabled();
    if (user.UserStatus === 'RESET_REQUIRED') return base('InitiateAuth')(ctx, req);
    if (user.Password !== req.AuthParameters?.PASSWORD) throw new NotAuthorizedError(WRONG_CREDENTIALS);
    if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
      const answer = await base('InitiateAuth')(ctx, req);
      if (answer.Session) answer.Session = sessions.open(user.Username, answer.ChallengeName);
      return answer;
    }
    if (user.UserStatus === 'UNCONFIRMED') throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    const challenge = pool.options.MfaConfiguration === 'OFF' ? undefined : nextMfaChallenge(user);
    if (!challenge) return issueTokens(ctx, pool, user, req.ClientId);
    return openChallenge(ctx, pool, user, challenge, req.ClientId);
  }

  async function refreshAuth(ctx: Context, req: Req) {
    const pool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const token: string | undefined = req.AuthParameters?.REFRESH_TOKEN;
    const user = token ? await pool.getUserByRefreshToken(ctx, token) : null;
    if (!user) throw new NotAuthorizedError('Invalid Refresh Token');
    if (user.Enabled === false) throw userDisabled();
    const answer = await withSignInOrigin(originOf(token), () => base('InitiateAuth')(ctx, { ...req, AuthFlow: 'REFRESH_TOKEN_AUTH' }));
    return { ChallengeParameters: {}, AuthenticationResult: { ...answer.AuthenticationResult, ...TOKEN_LIFETIME } };
  }

  async function respond(ctx: Context, req: Req) {
    const session = sessions.get(req.Session);
    if (!session) throw invalidSession();
    const pool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const responses = { ...(req.ChallengeResponses ?? {}), USERNAME: session.username };
    const user = await pool.getUserByUsername(ctx, session.username);
    if (!user) throw invalidSession();
    if (user.Enabled === false) throw userDisabled();
    if (req.ChallengeName !== session.challenge) throw invalidSession();

    switch (req.ChallengeName) {
      case 'SELECT_MFA_TYPE': {
        const answer = responses.ANSWER as MfaMethod;
        if (!mfaMethods(user).includes(answer))
          throw new CognitoError('InvalidParameterException', `ANSWER must be one of ${JSON.stringify(mfaMethods(user))}`);
        sessions.close(req.Session);
        return openChallenge(ctx, pool, user, answer, req.ClientId);
      }
      case 'EMAIL_OTP':
      case 'SMS_MFA': {
        const code = responses[req.ChallengeName === 'EMAIL_OTP' ? 'EMAIL_OTP_CODE' : 'SMS_MFA_CODE'];
        if (!user.MFACode || code !== user.MFACode) {
          sessions.wrongAnswer(req.Session);
          throw codeMismatch();
        }
        sessions.close(req.Session);
        const fresh = { ...user, MFACode: undefined, UserLastModifiedDate: services.clock.get() };
        await pool.saveUser(ctx, fresh);
        return issueTokens(ctx, pool, fresh, req.ClientId);
      }
      case 'NEW_PASSWORD_REQUIRED':
        assertPasswordPolicy(responses.NEW_PASSWORD, pool.options.Policies?.PasswordPolicy);
        break;
      case 'SOFTWARE_TOKEN_MFA':
        break;
      default:
        throw new CognitoError('InvalidParameterException', `Unsupported challenge ${req.ChallengeName}`);
    }
    let answer;
    try {
      answer = await base('RespondToAuthChallenge')(ctx, { ...req, ChallengeResponses: responses });
    } catch (e) {
      if (e instanceof CognitoError && e.code === 'CodeMismatchException') {
        sessions.wrongAnswer(req.Session);
        throw codeMismatch();
      }
      throw e;
    }
    sessions.close(req.Session);
    const after = await pool.getUserByUsername(ctx, session.username);
    if (after && answer.AuthenticationResult?.RefreshToken) await pool.storeRefreshToken(ctx, answer.AuthenticationResult.RefreshToken, after);
    return { ...answer, AuthenticationResult: { ...answer.AuthenticationResult, ...TOKEN_LIFETIME } };
  }

  /** Runs a trigger like Cognito: the user's attributes, the challenge history, a fresh response. */
  async function trigger(
    triggerSource: string,
    user: User,
    extra: { session?: { challengeName: string; challengeResult: boolean }[]; challengeAnswer?: string } = {},
  ) {
    if (!customAuth) throw new CognitoError('InvalidParameterException', 'CUSTOM_AUTH needs the custom-auth triggers, which are not configured');
    const userAttributes = Object.fromEntries((user.Attributes ?? []).map((a) => [a.Name, a.Value ?? '']));
    const out = await customAuth({ triggerSource, userName: user.Username, request: { userAttributes, ...extra }, response: {} });
    return out.response;
  }

  /** CUSTOM_AUTH through the triggers (cognito-local has none): one CUSTOM_CHALLENGE, then tokens or a refusal. */
  async function customAuthStart(ctx: Context, req: Req) {
    const pool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = req.AuthParameters?.USERNAME ? await pool.getUserByUsername(ctx, req.AuthParameters.USERNAME) : null;
    if (!user) throw new NotAuthorizedError(WRONG_CREDENTIALS);
    if (user.Enabled === false) throw userDisabled();
    const defined = await trigger('DefineAuthChallenge_Authentication', user, { session: [] });
    if (defined.failAuthentication || defined.challengeName !== 'CUSTOM_CHALLENGE') throw new NotAuthorizedError(WRONG_CREDENTIALS);
    const created = await trigger('CreateAuthChallenge_Authentication', user, { session: [] });
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ChallengeParameters: { USERNAME: user.Username, ...((created.publicChallengeParameters as Record<string, string>) ?? {}) },
      Session: sessions.open(user.Username, 'CUSTOM_CHALLENGE'),
    };
  }

  async function customAuthAnswer(ctx: Context, req: Req) {
    const session = sessions.get(req.Session);
    if (!session || session.challenge !== 'CUSTOM_CHALLENGE') throw invalidSession();
    sessions.close(req.Session);
    const pool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await pool.getUserByUsername(ctx, session.username);
    if (!user) throw invalidSession();
    if (user.Enabled === false) throw userDisabled();
    const verified = await trigger('VerifyAuthChallengeResponse_Authentication', user, { challengeAnswer: req.ChallengeResponses?.ANSWER });
    const defined = await trigger('DefineAuthChallenge_Authentication', user, {
      session: [{ challengeName: 'CUSTOM_CHALLENGE', challengeResult: verified.answerCorrect === true }],
    });
    if (!defined.issueTokens) throw new NotAuthorizedError(WRONG_CREDENTIALS);
    return issueTokens(ctx, pool, user, req.ClientId);
  }

  return {
    AdminRespondToAuthChallenge: async (ctx, req: Req) => {
      if (req.ChallengeName === 'CUSTOM_CHALLENGE') return customAuthAnswer(ctx, req);
      return base('AdminRespondToAuthChallenge')(ctx, req);
    },
    InitiateAuth: async (ctx, req: Req) => {
      if (req.AuthFlow === 'USER_PASSWORD_AUTH') return passwordAuth(ctx, req);
      if (req.AuthFlow === 'REFRESH_TOKEN_AUTH' || req.AuthFlow === 'REFRESH_TOKEN') return refreshAuth(ctx, req);
      throw new CognitoError('InvalidParameterException', `AuthFlow ${req.AuthFlow} is not supported by the local Cognito (use USER_PASSWORD_AUTH)`);
    },
    RespondToAuthChallenge: respond,
    GetTokensFromRefreshToken: async (ctx, req: Req) => {
      const answer = await refreshAuth(ctx, { ClientId: req.ClientId, AuthParameters: { REFRESH_TOKEN: req.RefreshToken } });
      return { AuthenticationResult: answer.AuthenticationResult };
    },
    AdminInitiateAuth: async (ctx, req: Req) => {
      if (req.AuthFlow === 'CUSTOM_AUTH') return customAuthStart(ctx, req);
      const pool = await cognito.getUserPool(ctx, req.UserPoolId);
      const username = req.AuthParameters?.USERNAME;
      const user = username
        ? await pool.getUserByUsername(ctx, username)
        : req.AuthParameters?.REFRESH_TOKEN
          ? await pool.getUserByRefreshToken(ctx, req.AuthParameters.REFRESH_TOKEN)
          : null;
      if (user?.Enabled === false) throw userDisabled();
      return base('AdminInitiateAuth')(ctx, req);
    },
  };
}
