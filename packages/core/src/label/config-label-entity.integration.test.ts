import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { LabelCode } from '@scheduler/contracts/labels';
import { testDb } from '@scheduler/local/testing/test-db';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';

const label = (organisationId: string, codeGroup: string, code: LabelCode) =>
  db.configLabel
    .create({ organisationId, codeGroup, labelId: ulid(), code, display: code.toLowerCase(), createdAt: now, updatedAt: now })
    .go()
    .then((r) => r.data);

describe('config label entity', () => {
  it("lists the labels of one organisation only, and every organisation's for the grid admin", async () => {
    const orgA = ulid();
    const orgB = ulid();
    await label(orgA, 'MEETING', 'MEETINGS');
    await label(orgA, 'ASSESSOR', 'ASSESSOR');
    const b = await label(orgB, 'MEETING', 'MEETING');
    const ofOrg = await db.configLabel.query.byOrganisation({ organisationId: orgA }).go();
    expect(ofOrg.data.map((l) => l.code).sort()).toEqual(['ASSESSOR', 'MEETINGS']);
    const all = await db.configLabel.query.all({}).go({ pages: 'all' });
    expect(all.data.filter((l) => l.organisationId === orgA || l.organisationId === orgB)).toHaveLength(3);
    expect((await db.configLabel.query.byId({ labelId: b.labelId }).go()).data[0].organisationId).toBe(orgB);
  });

  it('refuses both halves of an exclusive pair in one organisation', async () => {
    const org = ulid();
    await label(org, 'CANDIDATE', 'CANDIDATE');
    await expect(label(org, 'CANDIDATE', 'CANDIDATES')).rejects.toThrow(/conditional/i);
  });
});
