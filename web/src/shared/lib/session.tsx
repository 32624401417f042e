import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { deriveUser, type CurrentUser, type LoginAnswer, type UserProfile } from './current-user.ts';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'ready'; login: LoginAnswer; user: CurrentUser };

export interface SessionApi {
  state: SessionState;
  /** The user, when signed in. */
  user?: CurrentUser;
  login?: LoginAnswer;
  establish(login: LoginAnswer, profile: UserProfile): void;
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
  write(l: LoginAnswer): void {
    localStorage.setItem(LOGIN_KEY, JSON.stringify(l));
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
      logout,
    }),
    [state, establish, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
