import { describe, expect, it } from 'vitest';
import { searchTokenChanges, type TokenAccess } from './user-search-tokens.ts';

const john = ['john smith', 'john.smith@example.com', '+61412345678', 'active'].join('\u001f');
const access: TokenAccess = {
  organisationId: 'o1',
  userId: 'u1',
  userType: 'CANDIDATE',
  listTab: 'ACTIVE',
  listName: 'john smith',
  listSearch: john,
};
const tokens = (rows: readonly { token: string }[]) => rows.map((r) => r.token);

describe("the token rows of a change of an access's list fields", () => {
  it('write nothing when the fields stay', () => {
    expect(searchTokenChanges(access, { ...access })).toEqual({ gone: [], put: [] });
  });

  it('put every row of the new fields and delete only the words taken away', () => {
    const renamed = { ...access, listName: 'jon smith', listSearch: john.replace('john smith', 'jon smith') };
    const byName = searchTokenChanges(access, renamed);
    expect(tokens(byName.gone)).toEqual([]);
    expect(tokens(byName.put)).toEqual(['jon', 'smith', 'john', 'example', 'com', '61412345678', 'active']);
    expect(byName.put.every((r) => r.listName === 'jon smith' && r.listSearch === renamed.listSearch && r.listTab === 'ACTIVE')).toBe(true);
    const deactivated = { ...access, listTab: 'DEACTIVATED' as const, listSearch: john.replace('active', 'inactive') };
    const byStatus = searchTokenChanges(access, deactivated);
    expect(tokens(byStatus.gone)).toEqual(['active']);
    expect(tokens(byStatus.put)).toEqual(['john', 'smith', 'example', 'com', '61412345678', 'inactive']);
    expect(byStatus.put.every((r) => r.listTab === 'DEACTIVATED')).toBe(true);
  });

  it('put every row of a new access and delete every row of a deleted one', () => {
    expect(searchTokenChanges(undefined, access).put).toHaveLength(6);
    expect(searchTokenChanges(access, undefined)).toMatchObject({ put: [], gone: { length: 6 } });
  });
});
