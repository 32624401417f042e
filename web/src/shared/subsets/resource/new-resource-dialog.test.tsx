import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CountryCode } from '@scheduler/contracts/roles';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { tick } from '../../../test/tick.ts';
import { NewResourceDialog } from './new-resource-dialog.tsx';
import { ResourcesTable } from './resources-table.tsx';

const ADDRESS = { encryptedId: 'ADDR1', label: 'Head office', displayAddress: 'Head office, 1 George St, Sydney NSW 2000' };
const lookups = {
  'GET /api/resource/getTypesByOrg/ORG1': () => ({ body: ['Laptop', 'Room'] }),
  'GET /api/resource/getAddressesByOrg/ORG1': () => ({ body: [ADDRESS] }),
};
const saves = (calls: Recorded[]) => calls.filter((c) => c.path === '/api/resource/save/ORG1').map((c) => c.body);

function open(countryCode: CountryCode = 'AU', save = () => ({ body: { status: 'SUCCESS', message: 'R9' } })) {
  const api = fakeApi({ ...lookups, 'POST /api/resource/save/ORG1': save });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<NewResourceDialog open organisationId="ORG1" countryCode={countryCode} onClose={onClose} onSaved={onSaved} />);
  return { ...api, onClose, onSaved };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const optionsOf = (label: RegExp) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('New Resource dialog (doc 3 §2.13, §4, §5)', () => {
  it('saves a resource with an existing type and an existing address', async () => {
    const { calls, onSaved, onClose } = open();
    expect(screen.getByText('New Resource')).toBeTruthy();
    await waitFor(() => expect(optionsOf(/^Type/)).toEqual(['Select...', 'Laptop', 'Room']));
    await waitFor(() => expect(optionsOf(/^Address/)).toContain(ADDRESS.displayAddress));
    type(/Resource Name/, ' Room 7 ');
    type(/^Type/, 'Room');
    type(/^Address/, 'ADDR1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Resource was added successfully')).toBeTruthy();
    expect(saves(calls)).toEqual([{ name: 'Room 7', type: 'Room', encryptedAddressId: 'ADDR1', countryCode: 'AU' }]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSaved).toHaveBeenCalledWith('R9');
    expect(onClose).toHaveBeenCalled();
  });

  it('Add new Type swaps the select for free text; Add new Address shows the address fields with the AU states', async () => {
    const { calls } = open();
    await tick('Add new Type');
    await waitFor(() => expect(screen.queryByLabelText(/^Type/)).toBeNull());
    type(/New Type/, 'Projector');
    await tick('Add new Address');
    await screen.findByLabelText(/State/);
    expect(screen.queryByLabelText(/^Address$/)).toBeNull();
    expect(optionsOf(/State/)).toEqual(['Select...', 'ACT', 'NSW', 'NT', 'QLD', 'TAS', 'SA', 'VIC', 'WA']);
    type(/Resource Name/, 'Projector 1');
    type(/Address Label/, 'Depot');
    type(/Address Line 1/, '2 Pitt St');
    type(/City/, 'Sydney');
    type(/Post Code/, '2001');
    type(/State/, 'NSW');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toEqual({
      name: 'Projector 1',
      newType: 'Projector',
      addressLabel: 'Depot',
      addLine1: '2 Pitt St',
      city: 'Sydney',
      state: 'NSW',
      postCode: 2001,
      countryCode: 'AU',
    });
  });

  it('offers the NZ regions to an NZ organisation', async () => {
    open('NZ');
    await tick('Add new Address');
    await screen.findByLabelText(/State/);
    expect(optionsOf(/State/)).toContain('Otago');
    expect(optionsOf(/State/)).not.toContain('NSW');
  });

  it('refuses a post code outside 100–9999 or with decimals, and required fields, without sending', async () => {
    const { calls } = open();
    await tick('Add new Address');
    await screen.findByLabelText(/Post Code/);
    type(/Post Code/, '99');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Validation Failed')).toBeTruthy();
    expect(screen.getByText('Min. Value Allowed: 100')).toBeTruthy();
    // Resource Name, Type, Address Label, Address Line 1, City and State.
    expect(screen.getAllByText('This is a required field')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    type(/Post Code/, '12.5');
    expect(await screen.findByText('No decimal allowed')).toBeTruthy();
    type(/Post Code/, '10000');
    expect(await screen.findByText('Max. Value allowed: 9999')).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);
  });

  it('unticking Add new Address clears the address fields', async () => {
    open();
    await tick('Add new Address');
    await screen.findByLabelText(/Address Label/);
    type(/Address Label/, 'Depot');
    type(/City/, 'Sydney');
    await tick('Add new Address');
    await waitFor(() => expect(screen.queryByLabelText(/Address Label/)).toBeNull());
    await tick('Add new Address');
    expect(((await screen.findByLabelText(/Address Label/)) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('');
  });
});

describe('Resources List tab', () => {
  const rows = {
    'POST /api/resource/getList/ORG1': () => ({
      body: {
        dataset: [
          { encryptedId: 'R1', name: 'Room 1', type: 'Room', addressLabel: 'Head office', displayAddress: ADDRESS.displayAddress, status: 'Active' },
          { encryptedId: 'R2', name: 'Old room', type: 'Room', addressLabel: 'Head office', status: 'Deleted' },
        ],
        size: 2,
      },
    }),
  };

  it('lists the resources with their status and opens the dialog from Add Resource', async () => {
    fakeApi({ ...rows, ...lookups });
    renderWithProviders(<ResourcesTable organisationId="ORG1" countryCode="AU" />);
    expect(await screen.findByText('Room 1')).toBeTruthy();
    expect(screen.getByText('Deleted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Resource' }));
    expect(await screen.findByText('New Resource')).toBeTruthy();
  });

  it("refuses Add Resource for an organisation without a country code: 'Please add Country Code, before adding new Resource.'", async () => {
    fakeApi({ ...rows });
    renderWithProviders(<ResourcesTable organisationId="ORG1" countryCode={undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Resource' }));
    expect(await screen.findByText('Please add Country Code, before adding new Resource.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.queryByText('New Resource')).toBeNull();
  });
});
