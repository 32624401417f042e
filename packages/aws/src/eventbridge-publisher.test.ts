import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { createEventBridgePublisher } from './eventbridge-publisher.ts';

const eb = mockClient(EventBridgeClient);
const publisher = createEventBridgePublisher(new EventBridgeClient({ region: 'ap-southeast-2' }), { busName: 'scheduler-dev' });

beforeEach(() => eb.reset());

describe('EventBridge publisher', () => {
  it('puts one event on the bus with source scheduler and the type as detail-type', async () => {
    eb.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'e-1' }] });
    await publisher.publish({ type: 'booking.confirmed', detail: { bookingId: 'b1' } });
    expect(eb.commandCalls(PutEventsCommand)[0].args[0].input).toEqual({
      Entries: [{ EventBusName: 'scheduler-dev', Source: 'scheduler', DetailType: 'booking.confirmed', Detail: '{"bookingId":"b1"}' }],
    });
  });

  it('throws when the entry failed, naming the error code', async () => {
    eb.on(PutEventsCommand).resolves({ FailedEntryCount: 1, Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }] });
    await expect(publisher.publish({ type: 'booking.cancelled', detail: {} })).rejects.toThrow(
      'EventBridge: event booking.cancelled was not published (InternalFailure: try again)',
    );
  });

  it('rethrows a failed call', async () => {
    eb.on(PutEventsCommand).rejects(new Error('network down'));
    await expect(publisher.publish({ type: 'x', detail: {} })).rejects.toThrow('network down');
  });
});
