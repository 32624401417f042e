import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { close, listen, readBody } from './listen.ts';

/** What a bus rule target receives: the EventBridge event as AWS delivers it to a Lambda. */
export interface BusEvent {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: unknown;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));

/**
 * EventBridge `PutEvents` (the AWS JSON 1.1 protocol the SDK speaks). Each entry is acknowledged, then handed to
 * `deliver` — locally the real notify Lambda, as the deployed bus rule does. A delivery failure is logged, not
 * returned: as deployed, the publisher only learns whether the bus accepted the event.
 */
export function eventBridgeRequestHandler(opts: { deliver: (event: BusEvent) => Promise<void>; log: (line: string) => void; region: string }) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    if (target !== 'AWSEvents.PutEvents')
      return json(res, 400, { __type: 'UnknownOperationException', message: `The local bus only accepts PutEvents; got ${target || 'no target'}` });
    const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
      Entries?: { Source?: string; DetailType?: string; Detail?: string }[];
    };
    const accepted: BusEvent[] = [];
    const entries = (body.Entries ?? []).map((e) => {
      if (!e.Source || !e.DetailType || !e.Detail)
        return { ErrorCode: 'InvalidArgument', ErrorMessage: 'Source, DetailType and Detail are required' };
      let detail: unknown;
      try {
        detail = JSON.parse(e.Detail);
      } catch {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is not valid JSON' };
      }
      const event: BusEvent = {
        version: '0',
        id: randomUUID(),
        'detail-type': e.DetailType,
        source: e.Source,
        account: '000000000000',
        time: new Date().toISOString(),
        region: opts.region,
        resources: [],
        detail,
      };
      accepted.push(event);
      return { EventId: event.id };
    });
    json(res, 200, { FailedEntryCount: entries.filter((e) => 'ErrorCode' in e).length, Entries: entries });
    for (const event of accepted) {
      opts.deliver(event).catch((e: Error) => opts.log(`bus: delivery of ${event['detail-type']} failed: ${e.message}`));
    }
  };
}

export async function startEventBridgeLocal(opts: {
  port: number;
  region: string;
  deliver: (event: BusEvent) => Promise<void>;
  log: (line: string) => void;
}) {
  const handle = eventBridgeRequestHandler(opts);
  const server = createServer((req, res) => void handle(req, res).catch((e) => json(res, 500, { __type: 'InternalException', message: String(e) })));
  await listen(server, opts.port);
  return { endpoint: `http://127.0.0.1:${opts.port}`, stop: () => close(server) };
}
