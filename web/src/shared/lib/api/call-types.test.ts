import { describe, expect, expectTypeOf, it } from 'vitest';
import { pageOf, type CallAnswer, type CallRequest, type TableRow } from './call-types.ts';
import type { CallRest } from './client.ts';

describe('calls typed from the route table', () => {
  it('a call sends what the route schemas take in and reads what its response gives out', () => {
    expectTypeOf<CallRequest<'department.save'>['body']>().toMatchTypeOf<{ encryptedOrganisationId: string; name: string; description: string }>();
    expectTypeOf<CallRequest<'department.get'>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<CallAnswer<'department.get'>['active']>().toEqualTypeOf<boolean>();
    expectTypeOf<TableRow<'audit-log.getByRefId'>>().toEqualTypeOf<{ logOn: string; logBy: string; logMsg: string }>();
    // A route that needs params or a body cannot be called without them; one that needs nothing can.
    expectTypeOf<CallRest<'department.get'>>().toEqualTypeOf<[opts: CallRequest<'department.get'> & import('./client.ts').CallOptions]>();
    expectTypeOf<[]>().toMatchTypeOf<CallRest<'user.getCurrentUserProfile'>>();
    // @ts-expect-error the save body has no field `title`
    const wrong: CallRequest<'department.save'>['body'] = { encryptedOrganisationId: 'O', name: 'n', description: 'd', title: 'x' };
    expect(wrong).toBeTruthy();
  });

  it('a table answer gives its page; an export answer has none', () => {
    expect(pageOf({ dataset: [{ logOn: 'a', logBy: 'b', logMsg: 'c' }], size: 1 })).toEqual({
      dataset: [{ logOn: 'a', logBy: 'b', logMsg: 'c' }],
      size: 1,
    });
    expect(pageOf({ file: 'QUJD', fileName: 'log.csv' })).toBeUndefined();
    expect(pageOf(undefined)).toBeUndefined();
  });
});
