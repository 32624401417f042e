import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { tick } from '../../../test/tick.ts';
import { AddAccessDialog, type AddAccessMode } from './add-access-dialog.tsx';

// Lazy pages and Chakra dialogs can take over a second to settle on a loaded machine.

const ROWS = [
  { encryptedId: 'A2', fullName: 'Ben Assessor', username: 'ben@example.com' },
  { encryptedId: 'A3', fullName: 'Cleo Assessor', username: 'cleo@example.com' },
];

function open(mode: AddAccessMode) {
  const api = fakeApi({
    'POST /api/assessor/getListAddAccess': () => ({ body: { dataset: ROWS, size: 2 } }),
    'POST /api/assessor/addRemoveAssessorAccess/ORG1/1/A3/U9/INTERVIEW~INTERNAL': () => ({ body: { status: 'SUCCESS', message: 'Access added.' } }),
    'POST /api/assessor/addRemoveAssessorAccess/ORG1/1/U9/A2/ASSESSMENT': () => ({
      body: { status: 'FAILED', message: 'Assessor is not Assessor Admin for selected Organisation.' },
    }),
  });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<AddAccessDialog open mode={mode} organisationId="ORG1" userId="U9" onClose={onClose} onSaved={onSaved} />);
  return { ...api, onSaved, onClose };
}
const adds = (calls: Recorded[]) => calls.filter((c) => c.path.startsWith('/api/assessor/addRemoveAssessorAccess'));
const listBody = (calls: Recorded[]) => calls.find((c) => c.path === '/api/assessor/getListAddAccess')?.body as Record<string, unknown>;

describe('add access dialog (doc 1 §2.11, §5)', () => {
  it("Add {assessor}: lists assessors by first name, 10 per page; no access type → 'Please select Access Type'; types joined by '~'", async () => {
    const { calls, onSaved } = open('ASSESSOR');
    expect(screen.getByText('Add Assessor')).toBeTruthy();
    await screen.findByLabelText(/Cleo Assessor/);
    await tick(/Cleo Assessor/);
    expect(listBody(calls)).toMatchObject({
      sortColumn: 'firstName',
      sortDirection: 'asc',
      pageSize: 10,
      pageIndex: 0,
      encryptedOrganisationId: 'ORG1',
      encryptedAssessorId: 'U9',
      assessorAdmin: 'N',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select Access Type')).toBeTruthy();
    expect(adds(calls)).toHaveLength(0);

    await tick('Internal');
    await tick('Interview');
    await waitFor(() => expect(screen.queryByText('Please select Access Type')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Access added.')).toBeTruthy();
    expect(adds(calls).map((c) => c.path)).toEqual(['/api/assessor/addRemoveAssessorAccess/ORG1/1/A3/U9/INTERVIEW~INTERNAL']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('nothing picked: asks for one', async () => {
    const { calls } = open('ASSESSOR');
    await screen.findByLabelText(/Ben Assessor/);
    await tick('Assessment');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select Assessor')).toBeTruthy();
    expect(adds(calls)).toHaveLength(0);
  });

  it('Add {assessor admin}: lists admins (Y); the picked admin gets access to this user; a refusal shows FAILED', async () => {
    const { calls, onSaved } = open('ASSESSOR_ADMIN');
    expect(screen.getByText('Add Assessor Admin')).toBeTruthy();
    await screen.findByLabelText(/Ben Assessor/);
    await tick(/Ben Assessor/);
    expect(listBody(calls).assessorAdmin).toBe('Y');
    await tick('Assessment');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Assessor is not Assessor Admin for selected Organisation.')).toBeTruthy();
    expect(screen.getByText('FAILED')).toBeTruthy();
    expect(adds(calls).map((c) => c.path)).toEqual(['/api/assessor/addRemoveAssessorAccess/ORG1/1/U9/A2/ASSESSMENT']);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
