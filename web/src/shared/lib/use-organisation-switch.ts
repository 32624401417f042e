import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useDialogs } from '../ui/dialogs/dialog-host.tsx';
import { api, type CallAnswer } from './api/index.ts';
import { useBusy } from './use-busy.ts';
import { SWITCH_TEXT, switchOutcome } from './organisation-switch-rules.ts';
import { mfaSetupHandOff, useSession } from './session.tsx';

/**
 * user/updateDefaultOrganisation and what follows it (doc 1 §4, §8), for the navigation bar's switch and the mfa
 * page's way back. A switch reloads the labels and the profile and goes home; into an organisation that requires
 * 2-step (the session is held to set-up) it goes to the mfa page, which offers the switch back to the organisation
 * left; COUNTRY_NOT_ALLOWED logs out to the location refusal; any other failure logs out with the spec's message.
 */
export function useOrganisationSwitch() {
  const session = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { busy, whileBusy } = useBusy();

  const switchTo = async (organisationId: string) => {
    const from = session.user;
    if (!from || organisationId === from.encryptedOrganisationId || busy) return;
    await whileBusy(async () => {
      let answer: CallAnswer<'user.updateDefaultOrganisation'> | undefined;
      let error: unknown;
      try {
        answer = await api.call('user.updateDefaultOrganisation', {
          params: { organisationId },
          errors: 'caller',
          acceptAnyStatus: true,
          session: true,
        });
      } catch (e) {
        error = e;
      }
      const outcome = switchOutcome(answer, error);
      if (outcome.kind === 'switched' && session.login) {
        const login = {
          ...session.login,
          ...(outcome.configLabels ? { configLabels: outcome.configLabels } : {}),
          ...(outcome.pageSize ? { pageSize: outcome.pageSize } : {}),
        };
        session.updateLogin(login);
        try {
          const profile = await api.call('user.getCurrentUserProfile', { errors: 'caller', session: true });
          session.establish(login, profile);
          await queryClient.invalidateQueries();
          if (outcome.mfaSetupRequired && profile.encryptedId && profile.username) {
            mfaSetupHandOff.go(navigate, {
              encryptedId: profile.encryptedId,
              username: profile.username,
              mobileNo: profile.mobileNo,
              from: 'switch',
              switchBack: { organisationId: from.encryptedOrganisationId, organisationName: from.organisationName },
            });
            return;
          }
          mfaSetupHandOff.clear();
          void navigate('/home', { replace: true });
          return;
        } catch {
          /* the profile of the new organisation could not be read: treated as a failed switch */
        }
      }
      // Leave the shell before the session ends: once signed out, the shell's guard would send the user to login instead.
      if (outcome.kind === 'location') {
        await dialogs.message({ title: SWITCH_TEXT.locationTitle, message: SWITCH_TEXT.location });
        await navigate('/access-denied-location', { replace: true });
      } else {
        await dialogs.message({ title: SWITCH_TEXT.failedTitle, message: SWITCH_TEXT.failed });
        await navigate('/login', { replace: true });
      }
      mfaSetupHandOff.clear();
      await session.logout();
    });
  };

  return { switchTo, busy };
}
