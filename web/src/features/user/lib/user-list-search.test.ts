import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_LIST_FILTERS, filtersForTab, restoreFilters, userListSearchData, userTypesFor } from './user-list-search.ts';

const parse = (s: string) => JSON.parse(s) as Record<string, unknown>;

describe('user list searchData (doc 1 §2.10)', () => {
  it('defaults: candidate, no project or status', () => {
    expect(parse(userListSearchData('ACTIVE', DEFAULT_USER_LIST_FILTERS))).toEqual({ listType: 'ACTIVE', userType: 'CANDIDATE' });
  });

  it('Unregistered adds the expiry filter: 7 days Expiring by default', () => {
    expect(parse(userListSearchData('UNREGISTERED', DEFAULT_USER_LIST_FILTERS))).toEqual({
      listType: 'UNREGISTERED',
      userType: 'CANDIDATE',
      expiryDays: 7,
      expiryType: 'Expiring',
    });
    expect(parse(userListSearchData('UNREGISTERED', { ...DEFAULT_USER_LIST_FILTERS, expiryDays: '30', expiryType: 'Expired' }))).toMatchObject({
      expiryDays: 30,
      expiryType: 'Expired',
    });
  });

  it('Deactivated forces assessor unless invigilator is chosen, and offers only those two', () => {
    expect(parse(userListSearchData('DEACTIVATED', DEFAULT_USER_LIST_FILTERS)).userType).toBe('ASSESSOR');
    expect(parse(userListSearchData('DEACTIVATED', { ...DEFAULT_USER_LIST_FILTERS, userType: 'INVIGILATOR' })).userType).toBe('INVIGILATOR');
    expect(filtersForTab('DEACTIVATED', { ...DEFAULT_USER_LIST_FILTERS, userType: 'ORG_ADMIN' }).userType).toBe('ASSESSOR');
    expect(userTypesFor('DEACTIVATED')).toEqual(['ASSESSOR', 'INVIGILATOR']);
    expect(userTypesFor('ALL')).toEqual(['CANDIDATE', 'ASSESSOR', 'INVIGILATOR', 'ORG_ADMIN']);
  });

  it('project and status when chosen', () => {
    expect(parse(userListSearchData('ALL', { ...DEFAULT_USER_LIST_FILTERS, userType: 'ORG_ADMIN', projectId: 'P1', status: 'INVITED' }))).toEqual({
      listType: 'ALL',
      userType: 'ORG_ADMIN',
      encryptedProjectId: 'P1',
      status: 'INVITED',
    });
  });

  it('remembered filters are checked against their options', () => {
    expect(restoreFilters({ userType: 'ROOT', expiryDays: '9', status: 'ACTIVE', projectId: 'P2' })).toEqual({
      ...DEFAULT_USER_LIST_FILTERS,
      status: 'ACTIVE',
      projectId: 'P2',
    });
  });
});
