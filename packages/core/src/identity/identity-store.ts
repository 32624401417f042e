import type { Db } from '../db.ts';
import { createProofStore } from './identity-store-proofs.ts';
import { createResetStore } from './identity-store-resets.ts';
import { createSessionStore } from './identity-store-sessions.ts';

export type { SessionMove } from './identity-store-sessions.ts';

/** The sign-in records (sessions, single-use proofs, password resets): the only code that touches those entities. */
export function createIdentityStore(db: Db) {
  return { ...createSessionStore(db), ...createProofStore(db), ...createResetStore(db) };
}
export type IdentityStore = ReturnType<typeof createIdentityStore>;
