import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionExpiry } from '../shared/lib/current-user.ts';
import { useSession } from '../shared/lib/session.tsx';
import { useDialogs } from '../shared/ui/dialogs/dialog-host.tsx';
import { SessionExpiringDialog } from '../shared/ui/dialogs/session-expiring-dialog.tsx';
import { expiryPhase, SESSION_POLL_MS, SESSION_TEXT, systemClock, type TimerClock } from './session-expiry.ts';
import { renewSession } from './session-renew.ts';

export interface SessionExpiryWatchProps {
  clock?: TimerClock;
  /** auth/refresh; `force` extends the session. Resolves the new expiry (undefined: unchanged). */
  renew?: (force: boolean) => Promise<SessionExpiry | undefined>;
}

/**
 * The session-expiry alert (doc 1 §2.3, §4, §9), running while signed in: refreshes every 60 s, shows the
 * countdown dialog from minutesPrior minutes before the expiry, and logs out at 5 s or fewer.
 */
export function SessionExpiryWatch({ clock = systemClock, renew = renewSession }: SessionExpiryWatchProps) {
  const session = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [now, setNow] = useState(() => clock.now());
  const [renewing, setRenewing] = useState(false);
  const loggingOut = useRef(false);
  const latest = useRef(session);
  latest.current = session;

  const signedIn = session.state.status === 'ready';
  const expiry = session.login?.sessionExpiry;
  const phase = signedIn ? expiryPhase(expiry, now) : ({ kind: 'none' } as const);

  const applyExpiry = (next: SessionExpiry | undefined) => {
    const { login, updateLogin } = latest.current;
    if (next && login) updateLogin({ ...login, sessionExpiry: { ...login.sessionExpiry, ...next } });
  };

  const logout = async () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    // Leave the shell before the session ends: once signed out, the shell (and this watch) is gone.
    await navigate('/login', { replace: true });
    await latest.current.logout();
    loggingOut.current = false;
  };

  // The timers follow sign-in; the session itself is read through `latest`.
  useEffect(() => {
    if (!signedIn) return;
    setNow(clock.now());
    const stopTick = clock.every(1000, () => setNow(clock.now()));
    const poll = () => {
      renew(false).then(applyExpiry, () => undefined);
    };
    // Once at sign-in (or reload), so the server's expiry wins over the stored one, then every 60 s.
    poll();
    const stopPoll = clock.every(SESSION_POLL_MS, poll);
    return () => {
      stopTick();
      stopPoll();
    };
  }, [signedIn, clock, renew]);

  useEffect(() => {
    if (phase.kind === 'expired') void logout();
  }, [phase.kind]);

  const stay = async () => {
    setRenewing(true);
    try {
      applyExpiry(await renew(true));
      setNow(clock.now());
    } catch {
      // Shown over the countdown: closing that dialog first would hand focus back under this one.
      await dialogs.message({ title: SESSION_TEXT.renewFailedTitle, message: SESSION_TEXT.renewFailed });
      await logout();
    } finally {
      setRenewing(false);
    }
  };

  return (
    <SessionExpiringDialog
      open={phase.kind === 'warning'}
      secondsLeft={phase.kind === 'warning' ? phase.secondsLeft : 0}
      message={expiry?.logOutMessage || SESSION_TEXT.defaultWarning}
      busy={renewing}
      onRenew={() => void stay()}
      onLogout={() => void logout()}
    />
  );
}
