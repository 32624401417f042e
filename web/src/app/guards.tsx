import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { hasAnyRole, homePathFor } from '../shared/lib/current-user.ts';
import { useSession } from '../shared/lib/session.tsx';
import { PageLoading } from '../shared/ui/page-loading.tsx';
import type { PageAccess } from './page-routes.ts';

/** No login → /login (doc 1 §2.1). */
export function RequireAuth() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Wrong role → /access-denied; the roles come from the matched route's handle. */
export function RoleGate() {
  const { user } = useSession();
  const matches = useMatches();
  const access = (matches[matches.length - 1]?.handle as { access?: PageAccess } | undefined)?.access;
  if (user && Array.isArray(access) && !hasAnyRole(user, access)) return <Navigate to="/access-denied" replace />;
  return <Outlet />;
}

/** home: redirect by role once the user is known (doc 1 §2.3). */
export function HomeRedirect() {
  const { user } = useSession();
  if (!user) return <PageLoading />;
  return <Navigate to={homePathFor(user)} replace />;
}
