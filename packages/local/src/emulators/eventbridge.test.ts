import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { createEventBridgePublisher } from '@scheduler/aws/eventbridge-publisher';
import { freePort } from './dynamodb.ts';
import { startEventBridgeLocal, type BusEvent } from './eventbridge.ts';

const delivered: BusEvent[] = [];
let bus: Awaited<ReturnType<typeof startEventBridgeLocal>>;
beforeAll(async () => {
  bus = await startEventBridgeLocal({
    port: await freePort(),
    region: 'ap-southeast-2',
    deliver: async (e) => void delivered.push(e),
    log: () => undefined,
  });
});
afterAll(() => bus.stop());

describe('local EventBridge', () => {
  it('accepts PutEvents from the real SDK adapter and delivers the event as a bus rule target receives it', async () => {
    const client = new EventBridgeClient({
      endpoint: bus.endpoint,
      region: 'ap-southeast-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    await createEventBridgePublisher(client, { busName: 'scheduler-local' }).publish({ type: 'department.saved', detail: { organisationId: 'o1' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ source: 'scheduler', 'detail-type': 'department.saved', detail: { organisationId: 'o1' } });
    client.destroy();
  });
});
