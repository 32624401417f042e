/** Sends one SMS. SNS deployed; a local endpoint into the outbox locally. */
export interface Sms {
  send(msg: { to: string; body: string }): Promise<{ messageId: string }>;
}
