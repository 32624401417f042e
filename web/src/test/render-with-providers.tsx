import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { deriveUser } from '../shared/lib/current-user.ts';
import { loginAnswer, profile } from './render-app.tsx';

/** Renders one component inside the app providers and a memory router, signed in as a grid admin. */
/** `ui` inside the app's providers, signed in as a grid admin; `opts.labels` are the login's configLabels. */
export function renderWithProviders(ui: ReactNode, opts: { labels?: { code: string; display: string }[] } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <AppProviders
      session={{
        initial: {
          status: 'ready',
          login: loginAnswer(opts.labels ? { configLabels: opts.labels } : {}),
          user: deriveUser(profile(['ROLE_GRID_ADMIN'])),
        },
        restore: async () => null,
        signOut: async () => {},
      }}
      queryClient={createQueryClient()}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
