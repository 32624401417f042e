/** Publishes domain events (see events/). EventBridge deployed; in-process locally. */
export interface EventPublisher {
  publish(event: { type: string; detail: Record<string, unknown> }): Promise<void>;
}
