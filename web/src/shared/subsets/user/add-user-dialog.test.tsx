import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { tick } from '../../../test/tick.ts';
import { AddUserDialog, type AddUserRole } from './add-user-dialog.tsx';

// Lazy pages and Chakra dialogs can take over a second to settle on a loaded machine.

const created = () => ({ body: { status: 'SUCCESS', message: 'An invitation e-mail was sent to new@example.com.' } });
const creates = (calls: Recorded[]) => calls.filter((c) => c.path === '/api/user/create').map((c) => c.body);

function open(roleType: AddUserRole, handler = created) {
  const api = fakeApi({ 'POST /api/user/create': handler });
  const onClose = vi.fn();
  const onCreated = vi.fn();
  renderWithProviders(
    <AddUserDialog
      open
      roleType={roleType}
      organisationId="ORG1"
      departmentId={roleType === 'Organisation' ? 'DEP1' : undefined}
      onClose={onClose}
      onCreated={onCreated}
    />,
  );
  return { ...api, onClose, onCreated };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillNames() {
  type(/First Name/, ' Nina ');
  type(/Last Name/, 'New');
  type(/Email/, 'new@example.com');
}

describe('add user dialog (doc 3 §2.14, §5)', () => {
  it('empty: Validation Failed, every required field says so, nothing is sent', async () => {
    const { calls } = open('Assessor');
    expect(screen.getByText('New Assessor')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation Failed')).toBeTruthy();
    expect(screen.getAllByText('This is a required field')).toHaveLength(4);
    expect(creates(calls)).toHaveLength(0);
  });

  it('a bad e-mail is refused', async () => {
    const { calls } = open('Organisation');
    fillNames();
    type(/Email/, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email entered is not valid')).toBeTruthy();
    expect(creates(calls)).toHaveLength(0);
  });

  it('assessor role: the type, company and both flags are sent', async () => {
    const { calls, onCreated } = open('Assessor');
    await tick('Assessor');
    fillNames();
    type(/Company Name/, 'Acme Pty');
    await tick('Assessor Admin');
    await tick('Internal Project Access');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An invitation e-mail was sent to new@example.com.')).toBeTruthy();
    expect(creates(calls)).toEqual([
      {
        userType: 'ASSESSOR',
        firstName: 'Nina',
        lastName: 'New',
        email: 'new@example.com',
        encryptedOrganisationId: 'ORG1',
        assessorAdmin: true,
        internalProjectAccess: true,
        companyName: 'Acme Pty',
        isOrgUserInvigilator: false,
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
  });

  it('invigilator: the assessor flags are hidden and never sent', async () => {
    const { calls } = open('Assessor');
    await tick('Assessor');
    await tick('Assessor Admin');
    await tick('Invigilator');
    await waitFor(() => expect(screen.queryByLabelText('Assessor Admin')).toBeNull());
    expect(screen.queryByLabelText('Internal Project Access')).toBeNull();
    fillNames();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    expect(creates(calls)[0]).toMatchObject({
      userType: 'INVIGILATOR',
      assessorAdmin: false,
      internalProjectAccess: false,
      isOrgUserInvigilator: false,
    });
  });

  it('organisation role: ORG_ADMIN with the access checkbox and the department', async () => {
    const { calls } = open('Organisation');
    expect(screen.getByText('New Organisation User')).toBeTruthy();
    expect(screen.queryByLabelText('Type')).toBeNull();
    expect(screen.queryByLabelText(/Company Name/)).toBeNull();
    fillNames();
    await tick('Also acts as Assessor/Invigilator');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    expect(creates(calls)[0]).toEqual({
      userType: 'ORG_ADMIN',
      firstName: 'Nina',
      lastName: 'New',
      email: 'new@example.com',
      encryptedOrganisationId: 'ORG1',
      encryptedDepartmentId: 'DEP1',
      assessorAdmin: false,
      internalProjectAccess: false,
      isOrgUserInvigilator: true,
    });
  });

  it('a refusal shows its status and message and keeps the dialog', async () => {
    const { onClose } = open('Organisation', () => ({ body: { status: 'FAILED', message: 'Email already registered' } }));
    fillNames();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email already registered')).toBeTruthy();
    expect(screen.getByText('FAILED')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("is titled by the type chosen: 'New Invigilator' once Invigilator is picked", async () => {
    open('Assessor', created);
    expect(screen.getByText('New Assessor')).toBeTruthy();
    await tick('Invigilator');
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('h2')?.textContent).toBe('New Invigilator'));
    await tick('Assessor');
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('h2')?.textContent).toBe('New Assessor'));
  });

  it('says nothing is required before the person was in a field: the field focused on open and left is not touched', async () => {
    open('Assessor');
    // The dialog puts focus in its first field (the Type radio) by itself.
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.getAttribute('type')).toBe('radio'));
    const first = screen.getByLabelText(/First Name/) as HTMLInputElement;
    fireEvent.pointerDown(first);
    first.focus();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('This is a required field')).toBeNull();
    // The person was in First Name and left it empty: now it says so.
    fireEvent.pointerDown(screen.getByLabelText(/Last Name/));
    (screen.getByLabelText(/Last Name/) as HTMLInputElement).focus();
    expect(await screen.findAllByText('This is a required field')).toHaveLength(1);
  });
});
