import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { endSession, restoreSession } from './session-restore.ts';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <AppProviders session={{ restore: restoreSession, signOut: endSession }}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
