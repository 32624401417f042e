import type { Role } from '@scheduler/contracts/roles';
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { createTestRouter } from '../app/router.tsx';
import type { LoginAnswer, UserProfile } from '../shared/lib/current-user.ts';
import { deriveUser } from '../shared/lib/current-user.ts';

/** A signed-in profile; fixtures name roles as plain strings. */
export const profile = (roles: readonly string[], extra: Partial<UserProfile> = {}): UserProfile => ({
  encryptedId: 'U1',
  encryptedOrganisationId: 'ORG1',
  organisationName: 'Acme Assessments',
  firstName: 'Grace',
  lastName: 'Admin',
  roles: roles as Role[],
  userOrgAccessList: [],
  checkOrgAdminInvigilator: false,
  showMeetingUnavailableFlag: false,
  ...extra,
});

export const loginAnswer = (extra: Partial<LoginAnswer> = {}): LoginAnswer => ({
  status: 'SUCCESS',
  username: 'grace@example.com',
  pageSize: [10, 10],
  ...extra,
});

/** Renders the real route tree at `path`, signed in as `user` (or signed out when null). */
export function renderApp(path: string, user: UserProfile | null, login: LoginAnswer = loginAnswer()) {
  const router = createTestRouter([path]);
  const initial = user ? ({ status: 'ready', login, user: deriveUser(user) } as const) : ({ status: 'anonymous' } as const);
  const utils = render(
    <AppProviders session={{ initial, restore: async () => null, signOut: async () => {} }} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
