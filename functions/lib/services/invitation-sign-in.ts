import { createInvitationSignInService } from '@scheduler/core/signup/invitation-sign-in';
import type { Deps } from '../deps.ts';
import { accountDeps } from './account-deps.ts';

/** createInvitationSignInService bound to this Lambda's dependencies. */
export const invitationSignInService = (d: Deps) => createInvitationSignInService(accountDeps(d));
