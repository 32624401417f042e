import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { NavigateFunction } from 'react-router';
import { api } from './api/index.ts';
import { deriveUser, type CurrentUser, type LoginAnswer, type UserProfile } from './current-user.ts';

export type SessionState = { status: 'loading' } | { status: 'anonymous' } | { status: 'ready'; login: LoginAnswer; user: CurrentUser };

export interface SessionApi {
  state: SessionState;
  /** The user, when signed in. */
  user?: CurrentUser;
  login?: LoginAnswer;
  establish(login: LoginAnswer, profile: UserProfile): void;
  /** Replaces the stored login answer, keeping the user (new labels, page sizes or session expiry). */
  updateLogin(login: LoginAnswer): void;
  /** Amplify sign-out and forget the session. */
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);
const LOGIN_KEY = 'scheduler.login';

export const storedLogin = {
  read(): LoginAnswer | undefined {
    try {
      const v = localStorage.getItem(LOGIN_KEY);
      return v ? (JSON.parse(v) as LoginAnswer) : undefined;
    } catch {
      return undefined;
    }
  },
  /** Stores the answer without any token it may carry: the tokens stay with Amplify. */
  write(l: LoginAnswer): void {
    const { token: _token, tokens: _tokens, ...rest } = l as LoginAnswer & { token?: unknown; tokens?: unknown };
    const safe: LoginAnswer = rest.sessionExpiry ? { ...rest, sessionExpiry: { ...rest.sessionExpiry, refreshToken: undefined } } : rest;
    localStorage.setItem(LOGIN_KEY, JSON.stringify(safe));
  },
  clear(): void {
    localStorage.removeItem(LOGIN_KEY);
  },
};

export interface SessionProviderProps {
  children: ReactNode;
  /** Restores a session after a reload: the stored login answer plus a fresh profile, or null. */
  restore(): Promise<{ login: LoginAnswer; profile: UserProfile } | null>;
  signOut(): Promise<void>;
  /** For tests and previews: start in this state instead of restoring. */
  initial?: SessionState;
}

export function SessionProvider({ children, restore, signOut, initial }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(initial ?? { status: 'loading' });

  useEffect(() => {
    if (initial) return;
    let live = true;
    restore()
      .then((r) => live && setState(r ? { status: 'ready', login: r.login, user: deriveUser(r.profile) } : { status: 'anonymous' }))
      .catch(() => live && setState({ status: 'anonymous' }));
    return () => {
      live = false;
    };
  }, [restore, initial]);

  const establish = useCallback((login: LoginAnswer, profile: UserProfile) => {
    storedLogin.write(login);
    setState({ status: 'ready', login, user: deriveUser(profile) });
  }, []);

  const updateLogin = useCallback((login: LoginAnswer) => {
    storedLogin.write(login);
    setState((s) => (s.status === 'ready' ? { ...s, login } : s));
  }, []);

  const logout = useCallback(async () => {
    storedLogin.clear();
    setState({ status: 'anonymous' });
    try {
      await signOut();
    } catch {
      /* already signed out at Cognito: the local session is gone either way */
    }
  }, [signOut]);

  const value = useMemo<SessionApi>(
    () => ({
      state,
      user: state.status === 'ready' ? state.user : undefined,
      login: state.status === 'ready' ? state.login : undefined,
      establish,
      updateLogin,
      logout,
    }),
    [state, establish, updateLogin, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/**
 * POST auth/login with the Cognito bearer token: opens the server session. On SUCCESS the answer is stored (later
 * calls name its session) and the logged-in user's profile is read with it.
 */
export async function openServerSession(username: string): Promise<{ login: LoginAnswer; profile?: UserProfile }> {
  const login = await api.call('auth.login', { body: { username }, errors: 'caller', acceptAnyStatus: true, session: true });
  if (login.status !== 'SUCCESS') return { login };
  storedLogin.write(login);
  const profile = await api.call('user.getCurrentUserProfile', { errors: 'caller', session: true });
  return { login, profile };
}

/** What the 2-step setup page (mfa) needs from the step before it (doc 1 §2.6). */
export interface MfaSetupHandOff {
  encryptedId: string;
  username: string;
  mobileNo?: string;
  from: 'login' | 'signup' | 'profile' | 'switch';
  /** After a switch into an organisation that requires 2-step: the organisation to switch back to instead. */
  switchBack?: { organisationId: string; organisationName: string };
}

const MFA_SETUP_KEY = 'scheduler.mfaSetup';

function isHandOff(v: unknown): v is MfaSetupHandOff {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.encryptedId === 'string' &&
    !!o.encryptedId &&
    typeof o.username === 'string' &&
    ['login', 'signup', 'profile', 'switch'].includes(String(o.from))
  );
}

/** The hand-off to the mfa page: router state `{ mfaSetup }`, kept in session storage so a reload keeps it. */
export const mfaSetupHandOff = {
  /** From the router state when present (and then kept), else from session storage. */
  read(routerState: unknown): MfaSetupHandOff | undefined {
    const fromState = (routerState as { mfaSetup?: unknown } | null | undefined)?.mfaSetup;
    if (isHandOff(fromState)) {
      sessionStorage.setItem(MFA_SETUP_KEY, JSON.stringify(fromState));
      return fromState;
    }
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(MFA_SETUP_KEY) ?? 'null');
      return isHandOff(stored) ? stored : undefined;
    } catch {
      return undefined;
    }
  },
  clear(): void {
    sessionStorage.removeItem(MFA_SETUP_KEY);
  },
  /** Goes to the mfa page with the hand-off. */
  go(navigate: NavigateFunction, data: MfaSetupHandOff): void {
    sessionStorage.setItem(MFA_SETUP_KEY, JSON.stringify(data));
    void navigate('/mfa', { state: { mfaSetup: data }, replace: data.from !== 'profile' });
  },
};
