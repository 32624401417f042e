import { fetchAuthSession } from 'aws-amplify/auth';

/** The Cognito access token from Amplify (which refreshes it); undefined when nobody is signed in. */
export async function accessToken(forceRefresh = false): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession({ forceRefresh });
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}
