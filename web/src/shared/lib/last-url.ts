const key = (username: string) => `scheduler.lastUrl.${username.toLowerCase()}`;

/** The last URL per user, restored after that user's next login (doc 1 §8 "Other errors"). */
export const lastUrl = {
  store(username: string, url: string): void {
    localStorage.setItem(key(username), url);
  },
  take(username: string): string | undefined {
    const v = localStorage.getItem(key(username)) ?? undefined;
    localStorage.removeItem(key(username));
    return v;
  },
};

/** Pages where an unexpected error does not log the user out. */
export function keepsSessionOnError(pathname: string): boolean {
  const first = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return ['', 'login', 'home', 'dashboard', 'access-denied', 'access-denied-location', 'candidate'].includes(first);
}
