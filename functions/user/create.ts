import { userRoutes } from '@scheduler/contracts/routes/user';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createNewUserService } from '@scheduler/core/user/new-user';
import { accountDeps } from '../lib/account-deps.ts';

export default handle(pickRoute(userRoutes, 'create'), async ({ actor, body }, deps) => createNewUserService(accountDeps(deps)).create(actor, body));
