/** Session-storage key of the sign-up address (doc 1 §2.8). */
export const SIGNUP_URL_KEY = 'signup-url';

/**
 * The sign-up address kept while the address bar shows /home: a reload of /home by someone not signed in goes
 * back to the sign-up it names (see app/session-signup-resume.tsx).
 */
export const signupUrl = {
  store(fullUrl: string): void {
    sessionStorage.setItem(SIGNUP_URL_KEY, fullUrl);
  },
  read(): string | undefined {
    return sessionStorage.getItem(SIGNUP_URL_KEY) ?? undefined;
  },
  clear(): void {
    sessionStorage.removeItem(SIGNUP_URL_KEY);
  },
  /** The in-app path (`/signup?invitation=...`) of the stored address; undefined when none or not a sign-up. */
  path(): string | undefined {
    const stored = signupUrl.read();
    if (!stored) return undefined;
    try {
      const url = new URL(stored, window.location.origin);
      return url.pathname === '/signup' && url.searchParams.get('invitation') ? `${url.pathname}${url.search}` : undefined;
    } catch {
      return undefined;
    }
  },
};

/**
 * Shows /home in the address bar without a route change: the router keeps rendering the sign-up. The history
 * entry's state (the router's key and index) is kept, so back and forward still work.
 */
export function showHomeInAddressBar(): void {
  window.history.replaceState(window.history.state, '', '/home');
}
