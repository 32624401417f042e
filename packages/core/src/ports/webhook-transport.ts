/** One webhook POST: to the address the URL's host was checked to resolve to, with the URL's host as Host and SNI. */
export interface WebhookRequest {
  url: string;
  /** The IP address checked at this send: the request goes there and nowhere else (no second lookup). */
  address: string;
  headers: Record<string, string>;
  body: string;
  /** The receiver's whole answer must arrive within this time, or the attempt fails. */
  timeoutMs: number;
}

/** The receiver's answer: its status (a redirect is an answer like any other: never followed). */
export interface WebhookResponse {
  status: number;
}

/**
 * Sends webhook deliveries over HTTP (DESIGN §17). Node's dns and http(s) deployed and locally
 * (functions/lib/webhook-transport.ts); core checks every address it resolves before anything is sent.
 */
export interface WebhookTransport {
  /** Every address the host resolves to (A and AAAA); an IP literal answers itself. Throws when it resolves to none. */
  resolve(host: string): Promise<string[]>;
  /** POSTs the body; throws on a network failure or the timeout. */
  post(request: WebhookRequest): Promise<WebhookResponse>;
}
