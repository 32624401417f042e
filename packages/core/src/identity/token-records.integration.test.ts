import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { testDb } from '@scheduler/local/testing/test-db';
import { hashToken, newToken } from '../token-hash.ts';

const { db } = testDb();
const now = '2026-11-22T00:00:00.000Z';
const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('token-keyed records: invitation, calendar feed token, file link', () => {
  it('stores an invitation under the hash of its token only, and uses it once', async () => {
    const token = newToken();
    const organisationId = ulid();
    const invitedUserId = ulid();
    const tokenHash = hashToken(token);
    await db.invitation
      .create({
        tokenHash,
        organisationId,
        invitedUserId,
        expiresOn: '2026-11-29T00:00:00.000Z',
        expiresAt: epoch('2026-12-29T00:00:00.000Z'),
        createdAt: now,
        updatedAt: now,
      })
      .go();

    const { data } = await db.invitation.get({ tokenHash: hashToken(token) }).go();
    expect(data).toMatchObject({ status: 'PENDING', organisationId, invitedUserId });
    expect(JSON.stringify(data)).not.toContain(token);
    expect((await db.invitation.get({ tokenHash: hashToken(newToken()) }).go()).data).toBeNull();

    const accept = () =>
      db.invitation
        .patch({ tokenHash })
        .set({ status: 'ACCEPTED', acceptedAt: now, updatedAt: now })
        .where((a, op) => op.eq(a.status, 'PENDING'))
        .go();
    await accept();
    await expect(accept()).rejects.toThrow(/conditional/i);
  });

  it('lists the invitations of a user within one organisation, newest first', async () => {
    const orgA = ulid();
    const orgB = ulid();
    const u = ulid();
    const inv = (organisationId: string, createdAt: string) =>
      db.invitation
        .create({
          tokenHash: hashToken(newToken()),
          organisationId,
          invitedUserId: u,
          expiresOn: createdAt,
          expiresAt: epoch(createdAt),
          createdAt,
          updatedAt: createdAt,
        })
        .go()
        .then((r) => r.data);
    const older = await inv(orgA, '2026-11-01T00:00:00.000Z');
    const newer = await inv(orgA, '2026-11-10T00:00:00.000Z');
    await inv(orgB, '2026-11-05T00:00:00.000Z');
    const { data } = await db.invitation.query.byUser({ organisationId: orgA, invitedUserId: u }).go({ order: 'desc' });
    expect(data.map((i) => i.tokenHash)).toEqual([newer.tokenHash, older.tokenHash]);
  });

  it("resolves a calendar feed token to its user, lists a user's tokens per organisation, and revokes", async () => {
    const orgA = ulid();
    const orgB = ulid();
    const userId = ulid();
    const token = newToken();
    await db.calendarFeedToken.create({ tokenHash: hashToken(token), userId, organisationId: orgA, createdAt: now }).go();
    await db.calendarFeedToken.create({ tokenHash: hashToken(newToken()), userId, organisationId: orgB, createdAt: now }).go();
    expect((await db.calendarFeedToken.get({ tokenHash: hashToken(token) }).go()).data).toMatchObject({ userId, revoked: false });
    const ofUser = await db.calendarFeedToken.query.byUser({ organisationId: orgA, userId }).go();
    expect(ofUser.data.map((t) => t.tokenHash)).toEqual([hashToken(token)]);
    await db.calendarFeedToken
      .patch({ tokenHash: hashToken(token) })
      .set({ revoked: true, revokedAt: now })
      .go();
    expect((await db.calendarFeedToken.get({ tokenHash: hashToken(token) }).go()).data?.revoked).toBe(true);
  });

  it("finds a file link by id and checks the candidate's unique id by hash; lists a candidate's links per organisation", async () => {
    const orgA = ulid();
    const orgB = ulid();
    const candidateId = ulid();
    const linkId = ulid();
    const link = (organisationId: string, id: string) =>
      db.fileLink
        .create({
          linkId: id,
          organisationId,
          candidateId,
          uniqueIdHash: hashToken('EMP-12345'),
          fileKey: `exports/${id}.pdf`,
          fileName: 'report.pdf',
          expiresOn: '2026-11-23T00:00:00.000Z',
          expiresAt: epoch('2026-11-23T00:00:00.000Z'),
          createdAt: now,
        })
        .go();
    await link(orgA, linkId);
    await link(orgB, ulid());
    const { data } = await db.fileLink.get({ linkId }).go();
    expect(data?.uniqueIdHash).toBe(hashToken('EMP-12345'));
    expect(data?.uniqueIdHash).not.toBe(hashToken('EMP-99999'));
    expect(data).toMatchObject({ signedUrlSeconds: 300, downloadCount: 0 });
    const ofCandidate = await db.fileLink.query.byCandidate({ organisationId: orgA, candidateId }).go();
    expect(ofCandidate.data.map((l) => l.linkId)).toEqual([linkId]);
  });
});
