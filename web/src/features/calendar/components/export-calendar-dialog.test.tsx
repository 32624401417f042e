import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ExportCalendarDialog } from './export-calendar-dialog.tsx';

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
const dateInputs = () => [...document.querySelectorAll('input[type="date"]')] as HTMLInputElement[];

describe('Export Calendar dialog', () => {
  it('keeps Confirm disabled until the format and both dates are set, then sends the choice', async () => {
    const onConfirm = vi.fn(async () => {});
    renderWithProviders(<ExportCalendarDialog open onCancel={() => {}} onConfirm={onConfirm} />);
    await screen.findByText('Export Calendar');
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('ICS'));
    const [start, end] = dateInputs();
    fireEvent.change(start!, { target: { value: '2027-03-01' } });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(end!, { target: { value: '2027-03-31' } });
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(screen.getByLabelText('Only Confirmed Bookings'));
    await waitFor(() => {
      const root = screen.getByLabelText('Only Confirmed Bookings').closest('[data-scope="checkbox"][data-part="root"]');
      expect(root?.getAttribute('data-state')).toBe('checked');
    });
    fireEvent.click(confirmButton());
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({ exportType: 'ics', type: 'CONFIRMED', startDate: '2027-03-01', endDate: '2027-03-31' }),
    );
  });

  it('an end date before the start keeps Confirm disabled and says why', async () => {
    renderWithProviders(<ExportCalendarDialog open onCancel={() => {}} onConfirm={async () => {}} />);
    await screen.findByText('Export Calendar');
    fireEvent.click(screen.getByLabelText('CSV'));
    const [start, end] = dateInputs();
    fireEvent.change(start!, { target: { value: '2027-03-10' } });
    fireEvent.change(end!, { target: { value: '2027-03-01' } });
    expect(await screen.findByText('End date must not be before the start date')).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
  });
});
