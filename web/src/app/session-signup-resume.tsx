import { Navigate, useLocation } from 'react-router';
import { signupUrl } from '../features/signup/components/signup-url.ts';
import { useSession } from '../shared/lib/session.tsx';
import { RequireAuth } from './guards.tsx';

/**
 * The sign-up page shows /home in the address bar and keeps its own address in session storage (doc 1 §2.8).
 * A reload lands on /home: someone not signed in goes back to that sign-up; everyone else meets the login guard.
 */
export function RequireAuthOrResumeSignup() {
  const { state } = useSession();
  const { pathname } = useLocation();
  const resume = state.status === 'anonymous' && pathname === '/home' ? signupUrl.path() : undefined;
  if (resume) return <Navigate to={resume} replace />;
  return <RequireAuth />;
}
