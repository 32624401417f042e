import type { Db } from '../db.ts';
import { createCodeStore } from './signup-store-codes.ts';
import { createInvitationStore } from './signup-store-invitations.ts';

export {
  type Acceptance,
  invitationIssueWrites,
  invitationsExpiredWrites,
  invitationsPendingAgainWrites,
} from './signup-store-invitations.ts';

/** The invitations and one-time codes: the only code that touches those entities. */
export function createSignupStore(db: Db) {
  return { ...createInvitationStore(db), ...createCodeStore(db) };
}
export type SignupStore = ReturnType<typeof createSignupStore>;
