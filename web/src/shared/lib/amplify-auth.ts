/**
 * The Amplify pieces the app uses (Cognito sign-in, token store and refresh), in one module that auth-token.ts
 * loads on first use, so Amplify stays off the first load of the public pages.
 */
export { decodeJWT } from '@aws-amplify/core';
export { Amplify } from 'aws-amplify';
export { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
export { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
