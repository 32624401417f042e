import { MSG } from '@scheduler/contracts/messages';
import type { newCandidateRequest } from '@scheduler/contracts/schemas/user-booking';
import type { StatusAnswer } from '@scheduler/contracts/envelope';
import type * as z from 'zod';
import type { Actor } from '../actor.ts';
import { errors } from '../errors.ts';
import type { AccountDeps } from '../user/account-deps.ts';
import { checkCandidate } from './candidate-fields.ts';
import { createCandidateInviteService } from './candidate-invite.ts';
import { resolveInviteTarget } from './invite-target.ts';

/** user-booking/new-candidate (doc 3 §2.15 Invite New Candidate; doc 2 new candidate request). */
export function createNewCandidateService(deps: AccountDeps) {
  const invites = createCandidateInviteService(deps);
  return {
    async invite(actor: Actor, input: z.output<typeof newCandidateRequest>): Promise<StatusAnswer> {
      const target = await resolveInviteTarget(deps, actor, input);
      const checked = checkCandidate(
        {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          mobile: input.mobile,
          uniqueId: input.uniqueId,
          requestTypes: input.customRequestTypes,
        },
        target.rules,
      );
      if (!checked.ok) throw errors.validation(MSG.validationFailed, renameFields(checked.fields));
      return invites.inviteOne(actor, target, checked.candidate);
    },
  };
}

/** The request's names for the fields the rule names otherwise. */
const renameFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === 'requestTypes' ? 'customRequestTypes' : k, v]));
