import type { Actor } from '@scheduler/core/actor';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ENV } from '@scheduler/contracts/env';
import { createDb, type Db } from '@scheduler/core/db';
import { createUserStore } from '@scheduler/core/user/user-store';
import { systemClock } from '@scheduler/core/ports/clock';
import { ulidIds } from '@scheduler/core/ports/ids';
import { seedBookingHistory } from './seed-bookings.ts';
import { seedWaitlist } from './seed-waitlist.ts';
import { seedWebhooks } from './seed-webhooks.ts';
import { seedApiKeys } from './seed-api-keys.ts';
import { ensureLiveSession, SEED_LIVE_CANDIDATES } from './seed-live-session.ts';
import { seedNotifications } from './seed-notifications.ts';
import { SEED_INTERVIEW_PROJECT, seedSecondOrganisationWork, seedWorkload } from './seed-workload.ts';
import {
  LOCAL_PASSWORD,
  SECOND_ORGANISATION,
  SEED_ADDRESS,
  SEED_DEPARTMENTS,
  SEED_ORGANISATION,
  SEED_PEOPLE,
  SEED_RESOURCES,
  type SeedOrganisationKey,
  type SeedPerson,
} from './seed-data.ts';

export interface SeedContext {
  env: Record<string, string>;
  cognito: { userPoolId: string; clientId: string; endpoint: string };
}

const credentials = (env: Record<string, string>) => ({
  accessKeyId: env.AWS_ACCESS_KEY_ID ?? 'local',
  secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? 'local',
});

/** The identity in the local Cognito: created once with a permanent password; its sub links the table's user. */
export async function ensureIdentity(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  person: Pick<SeedPerson, 'username' | 'firstName' | 'lastName' | 'mfaType'>,
): Promise<string> {
  const subOf = (attrs?: { Name?: string; Value?: string }[]) => attrs?.find((a) => a.Name === 'sub')?.Value;
  try {
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: person.username }));
    const sub = subOf(existing.UserAttributes);
    if (sub) return sub;
  } catch (e) {
    if (!(e instanceof UserNotFoundException) && (e as Error).name !== 'UserNotFoundException') throw e;
  }
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: person.username,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: person.username },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: person.firstName },
        { Name: 'family_name', Value: person.lastName },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: person.username, Password: LOCAL_PASSWORD, Permanent: true }),
  );
  if (person.mfaType === 'EMAIL') {
    await cognito.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: userPoolId,
        Username: person.username,
        EmailMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
  }
  const sub = subOf(created.User?.Attributes);
  if (!sub) throw new Error(`local Cognito returned no sub for ${person.username}`);
  return sub;
}

async function seedAccounts(
  db: Db,
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  orgIds: Record<SeedOrganisationKey, string>,
  now: string,
) {
  const ids: Partial<Record<SeedPerson['key'], string>> = {};
  for (const person of SEED_PEOPLE) {
    const sub = await ensureIdentity(cognito, userPoolId, person);
    const userId = ulid();
    const organisations = (person.organisations ?? ['aurora']).map((k) => orgIds[k]);
    ids[person.key] = userId;
    // The person and their username guard together, as every create of a person writes them (one per username).
    const seeded = await db.service.transaction
      .write(({ user, usernameGuard }) => [
        user
          .create({
            userId,
            username: person.username,
            identitySub: sub,
            firstName: person.firstName,
            lastName: person.lastName,
            type: person.type,
            status: 'ACTIVE',
            mobileNo: person.mobileNo,
            timezoneId: person.timezoneId,
            mfaType: person.mfaType,
            defaultOrganisationId: organisations[0],
            createdAt: now,
            updatedAt: now,
          })
          .commit(),
        usernameGuard.create({ username: person.username, userId, createdAt: now }).commit(),
      ])
      .go();
    if (seeded.canceled) throw new Error(`seed: the username ${person.username} is taken`);
    if (person.type === 'GRID_ADMIN') continue;
    // Through the user list writes, so the organisation's lists and counters hold the person.
    for (const organisationId of organisations) {
      await createUserStore(db).addMember(
        { ...person, userId, status: 'ACTIVE' },
        {
          organisationId,
          userId,
          userType: person.type,
          active: true,
          status: 'ACTIVE',
          assessorAdmin: person.assessorAdmin ?? false,
          internalProjectAccess: person.internalProjectAccess ?? false,
          calendarFeed: person.calendarFeed ?? false,
          createdAt: now,
          updatedAt: now,
        },
      );
    }
  }
  return ids;
}

