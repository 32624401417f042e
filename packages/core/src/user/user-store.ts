import type { Db } from '../db.ts';
import { createAccessStore } from './user-store-access.ts';
import { createGrantStore } from './user-store-grants.ts';
import { createInviteStore } from './user-store-invites.ts';
import { createPeopleStore } from './user-store-people.ts';
import { createProfileStore } from './user-store-profile.ts';
import { createAccessStatusStore } from './user-store-status.ts';

export { accessAcceptedWrites } from './user-store-access.ts';
export { accessCreatedWrites, accessInvitationRenewedWrite, type InvitedPerson, personInvitedWrites } from './user-store-invites.ts';
export { defaultOrganisationWrite, personSignedInWrite, personSignedUpWrite, type SignedUpFields } from './user-store-people.ts';
export type { ProfileChange } from './user-store-profile.ts';
export type { AccessArchive, Archive } from './user-store-status.ts';

/** The person, access and assessor-grant reads and writes: the only code that touches those entities. */
export function createUserStore(db: Db) {
  return {
    ...createPeopleStore(db),
    ...createAccessStore(db),
    ...createGrantStore(db),
    ...createInviteStore(db),
    ...createProfileStore(db),
    ...createAccessStatusStore(db),
  };
}
export type UserStore = ReturnType<typeof createUserStore>;
