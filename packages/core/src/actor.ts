import type { Role, UserType } from '@scheduler/contracts/roles';

/**
 * The caller of a service: resolved by the request pipeline from the verified JWT and the
 * server-side session, and passed explicitly into every service call (never read from globals).
 */
export interface Actor {
  readonly userId: string;
  readonly username: string;
  readonly fullName: string;
  readonly userType: UserType;
  /** The organisation the session currently works in (switchable). */
  readonly organisationId: string;
  /** Roles in the current organisation, including ROLE_ADMIN_TYPE for any admin. */
  readonly roles: readonly Role[];
  readonly sessionId: string;
}

export const isGridAdmin = (a: Actor) => a.roles.includes('ROLE_GRID_ADMIN');
export const isAnyAdmin = (a: Actor) => a.roles.includes('ROLE_ADMIN_TYPE');
export const hasAnyRole = (a: Actor, roles: readonly Role[]) => roles.some((r) => a.roles.includes(r));
