import * as z from 'zod';
import { ENV } from '@scheduler/contracts/env';

/** Every setting of a function, by its name in the config; each is read from the environment variable ENV names. */
const settings = {
  stage: z.string().default('local'),
  tableName: z.string().min(1),
  userPoolId: z.string().optional(),
  userPoolClientId: z.string().optional(),
  jwtIssuer: z.string().optional(),
  uploadsBucket: z.string().optional(),
  mailFrom: z.string().default('no-reply@scheduler.local'),
  eventBusName: z.string().optional(),
  wsEndpoint: z.string().optional(),
  siteOrigin: z.string().default('http://127.0.0.1:3000'),
  countryHeader: z
    .string()
    .default('cloudfront-viewer-country')
    .transform((header) => header.toLowerCase()),
  sessionMinutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(720),
  // The outbox sender's messages per second; unset: the outbox default (core/notification/outbox-pace.ts).
  outboxSendRate: z.coerce.number().positive().max(10_000).optional(),
  // Live-session media: 'p2p' locally; Chime (the default) needs mediaRegion.
  meetingMedia: z.enum(['p2p', 'chime']).optional(),
  // Chime's MediaRegion for new meetings.
  mediaRegion: z.string().min(1).optional(),
  // The Region of the Chime SDK meetings API; absent: the function's own Region.
  meetingsRegion: z.string().min(1).optional(),
  // Local runtime only: webhooks may go to http://127.0.0.1:<port>; never set deployed.
  webhookAllowLoopback: z.stringbool().default(false),
} satisfies { [name in keyof typeof ENV]?: z.ZodType };

type Setting = keyof typeof settings;
const configSchema = z.object(settings);

export type FunctionConfig = z.output<typeof configSchema>;

/** Parsed once per cold start; a missing or wrong setting fails the start (naming its variable), not a request. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionConfig {
  const names = Object.keys(settings) as Setting[];
  const parsed = configSchema.safeParse(Object.fromEntries(names.map((name) => [name, env[ENV[name]]])));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${ENV[issue.path[0] as Setting]}: ${issue.message}`);
  throw new Error(`Function configuration refused (${problems.join('; ')})`);
}
