import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createBooking, createCandidate, createMeeting } from '@scheduler/functions/testing/records';
import { givenTwoOrganisations } from '@scheduler/functions/testing/two-organisations';
import { testDb } from '../testing/test-db.ts';
import { renderOutboxPage } from '../outbox/outbox-page.ts';
import { createWebhookReceiver } from '../webhooks/webhook-receiver.ts';
import { localWebhookStore } from '../webhooks/webhook-receiver-store.ts';
import { seedWebhooks } from './seed-webhooks.ts';

const { db } = testDb();
const world = await givenTwoOrganisations(db, { names: ['Seed Webhooks A', 'Seed Webhooks B'] });
const { a } = world;

// The gateway's part: the built-in receiver, verifying with the secrets in the table.
const store = localWebhookStore(db);
let receiver: ReturnType<typeof createWebhookReceiver> | undefined;
const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  void receiver!.handle(req, res, pathname).then((done) => {
    if (!done) res.writeHead(404).end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
receiver = createWebhookReceiver({ origin, secretsAt: (url) => store.secretsAt(url) });
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the seeded webhooks', () => {
  it('subscribe Aurora to the local receiver, whose deliveries verify; the failing one shows a retry', async () => {
    const candidateId = await createCandidate(db, {
      organisationId: a.organisationId,
      username: `seeded-${Date.now()}@example.com`,
      firstName: 'Sid',
      lastName: 'Seed',
    });
    const meeting = await createMeeting(db, {
      organisationId: a.organisationId,
      projectId: 'P-SEED',
      assessorId: a.assessor.userId,
      start: new Date(Date.now() + 86_400_000).toISOString(),
    });
    for (const status of ['CONFIRMED', 'CANCELLED'] as const) {
      await createBooking(db, {
        organisationId: a.organisationId,
        candidateId,
        projectId: 'P-SEED',
        meetingId: meeting.meetingId,
        assessorId: a.assessor.userId,
        start: meeting.start,
        status,
      });
    }
    const admin = {
      ...a.admin,
      fullName: 'Seed Admin',
      userType: 'ORG_ADMIN' as const,
      organisationId: a.organisationId,
      roles: ['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE'] as const,
      sessionId: '',
    };
    const written = await seedWebhooks(db, { gatewayUrl: origin, organisationId: a.organisationId, admin: admin as never });
    // The confirmed and the cancelled booking to the ATS receiver, the cancelled one to the failing one too; the
    // invitation to none (no seeded subscription takes candidate.invited, which a file of candidates sends in bulk).
    expect(written).toBe(3);
    const got = receiver!.list();
    expect(got.filter((r) => r.path === '/_webhooks/receiver/ats').map((r) => [r.type, r.verified])).toEqual(
      expect.arrayContaining([
        ['booking.confirmed', true],
        ['booking.cancelled', true],
      ]),
    );
    expect(got.find((r) => r.path.startsWith('/_webhooks/receiver/failing'))).toMatchObject({ verified: true, answered: 503 });
    const deliveries = (await store.latestDeliveries(50)).filter((d) => d.url?.startsWith(origin));
    expect(deliveries.map((d) => d.status).sort()).toEqual(['DELIVERED', 'DELIVERED', 'PENDING']);
    const html = renderOutboxPage([], { deliveries, received: got });
    expect(html).toContain('class="delivery pending"');
    expect(html).toMatch(/<td class="verified-cell">yes<\/td>/);
  });
});
