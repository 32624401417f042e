import { authRoutes } from '@scheduler/contracts/routes/auth';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

export default handle(
  pickRoute(authRoutes, 'health'),
  async (_input, { clock }) => ({ status: 'SUCCESS', service: 'scheduler', time: clock.now().toISOString() }) as const,
);
