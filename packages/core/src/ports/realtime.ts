/**
 * Open WebSocket connections, addressed by connection id (API Gateway @connections deployed, the local gateway's
 * @connections endpoint locally).
 */
export interface Realtime {
  /** Sends a message; 'gone' when the client has left (its stored connection should then be deleted). */
  post(connectionId: string, message: unknown): Promise<'sent' | 'gone'>;
  /** Closes a connection server-side (its session was revoked); a connection already gone is not an error. */
  disconnect(connectionId: string): Promise<void>;
}