/**
 * Seeds the demo data on the first start (no organisation yet): a grid admin, one AU organisation with an
 * organisation admin, an assessor (also assessor admin), an invigilator and a candidate, and its departments. On
 * every start, the first included, it makes sure a live session can be tried now (liveSessionLine).
 * Answers the lines to print: the sign-in names and the local password, what was seeded, the live session.
 */
export async function seedIfEmpty(ctx: SeedContext): Promise<{ created: boolean; lines: string[] }> {
  const { env } = ctx;
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB, region: env.AWS_REGION ?? 'ap-southeast-2', credentials: credentials(env) }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const db = createDb({ client, table: env.TABLE_NAME });
  const lines = [
    'Sign-in names (password for all: ' + LOCAL_PASSWORD + '):',
    ...SEED_PEOPLE.map((p) => `  ${p.type.padEnd(12)} ${p.username}`),
    ...SEED_LIVE_CANDIDATES.map((p) => `  ${'CANDIDATE'.padEnd(12)} ${p.username} (in the live session)`),
  ];
  const cognito = new CognitoIdentityProviderClient({
    endpoint: ctx.cognito.endpoint,
    region: env.AWS_REGION ?? 'ap-southeast-2',
    credentials: credentials(env),
  });
  try {
    const { data: existing } = await db.organisation.query.all({}).go({ limit: 1 });
    const created = existing.length === 0;
    if (created) lines.push(await seedAll(db, cognito, ctx));
    lines.push(await liveSessionLine(db, cognito, ctx));
    return { created, lines };
  } finally {
    cognito.destroy();
    client.destroy();
  }
}

const personOf = (key: SeedPerson['key']) => SEED_PEOPLE.find((p) => p.key === key)!;

/**
 * Every start: the remote interview of the seeded assessor that runs now, with the live candidates confirmed in it
 * (seed-live-session.ts), found in the seeded organisation by name. Answers the line to print.
 */
async function liveSessionLine(db: Db, cognito: CognitoIdentityProviderClient, ctx: SeedContext): Promise<string> {
  const { data: orgs } = await db.organisation.query.all({}).go({ pages: 'all' });
  const org = orgs.find((o) => o.name === SEED_ORGANISATION.name);
  const userIdOf = async (username: string) => (await db.usernameGuard.get({ username }).go()).data?.userId;
  const [assessorId, adminId] = [await userIdOf(personOf('assessor').username), await userIdOf(personOf('orgAdmin').username)];
  if (!org || !assessorId || !adminId) return 'Live session: the seeded organisation, assessor or admin is gone (npm run reset seeds them again).';
  await ensureLiveSessionSetting(db, org);
  const { data: projects } = await db.project.query.byOrganisation({ organisationId: org.organisationId }).go({ pages: 'all' });
  const project = projects.find((p) => p.name === SEED_INTERVIEW_PROJECT && p.status === 'ACTIVE');
  if (!project) return `Live session: the project ${SEED_INTERVIEW_PROJECT} is gone or not active.`;
  const admin = personOf('orgAdmin');
  const live = await ensureLiveSession(
    { db, clock: systemClock, ids: ulidIds },
    {
      organisationId: org.organisationId,
      projectId: project.projectId,
      assessorId,
      admin: {
        userId: adminId,
        username: admin.username,
        fullName: `${admin.firstName} ${admin.lastName}`,
        userType: 'ORG_ADMIN',
        organisationId: org.organisationId,
        roles: ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'],
        sessionId: '',
      },
      now: new Date(),
      identity: (c) => ensureIdentity(cognito, ctx.cognito.userPoolId, c),
    },
  );
  const host = personOf('assessor');
  return `Live session: a remote interview of ${host.firstName} ${host.lastName} from ${live.start.toISOString()} (2 hours) with ${SEED_LIVE_CANDIDATES.map((c) => `${c.firstName} ${c.lastName}`).join(' and ')} confirmed; the host starts it from the meeting page.`;
}

/** A table seeded before live sessions existed gets the seeded organisation's AWSChime item (without it no session starts). */
async function ensureLiveSessionSetting(db: Db, org: { organisationId: string; config?: unknown }): Promise<void> {
  const config = (org.config ?? {}) as { integrationConfig?: { name: string }[] };
  if (config.integrationConfig?.some((i) => i.name === 'AWSChime')) return;
  const chime = SEED_ORGANISATION.config.integrationConfig.filter((i) => i.name === 'AWSChime');
  const integrationConfig = [...(config.integrationConfig ?? []), ...chime];
  await db.organisation
    .patch({ organisationId: org.organisationId })
    .set({ config: { ...config, integrationConfig } })
    .go();
}

