import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Recorded } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import type { TableRow } from '../../lib/api/index.ts';
import { DataTable, type Column } from './data-table.tsx';

const COLUMNS: Column<TableRow<'purge.getUserList'>>[] = [
  { key: 'code', label: 'Code', sortable: true },
  { key: 'display', label: 'Display' },
];
/** A list route whose rows the contract leaves open (the purge lists are not built yet), so the rows can be the table's own. */
const LIST = 'POST /api/purge/getUserList';
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ encryptedId: `L${i}`, code: `CODE_${i}` }));

function table(exportFileName?: string) {
  return (
    <DataTable
      route="purge.getUserList"
      columns={COLUMNS}
      rowKey={(r) => String(r.encryptedId)}
      defaultSort={{ column: 'code', direction: 'asc' }}
      listKey="test-list"
      exportFileName={exportFileName}
    />
  );
}

const bodies = (calls: Recorded[]) => calls.filter((c) => c.path === '/api/purge/getUserList').map((c) => c.body as Record<string, unknown>);

describe('DataTable', () => {
  it('says No Records available. for an empty list and No records found during search. after a search', async () => {
    const { calls } = fakeApi({ [LIST]: () => ({ body: { dataset: [], size: 0 } }) });
    renderWithProviders(table());
    expect(await screen.findByText('No Records available.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  Meet ' } });
    fireEvent.keyDown(screen.getByLabelText('Search'), { key: 'Enter' });
    expect(await screen.findByText('No records found during search.')).toBeTruthy();
    expect(bodies(calls).at(-1)?.filter).toBe('meet');
  });

  it('applies a search only when it changed', async () => {
    const { calls } = fakeApi({ [LIST]: () => ({ body: { dataset: rows(2), size: 2 } }) });
    renderWithProviders(table());
    await screen.findByText('CODE_1');
    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: 'Code' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(bodies(calls)).toHaveLength(2));
    fireEvent.change(search, { target: { value: ' CODE ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    // A changed search next: its call follows the ones before with nothing between them.
    fireEvent.change(search, { target: { value: 'Other' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(bodies(calls)).toHaveLength(3));
    expect(bodies(calls).map((b) => b.filter)).toEqual([bodies(calls)[0]?.filter, 'code', 'other']);
  });

  it('rotates the sort ascending, descending, then back to the default sort', async () => {
    const { calls } = fakeApi({
      [LIST]: (req) => {
        const desc = (req.body as { sortDirection: string }).sortDirection === 'desc';
        return { body: { dataset: desc ? rows(2).reverse() : rows(2), size: 2 } };
      },
    });
    const firstCode = () => screen.getAllByRole('row')[1].textContent;
    renderWithProviders(table());
    await screen.findByText('CODE_1');
    const header = screen.getByRole('button', { name: /Code/ });
    expect(bodies(calls)[0]).toMatchObject({ sortColumn: 'code', sortDirection: 'asc' });
    fireEvent.click(header);
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Code/ }).getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(header);
    await waitFor(() => expect(bodies(calls).at(-1)).toMatchObject({ sortColumn: 'code', sortDirection: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Code/ }).getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(firstCode()).toContain('CODE_1'));
    fireEvent.click(header);
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Code/ }).getAttribute('aria-sort')).toBeNull());
    await waitFor(() => expect(firstCode()).toContain('CODE_0'));
  });

  it('shows page links only when the total exceeds the page size, at most 10', async () => {
    let size = 10;
    fakeApi({
      [LIST]: (req) => ({
        body: {
          dataset: rows(Math.min(10, size)).map((r) => ({ ...r, encryptedId: `${r.encryptedId}-${(req.body as { pageIndex: number }).pageIndex}` })),
          size,
        },
      }),
    });
    const first = renderWithProviders(table());
    await screen.findByText('CODE_1');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    first.unmount();

    size = 250;
    sessionStorage.clear();
    renderWithProviders(table());
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(nav.querySelectorAll('[aria-label^="Page "]')).toHaveLength(10);
    expect(screen.getByText('items per page')).toBeTruthy();
  });

  it('exports ALL rows with the format, file name and key_label headers', async () => {
    const { calls } = fakeApi({
      [LIST]: (req) =>
        (req.body as { exportFormat?: string }).exportFormat
          ? { body: { file: btoa('a,b'), fileName: 'labels.csv' } }
          : { body: { dataset: rows(10), size: 35 } },
    });
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    renderWithProviders(table('config_labels_export'));
    await screen.findByText('CODE_1');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByText('XLSX'));
    await userEvent.click(screen.getByText('All'));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(bodies(calls).some((b) => b.exportFormat)).toBe(true));
    expect(bodies(calls).find((b) => b.exportFormat)).toMatchObject({
      exportFormat: 'xlsx',
      exportFileName: 'config_labels_export',
      exportTableHeaders: ['code_Code', 'display_Display'],
      pageIndex: 0,
      pageSize: 35,
    });
  });
});
