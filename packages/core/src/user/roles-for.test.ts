import { describe, expect, it } from 'vitest';
import { rolesFor } from './roles-for.ts';

describe('rolesFor', () => {
  it('gives grid admins the admin roles without any access entry', () => {
    expect(rolesFor('GRID_ADMIN', undefined)).toEqual(['ROLE_GRID_ADMIN', 'ROLE_ADMIN_TYPE', 'ROLE_CALENDAR_FEED']);
  });
  it('marks organisation admins as any-admin', () => {
    expect(rolesFor('ORG_ADMIN', { userType: 'ORG_ADMIN', active: true })).toEqual(['ROLE_ORG_ADMIN', 'ROLE_ADMIN_TYPE']);
  });
  it('adds the assessor flags held per organisation', () => {
    expect(
      rolesFor('ASSESSOR', { userType: 'ASSESSOR', active: true, assessorAdmin: true, internalProjectAccess: true, calendarFeed: true }),
    ).toEqual(['ROLE_ASSESSOR', 'ROLE_ASSESSOR_ADMIN', 'ROLE_INTERNAL_ACCESS', 'ROLE_CALENDAR_FEED']);
  });
  it('grants nothing through an inactive access', () => {
    expect(rolesFor('ASSESSOR', { userType: 'ASSESSOR', active: false, assessorAdmin: true })).toEqual([]);
  });
  it('never gives candidates the calendar feed', () => {
    expect(rolesFor('CANDIDATE', { userType: 'CANDIDATE', active: true, calendarFeed: true })).toEqual(['ROLE_CANDIDATE']);
  });
});
