import type { CreateEntityItem } from 'electrodb';
import type { AuditLog } from '../audit/audit-log-entity.ts';
import { auditRowWrite } from '../audit/audit-store.ts';
import type { Db } from '../db.ts';
import type { IndexItem, IndexRange } from '../lists/index-page.ts';
import { pageItems } from '../lists/index-page.ts';
import { defaultOrganisationWrite } from '../user/user-store.ts';
import type { SessionEntity } from './session-entity.ts';

/** Where a session moves on an organisation switch, and the ends it keeps there. */
export interface SessionMove {
  sessionId: string;
  userId: string;
  organisationId: string;
  mfaPending: boolean;
  absoluteExpiresAt: number;
  expiresAt: number;
  now: string;
}

/** The sign-in session reads and writes (the session entity). */
export function createSessionStore(db: Db) {
  return {
    /** The session by id, or null. */
    async sessionOf(sessionId: string) {
      return (await db.session.get({ sessionId }).go()).data;
    },

    /** The sessions opened with a sign-in's token key (one, unless a sign-in was replayed). */
    async sessionsOfToken(tokenKey: string) {
      return (await db.session.query.byToken({ tokenKey }).go()).data;
    },

    /** Every session of a person, live, revoked or expired. */
    async sessionsOfPerson(userId: string) {
      // bounded: a person's sessions until their rows expire (at most a day each)
      return (await db.session.query.byUser({ userId }).go({ pages: 'all' })).data;
    },

    /** The live sessions (expiring after `now`) of every organisation, by expiry: the active-users list's range. */
    liveSessionsRange(now: string): IndexRange {
      return { query: db.session.query.live({}).gt({ expiresOn: now }) };
    },

    /** The sessions of a page of the live sessions' index, in its order. */
    sessionsOfPage(items: readonly IndexItem[]) {
      return pageItems(
        db.session,
        items,
        (i) => ({ sessionId: String(i.sessionId) }),
        (x) => x.sessionId,
      );
    },

    /** A new session. */
    async openSessionWrite(session: CreateEntityItem<SessionEntity>) {
      await db.session.create(session).go();
    },

    /** A live session's expiry moves (never a revoked one). */
    async extendSessionWrite(sessionId: string, expiresOn: string, expiresAt: number) {
      await db.session
        .patch({ sessionId })
        .set({ expiresOn, expiresAt })
        .where(({ revoked }, { eq }) => eq(revoked, false))
        .go();
    },

    /** The session ends. */
    async revokeSessionWrite(sessionId: string, reason: string) {
      await db.session.patch({ sessionId }).set({ revoked: true, revokedReason: reason }).go();
    },

    /** The session is released from the 2-step setup calls, and its organisation becomes the person's default. */
    async mfaSetupDoneWrite(session: { sessionId: string; userId: string; organisationId: string }, now: string) {
      await db.service.transaction
        .write((e) => [
          e.session.patch({ sessionId: session.sessionId }).set({ mfaPending: false }).commit(),
          defaultOrganisationWrite(e, session.userId, session.organisationId, now),
        ])
        .go();
    },

    /**
     * The session moves to another organisation (if still not revoked), the person's default with it unless 2-step set-up
     * holds the session, with its audit row. False when the session was revoked meanwhile.
     */
    async switchSessionWrite(move: SessionMove, audit: AuditLog): Promise<boolean> {
      const { sessionId, userId, organisationId, mfaPending, absoluteExpiresAt, expiresAt, now } = move;
      const result = await db.service.transaction
        .write((e) => [
          e.session
            .patch({ sessionId })
            .set({ organisationId, mfaPending, absoluteExpiresAt, expiresAt, expiresOn: new Date(expiresAt * 1000).toISOString() })
            .where((attr, op) => op.eq(attr.revoked, false))
            .commit(),
          ...(mfaPending ? [] : [defaultOrganisationWrite(e, userId, organisationId, now)]),
          auditRowWrite(e, audit),
        ])
        .go();
      return !result.canceled;
    },
  };
}
