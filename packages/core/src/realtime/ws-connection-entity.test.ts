import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isLiveConnection, WS_CONNECTION_TTL_SECONDS, wsConnectionEntity, wsConnectionExpiresAt } from './ws-connection-entity.ts';

const entity = wsConnectionEntity({ client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'ap-southeast-2' })), table: 'scheduler-test' });
const item = {
  connectionId: 'c-1',
  userId: 'u-1',
  identitySub: 's-1',
  sessionId: 'j-1',
  connectedAt: '2027-03-04T22:05:00.000Z',
  expiresAt: 1804205100,
};

describe('ws connection entity', () => {
  it('keys the connection on pk/sk and the user on gsi1', () => {
    const params = entity.put(item).params<{ Item: Record<string, unknown> }>();
    expect(params.Item).toMatchObject({ expiresAt: 1804205100 });
    expect(params.Item.pk).toContain('c-1');
    expect(params.Item.gsi1pk).toContain('u-1');
    expect(params.Item.gsi1sk).toContain('c-1');
  });

  it('queries the connections of one user on gsi1', () => {
    const params = entity.query.byUser({ userId: 'u-1' }).params<{ IndexName: string }>();
    expect(params.IndexName).toBe('gsi1');
  });

  it('expires two hours after connecting', () => {
    const now = new Date('2027-03-04T22:05:00.000Z');
    expect(WS_CONNECTION_TTL_SECONDS).toBe(7200);
    expect(wsConnectionExpiresAt(now)).toBe(now.getTime() / 1000 + 7200);
    expect(isLiveConnection({ expiresAt: wsConnectionExpiresAt(now) }, new Date(now.getTime() + 7199_000))).toBe(true);
    expect(isLiveConnection({ expiresAt: wsConnectionExpiresAt(now) }, new Date(now.getTime() + 7200_000))).toBe(false);
  });
});
