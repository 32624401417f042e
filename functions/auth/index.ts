import { authRoutes } from '@scheduler/contracts/routes/auth';
import { createArea } from '../lib/create-area.ts';
import health from './health.ts';
import login from './login.ts';
import logout from './logout.ts';
import redirect from './redirect.ts';
import refresh from './refresh.ts';

/** The auth Lambda: health, sign-in session, sign-out. */
export const { handler, implemented } = createArea('auth', authRoutes, [health, login, logout, refresh, redirect]);
