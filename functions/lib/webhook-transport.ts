import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { WebhookRequest, WebhookResponse, WebhookTransport } from '@scheduler/core/ports/webhook-transport';

/**
 * The webhook port over Node's dns and http(s) (DESIGN §17). `resolve` answers every A and AAAA address of a name;
 * `post` connects to the address core checked (the socket's lookup answers only it, so the name is not looked up
 * again and cannot be rebound between the check and the send), sends the URL's host as Host and SNI, follows no
 * redirect, reads at most 64 KB of the answer and gives up after the timeout.
 */
export const nodeWebhookTransport: WebhookTransport = {
  async resolve(host: string): Promise<string[]> {
    if (isIP(host)) return [host];
    const answers = await lookup(host, { all: true, verbatim: true });
    return answers.map((a) => a.address);
  },

  post(req: WebhookRequest): Promise<WebhookResponse> {
    const url = new URL(req.url);
    const family = isIP(req.address);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<WebhookResponse>((resolve, reject) => {
      let done = false;
      const finish = (fn: () => void) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        fn();
      };
      const request = send(
        url,
        {
          method: 'POST',
          headers: { ...req.headers, 'content-length': Buffer.byteLength(req.body).toString() },
          lookup: (_host, options, callback) => {
            if ((options as { all?: boolean }).all)
              (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: req.address, family }]);
            else callback(null, req.address, family);
          },
          servername: isIP(url.hostname) ? undefined : url.hostname,
          agent: false,
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > 64 * 1024) response.destroy();
          });
          response.on('end', () => finish(() => resolve({ status: response.statusCode ?? 0 })));
          response.on('close', () => finish(() => resolve({ status: response.statusCode ?? 0 })));
          response.on('error', () => finish(() => resolve({ status: response.statusCode ?? 0 })));
        },
      );
      const timer = setTimeout(() => {
        finish(() => reject(new Error(`The receiver did not answer within ${Math.round(req.timeoutMs / 1000)} s`)));
        request.destroy();
      }, req.timeoutMs);
      request.on('error', (e: NodeJS.ErrnoException) =>
        finish(() => reject(new Error(`Could not reach the receiver (${e.code ?? 'network error'})`))),
      );
      request.end(req.body);
    });
  },
};
