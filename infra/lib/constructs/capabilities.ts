import { Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions, type NagPackSuppression } from 'cdk-nag';
import type { Area } from '@scheduler/contracts/route';
import { AREA_IDENTITY_CALLS, type IdentityCall } from '@scheduler/functions/lib/identity-grants';

/**
 * The Cognito actions (IAM) each identity-port operation needs, as packages/aws/src/cognito-identity.ts performs it.
 * Calls Cognito authorises by the app client or the user's own token (InitiateAuth, RespondToAuthChallenge,
 * RevokeToken, AssociateSoftwareToken, VerifySoftwareToken) need none. infra/test/identity-permissions.test.ts runs
 * the adapter to keep this in step with it.
 */
export const IDENTITY_CALL_ACTIONS: Record<IdentityCall, readonly string[]> = {
  passwordSignIn: [],
  answerChallenge: [],
  customSignIn: ['cognito-idp:AdminInitiateAuth', 'cognito-idp:AdminRespondToAuthChallenge'],
  refresh: [],
  createUser: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword'],
  setPassword: ['cognito-idp:AdminSetUserPassword'],
  updateAttributes: ['cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminDeleteUserAttributes'],
  disableUser: ['cognito-idp:AdminDisableUser'],
  enableUser: ['cognito-idp:AdminEnableUser'],
  deleteUser: ['cognito-idp:AdminDeleteUser'],
  signOutEverywhere: ['cognito-idp:AdminUserGlobalSignOut'],
  revokeRefreshToken: [],
  mfaMethodsOf: ['cognito-idp:AdminGetUser'],
  startAppSetup: [],
  verifyAppSetup: [],
  setPreferredMfa: ['cognito-idp:AdminSetUserMFAPreference'],
  resetMfa: ['cognito-idp:AdminSetUserMFAPreference'],
};

/** The Cognito actions `calls` need, sorted, each once. */
export const identityActionsOf = (calls: readonly IdentityCall[]): string[] => [...new Set(calls.flatMap((c) => IDENTITY_CALL_ACTIONS[c]))].sort();

/** What a function may touch. Each maps to the narrowest IAM grant that serves it. */
export type Capability =
  | 'table'
  | 'uploads'
  | 'events'
  | 'mail'
  | 'sms'
  /** The user-pool actions of the identity operations listed (AREA_IDENTITY_CALLS). */
  | { readonly identity: readonly IdentityCall[] }
  | 'meetings'
  | 'realtime';

/** The identity capability of an area: the operations functions/lib/identity-grants.ts declares for it. */
const identityOf = (area: Area): Capability[] => (AREA_IDENTITY_CALLS[area]?.length ? [{ identity: AREA_IDENTITY_CALLS[area] }] : []);

/**
 * Least privilege per API area. Every area reads and writes the table and publishes domain events;
 * e-mail and SMS normally go out through the notify Lambda (events), except where the area itself
 * sends (invitations, codes). Change this map, not the stacks, when an area gains a dependency.
 */
export const AREA_CAPABILITIES: Record<Area, readonly Capability[]> = {
  // auth and user revoke sessions, which closes their WebSocket connections (realtime). auth and signup send
  // one-time codes by e-mail and SMS; user sends invitations by e-mail only.
  auth: ['table', 'events', ...identityOf('auth'), 'mail', 'sms', 'realtime'],
  signup: ['table', 'events', ...identityOf('signup'), 'mail', 'sms'],
  user: ['table', 'events', ...identityOf('user'), 'mail', 'realtime'],
  assessor: ['table', 'events'],
  organisation: ['table', 'events'],
  department: ['table', 'events'],
  project: ['table', 'events'],
  'project-alert': ['table', 'events'],
  'noti-template': ['table', 'events'],
  'config-label': ['table', 'events'],
  resource: ['table', 'events'],
  meeting: ['table', 'events', 'realtime'],
  'user-booking': ['table', 'events', 'uploads', 'realtime', 'mail'],
  calendar: ['table', 'events'],
  upload: ['table', 'events', 'uploads', 'mail'],
  download: ['table', 'events', 'uploads'],
  'meeting-session': ['table', 'events', 'meetings', 'realtime'],
  'audit-log': ['table', 'events'],
  dashboard: ['table', 'events'],
  purge: ['table', 'events', 'uploads'],
  integration: ['table', 'events'],
};

/** The Chime SDK meetings actions packages/aws/src/chime-media.ts performs, and no other. */
export const MEETING_ACTIONS = ['chime:CreateMeeting', 'chime:CreateAttendee', 'chime:DeleteAttendee', 'chime:DeleteMeeting'] as const;

/** Every SNS topic ARN, denied to the SMS senders (direct SMS has no resource ARN). */
export const SNS_TOPIC_ARNS = 'arn:aws:sns:*:*:*';

export interface CapabilityTargets {
  readonly table: ITable;
  readonly uploads?: IBucket;
  readonly bus?: IEventBus;
  readonly userPool?: IUserPool;
  /** The verified SES domain the product sends from. */
  readonly sesDomain: string;
  /** `arn:...:execute-api:<region>:<account>:<wsApiId>/<stage>/POST/@connections/*` */
  readonly connectionsArn?: string;
  /** The Region of the Chime SDK meetings API (its meeting ARNs are of this Region and the stack's account). */
  readonly meetingsRegion?: string;
}

