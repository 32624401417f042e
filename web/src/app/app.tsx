import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './router.tsx';
import { endSession, restoreSession } from './session-restore.ts';

/** The app over a router made at start (main.tsx), which has begun loading the page's module by then. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders session={{ restore: restoreSession, signOut: endSession }}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
