import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { queuedRecord } from '@scheduler/core/notification/outbox';
import { testDb } from '@scheduler/local/testing/test-db';
import { parseBody } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { givenTwoOrganisations, type SignedIn } from '../testing/two-organisations.ts';
import { handler as userHandler } from '../user/index.ts';
import { handler } from './index.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { names: ['Alpha Deliveries', 'Beta Deliveries'] });
const { a, b, gridAdmin, shared: both } = world;

async function project(organisationId: string): Promise<string> {
  const projectId = ulid();
  const stamp = '2030-01-01T00:00:00.000Z';
  await db.project
    .create({
      organisationId,
      projectId,
      departmentId: ulid(),
      name: `Delivery project ${projectId.slice(-4)}`,
      stepType: 'ASSESSMENT',
      start: stamp,
      end: stamp,
      timeZone: 'Australia/Sydney',
      createdAt: stamp,
      updatedAt: stamp,
    })
    .go();
  return projectId;
}

/** A delivery record as the outbox and its sender leave it, out of the send queue. */
async function delivery(
  organisationId: string,
  at: string,
  extra: { projectId?: string; personId?: string; recipient?: string; settled?: object } = {},
) {
  const record = queuedRecord(
    {
      organisationId,
      alertCode: 'CANDIDATE_INVITATION',
      channel: 'EMAIL',
      recipient: extra.recipient ?? 'cara@example.com',
      personId: extra.personId,
      projectId: extra.projectId,
      subject: 'Invitation to book',
      text: 'secret link https://x.test/signup?invitation=t',
    },
    ulid(),
    at,
  );
  // Kept out of the send queue: a test's outbox sender must not pick these up.
  const { queue: _queue, dueAt: _dueAt, ...listed } = record;
  await db.deliveryRecord.create({ ...listed, ...extra.settled }).go();
  return record.deliveryId;
}

const projectA = await project(a.organisationId);
const projectB = await project(b.organisationId);
const sent = await delivery(a.organisationId, '1990-01-01T00:00:01.000Z', {
  projectId: projectA,
  personId: both.userId,
  settled: { status: 'SENT', providerMessageId: 'ses-42', attempts: 1 },
});
const failed = await delivery(a.organisationId, '1990-01-01T00:00:02.000Z', {
  projectId: projectA,
  recipient: 'ops@alpha.example',
  settled: { status: 'FAILED', error: 'Address blacklisted.', attempts: 5 },
});
const queued = await delivery(a.organisationId, '1990-01-01T00:00:03.000Z', { projectId: projectA, personId: both.userId });
const ofB = await delivery(b.organisationId, '1990-01-01T00:00:04.000Z', {
  projectId: projectB,
  personId: both.userId,
  recipient: 'cara@beta.example',
});

const projectList = (who: SignedIn, projectId: string, body: object = {}) =>
  invoke(handler, { method: 'POST', path: '/api/project-alert/getDeliveryList/{projectId}', params: { projectId }, body, ...who });
const personList = (who: SignedIn, userId: string, body: object = {}) =>
  invoke(userHandler, { method: 'POST', path: '/api/user/getDeliveryList/{userId}', params: { userId }, body, ...who });
const ids = (res: { body?: string }) => (parseBody(res).dataset as { encryptedId: string }[]).map((r) => r.encryptedId);

describe('project-alert/getDeliveryList', () => {
  it("answers the project's messages newest first, with status, attempts, provider id or error, and never a body", async () => {
    const res = await projectList(a.admin, projectA);
    expect(res.statusCode).toBe(200);
    const answer = parseBody(res);
    expect(answer.size).toBe(3);
    expect(ids(res)).toEqual([queued, failed, sent]);
    expect(answer.dataset[1]).toMatchObject({
      alertCode: 'CANDIDATE_INVITATION',
      alertName: expect.stringMatching(/invitation/i),
      channel: 'EMAIL',
      recipient: 'ops@alpha.example',
      status: 'FAILED',
      attempts: 5,
      error: 'Address blacklisted.',
    });
    expect(answer.dataset[2]).toMatchObject({ status: 'SENT', providerMessageId: 'ses-42' });
    expect(JSON.stringify(answer)).not.toContain('invitation=t');
  });

  it('pages through the index, oldest first when asked, and searches the rows', async () => {
    expect(ids(await projectList(a.admin, projectA, { pageIndex: 1, pageSize: 2 }))).toEqual([sent]);
    expect(ids(await projectList(a.admin, projectA, { sortColumn: 'createdAt', sortDirection: 'asc', pageSize: 2 }))).toEqual([sent, failed]);
    const searched = parseBody(await projectList(a.admin, projectA, { filter: 'BLACKLISTED' }));
    expect(searched).toMatchObject({ size: 1, dataset: [{ encryptedId: failed }] });
  });

  it("lets the grid admin read any organisation's project, and refuses another organisation's admin and the non-admins", async () => {
    expect(ids(await projectList(gridAdmin, projectB))).toEqual([ofB]);
    expect((await projectList(b.admin, projectA)).statusCode).toBe(404);
    expect((await projectList(a.admin, projectB)).statusCode).toBe(404);
    expect((await projectList(a.candidate, projectA)).statusCode).toBe(403);
    expect((await projectList(a.assessor, projectA)).statusCode).toBe(403);
  });
});

describe('user/getDeliveryList', () => {
  it("answers an organisation admin the person's messages of their own organisation only", async () => {
    const res = await personList(a.admin, both.userId);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([queued, sent]);
    expect(ids(await personList(b.admin, both.userId))).toEqual([ofB]);
  });

  it("answers the grid admin the person's messages of every organisation, newest first", async () => {
    expect(ids(await personList(gridAdmin, both.userId))).toEqual([ofB, queued, sent]);
  });

  it('refuses a person of another organisation, an unknown id, and the non-admins', async () => {
    expect((await personList(b.admin, a.candidate.userId)).statusCode).toBe(404);
    expect((await personList(gridAdmin, ulid())).statusCode).toBe(404);
    expect((await personList(a.candidate, both.userId)).statusCode).toBe(403);
    expect((await personList(a.assessor, both.userId)).statusCode).toBe(403);
  });
});
