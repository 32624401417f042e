import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { deriveUser, needsMfaSetup, type LoginAnswer, type UserProfile } from '../../../shared/lib/current-user.ts';
import { lastUrl } from '../../../shared/lib/last-url.ts';
import { mfaSetupHandOff, useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';

export const ORG_ACCESS_TITLE = 'Organisation Access';

/**
 * What follows a SUCCESS from auth/login (the login card and the single sign-on landing, doc 1 §2.4–2.6, §4):
 * 2-step required by the organisation and no method yet → the mfa page (the server keeps that session to the
 * 2-step calls); otherwise the session opens, assessors and invigilators read the new-organisation-access
 * message when there is one, and the user goes to the stored last URL for that user, else home.
 */
export function useFinishLogin() {
  const session = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  return useCallback(
    async (login: LoginAnswer, profile: UserProfile, typedUsername: string) => {
      const username = login.username ?? profile.username ?? typedUsername;
      if (needsMfaSetup(login)) {
        mfaSetupHandOff.go(navigate, {
          encryptedId: login.encryptedId ?? profile.encryptedId,
          username,
          mobileNo: profile.mobileNo ?? login.mobileNo,
          from: 'login',
        });
        return;
      }
      session.establish(login, profile);
      const user = deriveUser(profile);
      if (login.msgOrgAccessActivate && (user.isAssessor || user.isInvigilator)) {
        await dialogs.message({ title: ORG_ACCESS_TITLE, message: login.msgOrgAccessActivate });
      }
      void navigate(lastUrl.take(username) ?? '/home', { replace: true });
    },
    [session, navigate, dialogs],
  );
}
