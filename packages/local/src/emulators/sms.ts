import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { OutboxStore } from '../outbox/outbox-store.ts';
import { close, listen, readBody } from './listen.ts';

export const SNS_PORT = 4575;

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'text/xml' }).end(`<?xml version="1.0"?>\n${body}`);
};
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function error(res: ServerResponse, code: string, message: string) {
  xml(
    res,
    400,
    `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
  );
}

/** SNS `Publish` to a phone number (the AWS query protocol the SDK speaks); the SMS lands in the outbox. */
export function snsRequestHandler(outbox: OutboxStore) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const params = new URLSearchParams((await readBody(req)).toString('utf8'));
    const action = params.get('Action');
    if (action !== 'Publish') return error(res, 'InvalidAction', `The local SNS only sends SMS (Publish); got ${action ?? 'no action'}`);
    const phone = params.get('PhoneNumber');
    const message = params.get('Message');
    if (!phone) return error(res, 'InvalidParameter', 'Invalid parameter: PhoneNumber (the local SNS only sends SMS)');
    if (!message) return error(res, 'InvalidParameter', 'Invalid parameter: Message');
    outbox.add({ kind: 'sms', to: [phone], text: message });
    const id = randomUUID();
    xml(
      res,
      200,
      `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${id}</MessageId></PublishResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`,
    );
  };
}

export async function startSmsLocal(opts: { outbox: OutboxStore; port?: number }): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const port = opts.port ?? SNS_PORT;
  const handle = snsRequestHandler(opts.outbox);
  const server = createServer((req, res) => void handle(req, res).catch((e) => error(res, 'InternalError', String(e))));
  await listen(server, port);
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => close(server) };
}
