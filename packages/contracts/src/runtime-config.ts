import * as z from 'zod';

/**
 * The web app's runtime `config.json` (written by the deploy, or served by `npm start` locally),
 * so one web build serves every environment.
 */
export const runtimeConfig = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set locally to the Cognito emulator (http://localhost:9229); absent when deployed. */
  userPoolEndpoint: z.string().optional(),
  /** USER_PASSWORD_AUTH locally (SRP is not emulated); USER_SRP_AUTH deployed. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** The API's origin ('' = the site's own origin, behind CloudFront or the local gateway); route paths carry /api. */
  apiBase: z.string(),
  wsUrl: z.string(),
  /** Local only: where a person reads the e-mails, SMS and codes the product sent. */
  outboxUrl: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;
