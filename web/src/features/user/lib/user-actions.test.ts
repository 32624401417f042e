import { describe, expect, it } from 'vitest';
import { entriesFor, smartActions, type UserDetail, type UserOrgAccessEntry } from './user-actions.ts';

const entry = (e: Partial<UserOrgAccessEntry> = {}): UserOrgAccessEntry => ({
  encryptedOrgId: 'ORG1',
  organisationName: 'Acme',
  status: 'ACTIVE',
  active: true,
  archived: false,
  ...e,
});
const user = (u: Partial<UserDetail> = {}): UserDetail => ({
  encryptedId: 'U9',
  firstName: 'Ava',
  lastName: 'Assessor',
  username: 'ava@example.com',
  type: 'ASSESSOR',
  status: 'ACTIVE',
  archived: false,
  mfaType: null,
  userOrgAccessList: [entry()],
  ...u,
});

describe('smart actions (doc 1 §2.11, §4)', () => {
  it('an active assessor: Edit, the add-access actions, Deactivate and Archive', () => {
    expect(smartActions(user(), 'ME')).toEqual(['EDIT', 'ADD_ASSESSOR', 'ADD_ASSESSOR_ADMIN', 'DEACTIVATE', 'ARCHIVE']);
  });

  it('Reset 2-Step Authentication only when a method is set', () => {
    expect(smartActions(user({ mfaType: 'APP' }), 'ME')).toContain('RESET_MFA');
    expect(smartActions(user({ mfaType: null }), 'ME')).not.toContain('RESET_MFA');
    expect(smartActions(user({ mfaType: undefined }), 'ME')).not.toContain('RESET_MFA');
  });

  it('the add-access actions are for assessor users only', () => {
    for (const type of ['INVIGILATOR', 'CANDIDATE', 'ORG_ADMIN'] as const) {
      const a = smartActions(user({ type }), 'ME');
      expect(a).not.toContain('ADD_ASSESSOR');
      expect(a).not.toContain('ADD_ASSESSOR_ADMIN');
      expect(a).toContain('EDIT');
    }
  });

  it('Activate for an inactive entry whose reason is Deactivated; no Deactivate without an active entry', () => {
    const deactivated = user({ status: 'INACTIVE', userOrgAccessList: [entry({ status: 'INACTIVE', active: false, statusReason: 'Deactivated' })] });
    expect(smartActions(deactivated, 'ME')).toEqual(['EDIT', 'ACTIVATE', 'ARCHIVE']);
    const otherReason = user({ userOrgAccessList: [entry({ status: 'INACTIVE', active: false, statusReason: 'Expired' })] });
    expect(smartActions(otherReason, 'ME')).toEqual(['EDIT', 'ARCHIVE']);
  });

  it('Extend Invite Expiry for an invited access', () => {
    const invited = user({
      type: 'CANDIDATE',
      status: 'INVITED',
      userOrgAccessList: [entry({ status: 'INVITED', active: false, invitationExpiry: '2030-01-01T00:00:00Z' })],
    });
    expect(smartActions(invited, 'ME')).toEqual(['EDIT', 'EXTEND_INVITE', 'ARCHIVE']);
    // An invitation is not the person: the server says so, and Edit goes.
    expect(smartActions({ ...invited, identityEditable: false }, 'ME')).toEqual(['EXTEND_INVITE', 'ARCHIVE']);
  });

  it('no Edit nor Reset 2-Step Authentication when the viewer may not change who the person is (issue 7)', () => {
    const shared = user({ mfaType: 'EMAIL', identityEditable: false });
    expect(smartActions(shared, 'ME')).toEqual(['ADD_ASSESSOR', 'ADD_ASSESSOR_ADMIN', 'DEACTIVATE', 'ARCHIVE']);
    expect(smartActions({ ...shared, identityEditable: true }, 'ME')).toEqual([
      'EDIT',
      'RESET_MFA',
      'ADD_ASSESSOR',
      'ADD_ASSESSOR_ADMIN',
      'DEACTIVATE',
      'ARCHIVE',
    ]);
  });

  it('Activate and Deactivate together when one organisation is active and another deactivated', () => {
    const mixed = user({
      userOrgAccessList: [
        entry(),
        entry({ encryptedOrgId: 'ORG2', organisationName: 'Beta', status: 'INACTIVE', active: false, statusReason: 'deactivated' }),
      ],
    });
    expect(smartActions(mixed, 'ME')).toEqual(['EDIT', 'ADD_ASSESSOR', 'ADD_ASSESSOR_ADMIN', 'ACTIVATE', 'DEACTIVATE', 'ARCHIVE']);
    expect(entriesFor('ACTIVATE', mixed).map((e) => e.encryptedOrgId)).toEqual(['ORG2']);
    expect(entriesFor('DEACTIVATE', mixed).map((e) => e.encryptedOrgId)).toEqual(['ORG1']);
  });

  it('grid-admin users, archived users and oneself have no actions', () => {
    expect(smartActions(user({ type: 'GRID_ADMIN', mfaType: 'EMAIL' }), 'ME')).toEqual([]);
    expect(smartActions(user({ archived: true }), 'ME')).toEqual([]);
    expect(smartActions(user({ status: 'ARCHIVED' }), 'ME')).toEqual([]);
    expect(smartActions(user(), 'U9')).toEqual([]);
  });

  it('archived entries offer nothing of their own', () => {
    const u = user({ userOrgAccessList: [entry({ status: 'ARCHIVED', archived: true, active: false, statusReason: 'Deactivated' })] });
    expect(smartActions(u, 'ME')).toEqual(['EDIT', 'ARCHIVE']);
  });

  it('an entry without the active flag is judged by its status', () => {
    const u = user({ type: 'INVIGILATOR', userOrgAccessList: [entry({ active: undefined, status: 'ACTIVE' })] });
    expect(smartActions(u, 'ME')).toContain('DEACTIVATE');
  });
});
