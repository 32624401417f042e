import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { deriveUser } from '../shared/lib/current-user.ts';
import { loginAnswer, profile } from './render-app.tsx';

/** Renders one component inside the app providers and a memory router, signed in as a grid admin. */
export function renderWithProviders(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <AppProviders
      session={{
        initial: { status: 'ready', login: loginAnswer(), user: deriveUser(profile(['ROLE_GRID_ADMIN'])) },
        restore: async () => null,
        signOut: async () => {},
      }}
      queryClient={createQueryClient()}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