/** The first start's demo data; answers the summary line. */
async function seedAll(db: Db, cognito: CognitoIdentityProviderClient, ctx: SeedContext): Promise<string> {
  const now = new Date().toISOString();
  const organisationId = ulid();
  await db.organisation.create({ organisationId, ...SEED_ORGANISATION, active: true, mfaEnabled: false, createdAt: now, updatedAt: now }).go();
  const borealisId = ulid();
  await db.organisation
    .create({ organisationId: borealisId, ...SECOND_ORGANISATION, active: true, mfaEnabled: true, createdAt: now, updatedAt: now })
    .go();
  const people = await seedAccounts(db, cognito, ctx.cognito.userPoolId, { aurora: organisationId, borealis: borealisId }, now);
  const departmentIds: string[] = [];
  for (const d of SEED_DEPARTMENTS) {
    const departmentId = ulid();
    departmentIds.push(departmentId);
    await db.department.create({ organisationId, departmentId, ...d, active: true, createdAt: now, updatedAt: now }).go();
  }
  const addressId = ulid();
  await db.address.create({ organisationId, addressId, ...SEED_ADDRESS, countryCode: 'AU', createdAt: now, updatedAt: now }).go();
  for (const r of SEED_RESOURCES) {
    await db.resource.create({ organisationId, resourceId: ulid(), ...r, addressId, createdAt: now, updatedAt: now }).go();
  }
  const work = await seedWorkload(
    db,
    {
      organisationId,
      departmentId: departmentIds[0],
      assessorId: people.assessor!,
      invigilatorId: people.invigilator!,
      candidateId: people.candidate!,
    },
    new Date(now),
  );
  const borealisProjectId = await seedSecondOrganisationWork(db, borealisId, new Date(now));
  const gridAdmin = SEED_PEOPLE.find((p) => p.key === 'gridAdmin')!;
  const orgAdmin = SEED_PEOPLE.find((p) => p.key === 'orgAdmin')!;
  const deps = { db, clock: systemClock, ids: ulidIds };
  const notifications = await seedNotifications(
    deps,
    {
      userId: people.gridAdmin!,
      username: gridAdmin.username,
      fullName: `${gridAdmin.firstName} ${gridAdmin.lastName}`,
      userType: 'GRID_ADMIN',
      organisationId,
      roles: ['ROLE_GRID_ADMIN', 'ROLE_ADMIN_TYPE'],
      sessionId: '',
    },
    organisationId,
    work.projectIds,
  );
  /** Aurora's admin as the seeded history, webhooks and API keys name their author. */
  const auroraAdmin: Actor = {
    userId: people.orgAdmin!,
    username: orgAdmin.username,
    fullName: `${orgAdmin.firstName} ${orgAdmin.lastName}`,
    userType: 'ORG_ADMIN',
    organisationId,
    roles: ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'],
    sessionId: '',
  };
  const history = await seedBookingHistory(deps, {
    organisationId,
    projectId: work.projectIds.INTERVIEW,
    assessorId: people.assessor!,
    admin: auroraAdmin,
    now: new Date(now),
  });
  const waitlisted = await seedWaitlist(deps, { organisationId: borealisId, projectId: borealisProjectId, now: new Date(now) });
  const webhookDeliveries = await seedWebhooks(db, {
    gatewayUrl: ctx.env[ENV.siteOrigin] ?? 'http://127.0.0.1:3000',
    organisationId,
    admin: auroraAdmin,
  });
  const apiKeys = await seedApiKeys(deps, {
    organisationId,
    admin: auroraAdmin,
  });
  // The live session (written after this, on every start) adds its two candidates, one meeting and two bookings.
  const live = SEED_LIVE_CANDIDATES.length;
  return `Seeded: 2 organisations, ${SEED_PEOPLE.length + history.candidates + live + waitlisted} people, ${departmentIds.length + 1} departments, ${SEED_RESOURCES.length} resources, ${work.projects + 1} projects, ${work.meetings + history.meetings + 1} meetings, ${work.bookings + history.bookings + live + waitlisted} bookings in every status, ${notifications.templates} notification templates, ${notifications.alerts} project alerts, ${waitlisted} candidates on a waitlist, 2 webhooks with ${webhookDeliveries} deliveries, ${apiKeys} API keys (1 revoked).`;
}