/** Grants `caps` to `fn` and records, next to each wildcard the grant needs, why it is there. */
export function grantCapabilities(fn: IFunction, caps: readonly Capability[], t: CapabilityTargets): void {
  const stack = Stack.of(fn);
  const suppressions: NagPackSuppression[] = [];
  const need = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`${fn.node.path}: a capability needs ${what}`);
    return v;
  };
  const wildcard = (reason: string, appliesTo: NagPackSuppression['appliesTo']) => suppressions.push({ id: 'AwsSolutions-IAM5', reason, appliesTo });

  for (const cap of new Set(caps)) {
    if (typeof cap === 'object') {
      const actions = identityActionsOf(cap.identity);
      if (actions.length) need(t.userPool, 'the user pool').grant(fn, ...actions);
      continue;
    }
    switch (cap) {
      case 'table':
        t.table.grantReadWriteData(fn);
        wildcard("ElectroDB queries the four overloaded GSIs of the one application table; the wildcard is limited to that table's indexes.", [
          { regex: '/^Resource::.*\\/index\\/\\*$/g' },
        ]);
        break;
      case 'uploads':
        need(t.uploads, 'the uploads bucket').grantReadWrite(fn);
        wildcard(
          'Uploads, exports and signed download links are per-object keys inside the one uploads bucket; the CDK read/write grant uses object-level wildcard actions on that bucket only.',
          [
            'Action::s3:GetObject*',
            'Action::s3:GetBucket*',
            'Action::s3:List*',
            'Action::s3:DeleteObject*',
            'Action::s3:Abort*',
            { regex: '/^Resource::.*Uploads.*\\/\\*$/g' },
          ],
        );
        break;
      case 'events':
        need(t.bus, 'the event bus').grantPutEventsTo(fn);
        break;
      case 'mail':
        // SESv2 SendEmail as the one verified domain, with no configuration set (packages/aws/src/ses-mailer.ts).
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail'],
            resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: t.sesDomain })],
          }),
        );
        break;
      case 'sms':
        // Direct SMS only: publishing to a phone number has no resource ARN, so it is allowed on "*" and every topic
        // ARN is denied (the AWS pattern for "SMS but no topics").
        fn.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
        fn.addToRolePolicy(new PolicyStatement({ effect: Effect.DENY, actions: ['sns:Publish'], resources: [SNS_TOPIC_ARNS] }));
        wildcard(
          'SMS is published straight to phone numbers, which have no ARN: sns:Publish to a phone number only accepts Resource "*". An explicit Deny on every topic ARN (arn:aws:sns:*:*:*) keeps the grant to direct SMS.',
          ['Resource::*'],
        );
        break;
      case 'meetings':
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: [...MEETING_ACTIONS],
            resources: [
              stack.formatArn({
                service: 'chime',
                region: need(t.meetingsRegion, 'the Chime meetings Region'),
                resource: 'meeting',
                resourceName: '*',
              }),
            ],
          }),
        );
        wildcard(
          "Chime SDK meeting ids are created at run time, so the grant names this account's meetings in the one meetings API Region by wildcard (arn:aws:chime:<region>:<account>:meeting/*); the actions are the four the Chime media adapter performs.",
          [{ regex: '/^Resource::arn:.*:chime:[a-z0-9-]+:.*:meeting\\/\\*$/g' }],
        );
        break;
      case 'realtime':
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [need(t.connectionsArn, 'the WebSocket connections ARN')] }),
        );
        wildcard('Pushing to a WebSocket client addresses a run-time connection id under @connections of this one API stage.', [
          { regex: '/^Resource::.*\\/@connections\\/\\*$/g' },
        ]);
        break;
    }
  }
  if (suppressions.length > 0) NagSuppressions.addResourceSuppressions(fn, suppressions, true);
}

/** Capabilities of the unattended jobs (functions/jobs), by JOB_SCHEDULES name. */
export const JOB_CAPABILITIES: Record<string, readonly Capability[]> = {
  reminders: ['table', 'events'],
  // The purge removes the sign-in of a person it deletes or sanitises.
  purge: ['table', 'events', 'uploads', { identity: ['deleteUser'] }],
  // The outbox sender reads and settles delivery records and sends them by e-mail and SMS.
  'outbox-sender': ['table', 'mail', 'sms'],
  // The live-session sweep ends stale sessions: deletes their Chime meetings and tells the waiting pages.
  'live-session-sweep': ['table', 'meetings', 'realtime'],
  // The upload job sweep reads the live upload jobs and publishes the event that starts a stalled one again.
  'upload-job-sweep': ['table', 'events'],
  // The event relay reads and marks the domain event rows and hands them to the bus (its stream source: jobs-stack.ts).
  'event-relay': ['table', 'events'],
  // The go/no-go check flags under-filled assessments with their events in the table (the relay sends them on).
  'under-minimum': ['table', 'events'],
  // The waitlist's holds job releases ended holds and holds freed seats, its events in the table (the relay sends them on).
  'waitlist-holds': ['table', 'events'],
  // The webhook sender claims and settles delivery records and POSTs them out; a subscription it disables e-mails the
  // admins through the outbox and tells its sender (events).
  'webhook-deliveries': ['table', 'events'],
};

/**
 * The candidate upload job (functions/jobs/candidate-upload.ts) reads the file and writes the invitations with their
 * e-mails in the outbox; it publishes its own continuation and the outbox's notification.outbox-queued (events).
 */
export const CANDIDATE_UPLOAD_CAPABILITIES: readonly Capability[] = ['table', 'uploads', 'events'];

/** The notify Lambda renders templates from the table and sends e-mail/SMS (or queues them in the outbox and tells its sender: events); it may push to open sessions. */
export const NOTIFY_CAPABILITIES: readonly Capability[] = ['table', 'mail', 'sms', 'realtime', 'events'];
