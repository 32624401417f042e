import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { archiveTemplate, createTemplate, updateTemplate, type TemplateInput } from './notification-template-writes.ts';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

const input = (organisationId: string, code: string, scope: TemplateInput['scope'] = 'ORGANISATION'): TemplateInput => ({
  organisationId,
  templateId: ulid(),
  code,
  scope,
  deliveryMethod: 'EMAIL',
  name: 'Booking confirmed',
  subject: 'Your booking',
  body: '<p>Hello $candidateName</p>',
  ...(scope === 'PROJECT' ? { projectIds: [ulid()] } : {}),
  createdAt: now,
  updatedAt: now,
});

describe('notification template entity and writes', () => {
  it("lists an organisation's templates, all of one code, and every organisation's for the grid admin", async () => {
    const orgA = ulid();
    const orgB = ulid();
    const a = input(orgA, 'BOOKING_CONFIRMED');
    const b = input(orgA, 'BOOKING_CONFIRMED', 'PROJECT');
    const c = input(orgA, 'REMINDER');
    const d = input(orgB, 'BOOKING_CONFIRMED');
    for (const t of [a, b, c, d]) expect(await createTemplate(db, t)).toEqual({ ok: true });

    const ofOrg = await db.notificationTemplate.query.byOrganisation({ organisationId: orgA }).go();
    expect(ofOrg.data.map((t) => t.templateId).sort()).toEqual([a.templateId, b.templateId, c.templateId].sort());
    const ofCode = await db.notificationTemplate.query.byCode({ organisationId: orgA, code: 'BOOKING_CONFIRMED' }).go();
    expect(ofCode.data.map((t) => t.templateId).sort()).toEqual([a.templateId, b.templateId].sort());
    const all = await db.notificationTemplate.query.all({}).go({ pages: 'all' });
    expect(all.data.filter((t) => t.organisationId === orgA || t.organisationId === orgB)).toHaveLength(4);
  });

  it('allows an Organisation-scope code once per organisation, even when two saves race', async () => {
    const orgA = ulid();
    const results = await Promise.all([input(orgA, 'BOOKING_CONFIRMED'), input(orgA, 'BOOKING_CONFIRMED')].map((t) => createTemplate(db, t)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'code-exists' });
    expect((await db.notificationTemplate.query.byOrganisation({ organisationId: orgA }).go()).data).toHaveLength(1);
    // Another organisation, or Project scope, may use the same code.
    expect(await createTemplate(db, input(ulid(), 'BOOKING_CONFIRMED'))).toEqual({ ok: true });
    expect(await createTemplate(db, input(orgA, 'BOOKING_CONFIRMED', 'PROJECT'))).toEqual({ ok: true });
  });

  it('archiving frees the code; moving scope or code moves the guard', async () => {
    const org = ulid();
    const first = input(org, 'REMINDER');
    await createTemplate(db, first);
    expect(await archiveTemplate(db, org, first.templateId, now)).toEqual({ ok: true });
    expect(await archiveTemplate(db, org, first.templateId, now)).toEqual({ ok: false, reason: 'not-found' });
    const second = input(org, 'REMINDER');
    expect(await createTemplate(db, second)).toEqual({ ok: true });

    const stored = (await db.notificationTemplate.get({ organisationId: org, templateId: second.templateId }).go()).data!;
    const later = '2026-11-23T00:00:00.000Z';
    expect(await updateTemplate(db, stored, { ...second, scope: 'PROJECT', projectIds: [ulid()], updatedAt: later })).toEqual({ ok: true });
    expect(await createTemplate(db, input(org, 'REMINDER'))).toEqual({ ok: true });

    const other = input(org, 'CANCELLED');
    await createTemplate(db, other);
    const otherStored = (await db.notificationTemplate.get({ organisationId: org, templateId: other.templateId }).go()).data!;
    expect(await updateTemplate(db, otherStored, { ...other, code: 'REMINDER', updatedAt: later })).toEqual({ ok: false, reason: 'code-exists' });
    expect(await updateTemplate(db, { ...otherStored, updatedAt: 'stale' }, { ...other, name: 'x', updatedAt: later })).toEqual({
      ok: false,
      reason: 'changed',
    });
  });
});
