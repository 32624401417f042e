import { PutEventsCommand, type EventBridgeClient } from '@aws-sdk/client-eventbridge';
import type { EventPublisher } from '@scheduler/core/ports/event-publisher';

export interface EventBridgePublisherConfig {
  /** env EVENT_BUS_NAME */
  busName: string;
}

/** Every domain event goes out with this source; rules match on it plus the detail-type (= event type). */
export const EVENT_SOURCE = 'scheduler';

/** EventPublisher over PutEvents. A failed entry (FailedEntryCount > 0) throws with its error code. */
export function createEventBridgePublisher(client: EventBridgeClient, config: EventBridgePublisherConfig): EventPublisher {
  return {
    async publish({ type, detail }) {
      const out = await client.send(
        new PutEventsCommand({
          Entries: [{ EventBusName: config.busName, Source: EVENT_SOURCE, DetailType: type, Detail: JSON.stringify(detail) }],
        }),
      );
      if ((out.FailedEntryCount ?? 0) > 0) {
        const failed = out.Entries?.find((e) => e.ErrorCode);
        throw new Error(`EventBridge: event ${type} was not published (${failed?.ErrorCode ?? 'unknown'}: ${failed?.ErrorMessage ?? 'no message'})`);
      }
    },
  };
}
