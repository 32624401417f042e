import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { close, listen, readBody } from './listen.ts';
import type { ScheduleStore, StoredSchedule } from './scheduler-store.ts';

export const SCHEDULER_PORT = 4580;
const ACCOUNT = '000000000000';
const REGION = 'ap-southeast-2';

const json = (res: ServerResponse, status: number, body: unknown, errorType?: string) => {
  res.writeHead(status, { 'content-type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) }).end(JSON.stringify(body));
};
const notFound = (res: ServerResponse, name: string) => json(res, 404, { Message: `Schedule ${name} does not exist.` }, 'ResourceNotFoundException');

/** EventBridge Scheduler's REST JSON protocol for schedules: Create, Get, Update, Delete, List. */
export function schedulerRequestHandler(store: ScheduleStore) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const match = /^\/schedules(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return json(res, 404, { Message: `Unknown path ${url.pathname}` }, 'ResourceNotFoundException');
    const name = match[1] ? decodeURIComponent(match[1]) : undefined;
    const raw = await readBody(req);
    const body = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
    const group = (url.searchParams.get('groupName') ?? (body.GroupName as string | undefined) ?? 'default') || 'default';
    const now = Math.floor(Date.now() / 1000);

    if (!name) {
      if (req.method !== 'GET') return json(res, 405, { Message: 'Method not allowed' }, 'ValidationException');
      const prefix = url.searchParams.get('NamePrefix') ?? '';
      const onlyGroup = url.searchParams.get('ScheduleGroup');
      const Schedules = store
        .list()
        .filter((s) => s.Name.startsWith(prefix) && (!onlyGroup || s.GroupName === onlyGroup))
        .map((s) => ({
          Arn: s.Arn,
          Name: s.Name,
          GroupName: s.GroupName,
          State: s.State,
          CreationDate: s.CreationDate,
          LastModificationDate: s.LastModificationDate,
          Target: { Arn: s.Target.Arn },
        }));
      return json(res, 200, { Schedules });
    }
    const existing = store.get(group, name);
    switch (req.method) {
      case 'GET':
        return existing ? json(res, 200, existing) : notFound(res, name);
      case 'DELETE':
        return store.delete(group, name) ? json(res, 200, {}) : notFound(res, name);
      case 'POST':
      case 'PUT': {
        if (req.method === 'POST' && existing) return json(res, 409, { Message: `Schedule ${name} already exists.` }, 'ConflictException');
        if (req.method === 'PUT' && !existing) return notFound(res, name);
        const Arn = `arn:aws:scheduler:${REGION}:${ACCOUNT}:schedule/${group}/${name}`;
        const { ClientToken: _token, ...fields } = body;
        const schedule = {
          ...fields,
          Name: name,
          GroupName: group,
          Arn,
          State: (body.State as string) ?? 'ENABLED',
          CreationDate: existing?.CreationDate ?? now,
          LastModificationDate: now,
        } as StoredSchedule;
        store.put(schedule);
        return json(res, 200, { ScheduleArn: Arn });
      }
      default:
        return json(res, 405, { Message: 'Method not allowed' }, 'ValidationException');
    }
  };
}

export async function startSchedulerLocal(opts: { store: ScheduleStore; port?: number }): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const port = opts.port ?? SCHEDULER_PORT;
  const handle = schedulerRequestHandler(opts.store);
  const server = createServer((req, res) => void handle(req, res).catch((e) => json(res, 400, { Message: String(e) }, 'ValidationException')));
  await listen(server, port);
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => close(server) };
}
