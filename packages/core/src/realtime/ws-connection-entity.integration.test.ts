import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { wsConnectionEntity, wsConnectionExpiresAt } from './ws-connection-entity.ts';

/** Reads the endpoint the integration global setup puts in process.env (DynamoDB Local). */
function entityFromEnv() {
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const table = process.env.TABLE_NAME;
  if (!endpoint || !table) throw new Error('TABLE_NAME and AWS_ENDPOINT_URL_DYNAMODB must be set by the integration global setup');
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'ap-southeast-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    {
      marshallOptions: { removeUndefinedValues: true },
    },
  );
  return wsConnectionEntity({ client, table });
}

const now = new Date('2027-03-04T22:05:00.000Z');

describe('ws connection entity (DynamoDB Local)', () => {
  it('sees the environment of the global setup', () => {
    expect(process.env.TABLE_NAME).toBeTruthy();
    expect(process.env.AWS_ENDPOINT_URL_DYNAMODB).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+/);
  });

  it('lists the connections of one user only, and deletes one by id', async () => {
    const connections = entityFromEnv();
    const [alice, bob] = [ulid(), ulid()];
    const conn = (connectionId: string, userId: string) => ({
      connectionId,
      userId,
      identitySub: `sub-${userId}`,
      connectedAt: now.toISOString(),
      expiresAt: wsConnectionExpiresAt(now),
    });
    const [a1, a2, b1] = [ulid(), ulid(), ulid()];
    await connections.put(conn(a1, alice)).go();
    await connections.put(conn(a2, alice)).go();
    await connections.put(conn(b1, bob)).go();

    const ofAlice = await connections.query.byUser({ userId: alice }).go({ pages: 'all' });
    expect(ofAlice.data.map((c) => c.connectionId).sort()).toEqual([a1, a2].sort());
    expect(ofAlice.data[0].expiresAt).toBe(now.getTime() / 1000 + 7200);

    await connections.delete({ connectionId: a1 }).go();
    const after = await connections.query.byUser({ userId: alice }).go({ pages: 'all' });
    expect(after.data.map((c) => c.connectionId)).toEqual([a2]);
    expect((await connections.get({ connectionId: a1 }).go()).data).toBeNull();
    expect((await connections.get({ connectionId: b1 }).go()).data?.userId).toBe(bob);
  });

  it('deleting a connection that is already gone is not an error', async () => {
    await expect(entityFromEnv().delete({ connectionId: ulid() }).go()).resolves.toBeDefined();
  });
});
