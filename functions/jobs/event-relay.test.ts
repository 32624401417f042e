import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { insertedEvents } from './event-relay.ts';

const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', image: Record<string, unknown>): DynamoDBRecord => ({
  eventName,
  dynamodb: { NewImage: marshall(image) as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'] },
});
const eventRow = {
  __edb_e__: 'domainEvent',
  __edb_v__: '1',
  organisationId: 'o1',
  eventId: 'e1',
  type: 'booking.confirmed',
  detail: '{}',
  queue: 'DOMAIN_EVENTS',
};

describe('event relay: the stream batch', () => {
  it('takes only inserted domain event rows, read from their new image', () => {
    const event: DynamoDBStreamEvent = {
      Records: [
        record('INSERT', eventRow),
        record('MODIFY', { ...eventRow, eventId: 'e2' }),
        record('INSERT', { __edb_e__: 'booking', organisationId: 'o1', bookingId: 'b1' }),
        record('REMOVE', { ...eventRow, eventId: 'e3' }),
        { eventName: 'INSERT' },
      ],
    };
    expect(insertedEvents(event)).toEqual([eventRow]);
  });
});
