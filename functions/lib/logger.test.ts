import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLogRoutes } from '@scheduler/contracts/routes/audit-log';
import { DOMAIN_EVENT_EXAMPLES } from '@scheduler/events/domain-event';
import { apiEvent } from '../testing/api-event.ts';
import { invoke } from '../testing/invoke.ts';
import { handler as notify } from '../jobs/notify.ts';
import { createArea } from './create-area.ts';
import { inInvocation, logger } from './logger.ts';

let lines: Record<string, unknown>[];
beforeEach(() => {
  lines = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

const busEvent = {
  id: 'evt-7',
  version: '0',
  account: '1',
  region: 'ap-southeast-2',
  time: '2027-03-04T22:05:00Z',
  resources: [],
  source: 'scheduler',
  'detail-type': DOMAIN_EVENT_EXAMPLES[0].type,
  detail: DOMAIN_EVENT_EXAMPLES[0].detail,
} as never;

describe('invocation logs', () => {
  it('a job run after an API request logs none of its request id or route', async () => {
    const { handler } = createArea('audit-log', auditLogRoutes, []);
    const request = { ...apiEvent({ method: 'POST', path: '/api/auditLog/none' }), routeKey: 'POST /api/auditLog/none' };
    await invoke(handler, request);
    const apiLine = lines.find((l) => l.requestId === request.requestContext.requestId);
    expect(apiLine).toMatchObject({ routeKey: 'POST /api/auditLog/none' });

    lines.length = 0;
    await notify(busEvent);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatchObject({ job: 'notify', eventId: 'evt-7' });
      expect(line).not.toHaveProperty('requestId');
      expect(line).not.toHaveProperty('routeKey');
    }
  });

  it('keeps the keys of invocations that run at the same time apart', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = inInvocation({ requestId: 'one' }, undefined, async () => {
      await gate;
      logger.info('first');
    });
    const second = inInvocation({ requestId: 'two' }, undefined, async () => {
      logger.info('second');
      release();
    });
    await Promise.all([first, second]);
    logger.info('outside');
    expect(lines.map((l) => [l.message, l.requestId])).toEqual([
      ['second', 'two'],
      ['first', 'one'],
      ['outside', undefined],
    ]);
  });
});
