import { departmentSave } from '@scheduler/contracts/schemas/department';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useRecordForm } from './use-record-form.ts';

/** A new department whose organisation (a default) arrives after the person began typing. */
function NewDepartment() {
  const [organisationId, setOrganisationId] = useState('');
  const page = useRecordForm({
    route: 'department.save',
    schema: departmentSave,
    isNew: true,
    record: undefined,
    recordKey: `new|${organisationId}`,
    valuesOf: () => ({ encryptedOrganisationId: organisationId, name: '', description: 'Default description', active: true }),
    request: (body) => ({ body }),
    saved: () => ({ title: 'Saved', message: 'Saved' }),
  });
  return (
    <>
      <input aria-label="Name" {...page.form.register('name')} />
      <output aria-label="Organisation">{page.form.watch('encryptedOrganisationId')}</output>
      <output aria-label="Description">{page.form.watch('description')}</output>
      <button type="button" onClick={() => setOrganisationId('ORG1')}>
        Organisation read
      </button>
    </>
  );
}

describe('useRecordForm', () => {
  it('keeps what the person typed in a new record when its defaults arrive later', async () => {
    renderWithProviders(<NewDepartment />);
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    await userEvent.type(name, 'Typed early');
    await act(async () => screen.getByRole('button', { name: 'Organisation read' }).click());
    await waitFor(() => expect(screen.getByLabelText('Organisation').textContent).toBe('ORG1'));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Typed early');
    expect(screen.getByLabelText('Description').textContent).toBe('Default description');
  });
});
