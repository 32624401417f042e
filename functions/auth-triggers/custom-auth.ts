import { createSingleSignOnService } from '@scheduler/core/identity/single-sign-on';
import { getDeps } from '../lib/deps.ts';

/** The fields of Cognito's define / create / verify auth-challenge trigger events this Lambda reads and writes. */
export interface CustomAuthEvent {
  triggerSource: string;
  userName: string;
  request: {
    userAttributes: Record<string, string>;
    session?: { challengeName: string; challengeResult: boolean }[];
    challengeAnswer?: string;
  };
  response: Record<string, unknown>;
}

/** A challenge is tried once: a wrong answer fails the sign-in. */
function define(event: CustomAuthEvent): CustomAuthEvent {
  const session = event.request.session ?? [];
  const last = session.at(-1);
  if (session.length === 0) {
    event.response = { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
  } else if (session.length === 1 && last?.challengeName === 'CUSTOM_CHALLENGE' && last.challengeResult) {
    event.response = { issueTokens: true, failAuthentication: false };
  } else {
    event.response = { issueTokens: false, failAuthentication: true };
  }
  return event;
}

/**
 * Cognito custom-auth triggers for single sign-on (one Lambda for the three). The answer is a one-time secret the
 * auth/redirect call stored (hashed) after checking the partner's assertion; nothing secret goes to the client.
 */
export async function handler(event: CustomAuthEvent): Promise<CustomAuthEvent> {
  switch (event.triggerSource) {
    case 'DefineAuthChallenge_Authentication':
      return define(event);
    case 'CreateAuthChallenge_Authentication':
      event.response = { publicChallengeParameters: { kind: 'SCHEDULER_SSO' }, privateChallengeParameters: {}, challengeMetadata: 'SCHEDULER_SSO' };
      return event;
    case 'VerifyAuthChallengeResponse_Authentication': {
      const email = event.request.userAttributes.email ?? '';
      const answerCorrect = await createSingleSignOnService(getDeps()).consumeAnswer(email, event.request.challengeAnswer ?? '');
      event.response = { answerCorrect };
      return event;
    }
    default:
      return event;
  }
}
