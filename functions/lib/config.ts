import * as z from 'zod';
import { ENV } from '@scheduler/contracts/env';

const schema = z.object({
  [ENV.stage]: z.string().default('local'),
  [ENV.tableName]: z.string().min(1),
  [ENV.userPoolId]: z.string().optional(),
  [ENV.userPoolClientId]: z.string().optional(),
  [ENV.jwtIssuer]: z.string().optional(),
  [ENV.uploadsBucket]: z.string().optional(),
  [ENV.mailFrom]: z.string().default('no-reply@scheduler.local'),
  [ENV.eventBusName]: z.string().optional(),
  [ENV.wsEndpoint]: z.string().optional(),
  [ENV.siteOrigin]: z.string().default('http://127.0.0.1:3000'),
  [ENV.countryHeader]: z.string().default('cloudfront-viewer-country'),
  [ENV.sessionMinutes]: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(720),
  [ENV.outboxSendRate]: z.coerce.number().positive().max(10_000).optional(),
  [ENV.meetingMedia]: z.enum(['p2p', 'chime']).optional(),
  [ENV.mediaRegion]: z.string().min(1).optional(),
  [ENV.meetingsRegion]: z.string().min(1).optional(),
});

export interface FunctionConfig {
  stage: string;
  tableName: string;
  userPoolId?: string;
  userPoolClientId?: string;
  jwtIssuer?: string;
  uploadsBucket?: string;
  mailFrom: string;
  eventBusName?: string;
  wsEndpoint?: string;
  siteOrigin: string;
  countryHeader: string;
  sessionMinutes: number;
  /** The outbox sender's messages per second; unset: the outbox default (core/notification/outbox-pace.ts). */
  outboxSendRate?: number;
  /** Live-session media: 'p2p' locally; Chime (the default) needs mediaRegion. */
  meetingMedia?: 'p2p' | 'chime';
  /** Chime's MediaRegion for new meetings. */
  mediaRegion?: string;
  /** The Region of the Chime SDK meetings API; absent: the function's own Region. */
  meetingsRegion?: string;
}

/** Parsed once per cold start; a missing required setting fails the start, not a request. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionConfig {
  const c = schema.parse(env);
  return {
    stage: c[ENV.stage],
    tableName: c[ENV.tableName],
    userPoolId: c[ENV.userPoolId],
    userPoolClientId: c[ENV.userPoolClientId],
    jwtIssuer: c[ENV.jwtIssuer],
    uploadsBucket: c[ENV.uploadsBucket],
    mailFrom: c[ENV.mailFrom],
    eventBusName: c[ENV.eventBusName],
    wsEndpoint: c[ENV.wsEndpoint],
    siteOrigin: c[ENV.siteOrigin],
    countryHeader: c[ENV.countryHeader].toLowerCase(),
    sessionMinutes: c[ENV.sessionMinutes],
    outboxSendRate: c[ENV.outboxSendRate],
    meetingMedia: c[ENV.meetingMedia],
    mediaRegion: c[ENV.mediaRegion],
    meetingsRegion: c[ENV.meetingsRegion],
  };
}
