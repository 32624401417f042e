import { departmentRoutes } from '@scheduler/contracts/routes/department';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { handle, type HandlerInput } from './handle.ts';
import type { Deps } from './deps.ts';
import { pickRoute } from './pick-route.ts';

const get = pickRoute(departmentRoutes, 'get');
const save = pickRoute(departmentRoutes, 'save');

describe('a handler is typed by its route', () => {
  it('receives z.output of the route schemas and answers z.input of its response', async () => {
    expectTypeOf<HandlerInput<typeof get>['params']>().toEqualTypeOf<{ id: string }>();
    // departmentSave's active has a default: the handler always gets a boolean.
    expectTypeOf<HandlerInput<typeof save>['body']['active']>().toEqualTypeOf<boolean>();
    const ok = handle(save, async () => ({ status: 'SUCCESS', message: 'D1' }));
    // @ts-expect-error department/get answers the whole department (departmentDetail), not an id alone
    handle(get, async () => ({ encryptedId: 'D1' }));
    const answer = await ok.run({} as HandlerInput<typeof save>, {} as Deps);
    expect(save.response.safeParse(answer).success).toBe(true);
  });
});
