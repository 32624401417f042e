import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ulid } from 'ulid';
import type { Db } from '@scheduler/core/db';
import { LOCAL_PASSWORD } from '@scheduler/local/seed/seed-data';
import { ensureIdentity } from '@scheduler/local/seed/index';
import { createCandidate } from '@scheduler/functions/testing/records';
import { signInLocal } from './sign-in.ts';

export interface SignedInCandidate {
  userId: string;
  username: string;
  accessToken: string;
  headers: Record<string, string>;
}

/**
 * `count` candidates of the organisation, each a local Cognito identity with its user row and membership, signed in
 * through auth/login as the page does; `parallel` of them at a time (the local Cognito is the slow part).
 */
export async function signedInCandidates(
  input: { baseUrl: string; db: Db; cognito: { userPoolId: string; clientId: string; endpoint: string }; organisationId: string },
  count: number,
  parallel = 8,
): Promise<SignedInCandidate[]> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: input.cognito.endpoint,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const people: SignedInCandidate[] = [];
  let next = 0;
  const one = async () => {
    for (let i = next++; i < count; i = next++) {
      const username = `bench.blast.${ulid().toLowerCase()}@candidates.example`;
      const [firstName, lastName] = ['Blast', `Candidate ${i + 1}`];
      const identitySub = await ensureIdentity(cognito, input.cognito.userPoolId, { username, firstName, lastName });
      const userId = await createCandidate(input.db, { organisationId: input.organisationId, username, firstName, lastName, identitySub });
      const s = await signInLocal({
        baseUrl: input.baseUrl,
        cognitoEndpoint: input.cognito.endpoint,
        clientId: input.cognito.clientId,
        username,
        password: LOCAL_PASSWORD,
      });
      people.push({ userId, username, accessToken: s.accessToken, headers: s.headers });
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(parallel, count) }, one));
  } finally {
    cognito.destroy();
  }
  return people;
}
