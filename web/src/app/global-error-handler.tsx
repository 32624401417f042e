import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onApiError } from '../shared/lib/api/index.ts';
import { lastUrl } from '../shared/lib/last-url.ts';
import { useSession } from '../shared/lib/session.tsx';
import { useDialogs } from '../shared/ui/dialogs/dialog-host.tsx';
import { globalErrorAction } from './global-error-rules.ts';

/** Applies the global HTTP error rules to every failed call that its caller did not keep for itself. */
export function GlobalErrorHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const dialogs = useDialogs();
  const ref = useRef({ navigate, location, session, dialogs });
  ref.current = { navigate, location, session, dialogs };
  const loggingOut = useRef(false);

  useEffect(
    () =>
      onApiError((error) => {
        const { navigate, location, session, dialogs } = ref.current;
        const here = location.pathname + location.search;
        const action = globalErrorAction(error, location.pathname);
        const logout = async (to: string) => {
          if (loggingOut.current) return;
          loggingOut.current = true;
          await session.logout();
          loggingOut.current = false;
          navigate(to, { replace: true });
        };
        switch (action.kind) {
          case 'dialog':
            void dialogs.message({ title: action.title, message: action.message });
            break;
          case 'dialog-then-logout':
            void dialogs.message({ title: action.title, message: action.message }).then(() => logout(action.to));
            break;
          case 'logout':
            if (action.storeLastUrl && session.login?.username) lastUrl.store(session.login.username, here);
            void logout(action.to);
            break;
          case 'navigate':
            navigate(action.to);
            break;
        }
      }),
    [],
  );
  return null;
}
