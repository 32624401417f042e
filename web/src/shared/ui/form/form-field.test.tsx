import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useDialogs } from '../dialogs/dialog-host.tsx';
import { FormField, textareaRows, type FieldDef } from './form-field.tsx';
import { SingleClickButton } from './single-click-button.tsx';
import { submitForm } from './submit-form.ts';
import { useFieldForm } from './use-field-form.ts';

function Form({ fields }: { fields: FieldDef[] }) {
  const form = useFieldForm(fields, Object.fromEntries(fields.map((f) => [f.id, ''])));
  const dialogs = useDialogs();
  const [sent, setSent] = useState(0);
  return (
    <>
      {fields.map((f) => (
        <FormField key={f.id} {...form.bind(f)} />
      ))}
      <SingleClickButton
        onClick={() =>
          submitForm({ validate: form.validate, dialogs, setServerErrors: form.setServerErrors, send: async () => setSent((n) => n + 1) })
        }
      >
        Save
      </SingleClickButton>
      <span data-testid="sent">{sent}</span>
    </>
  );
}

const type = (label: string, value: string) => {
  const el = screen.getByLabelText(label, { exact: false });
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('form-field control', () => {
  it('shows the doc 1 §5 messages', () => {
    renderWithProviders(
      <Form
        fields={[
          { id: 'name', label: 'Name', type: 'text', required: true, maxLength: 5, minLength: 2 },
          { id: 'age', label: 'Age', type: 'number', min: 1, max: 10, integer: true },
          { id: 'contactEmail', label: 'Contact', type: 'text' },
          { id: 'notes', label: 'Notes', type: 'text-area' },
        ]}
      />,
    );
    type('Name', '');
    expect(screen.getByText('Please enter Name')).toBeTruthy();
    type('Name', 'abcdefg');
    expect(screen.getByText('Value length entered exceeds max. allowed length of 5')).toBeTruthy();
    type('Name', 'a');
    expect(screen.getByText('Value length entered is less than min. required length of 2')).toBeTruthy();
    type('Age', '0');
    expect(screen.getByText('Min. Value Allowed: 1')).toBeTruthy();
    type('Age', '11');
    expect(screen.getByText('Max. Value allowed: 10')).toBeTruthy();
    type('Age', '2.5');
    expect(screen.getByText('No decimal allowed')).toBeTruthy();
    type('Contact', 'not-an-email');
    expect(screen.getByText('Email entered is not valid')).toBeTruthy();
    type('Notes', '<script>alert(1)</script>');
    expect(screen.getByText('Invalid Markup found. Please check the value before submitting again.')).toBeTruthy();
  });

  it('uses a custom required message', () => {
    renderWithProviders(
      <Form fields={[{ id: 'username', label: 'Username', type: 'text', required: true, requiredMessage: 'Please enter your username' }]} />,
    );
    type('Username', '');
    expect(screen.getByText('Please enter your username')).toBeTruthy();
  });

  it('an invalid form shows Validation Failed, sends nothing and re-enables the button', async () => {
    renderWithProviders(<Form fields={[{ id: 'name', label: 'Name', type: 'text', required: true }]} />);
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(await screen.findByText('Validation Failed')).toBeTruthy();
    expect(screen.getByText('Form validation failed, please check field validation error messages and enter required information.')).toBeTruthy();
    expect(screen.getByTestId('sent').textContent).toBe('0');
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });

  it('a field focused by the page itself and left shows nothing; one the person was in says it is required', async () => {
    renderWithProviders(
      <Form
        fields={[
          { id: 'first', label: 'First', type: 'text', required: true },
          { id: 'second', label: 'Second', type: 'text', required: true },
        ]}
      />,
    );
    const [first, second] = [screen.getByLabelText('First', { exact: false }), screen.getByLabelText('Second', { exact: false })];
    first.focus();
    fireEvent.pointerDown(second);
    second.focus();
    expect(screen.queryByText('Please enter First')).toBeNull();
    fireEvent.keyDown(second, { key: 'Tab' });
    first.focus();
    expect(await screen.findByText('Please enter Second')).toBeTruthy();
    expect(screen.queryByText('Please enter First')).toBeNull();
  });

  it('auto-sizes a text area from 1 to 25 rows', () => {
    expect(textareaRows('')).toBe(1);
    expect(textareaRows('a\nb\nc')).toBe(3);
    expect(textareaRows('x\n'.repeat(40))).toBe(25);
  });
});

describe('multi-select', () => {
  it('ticks the box whose label was clicked, each box with its own input', async () => {
    const changes: unknown[] = [];
    const field: FieldDef = {
      id: 'projectTypes',
      label: 'Project Types',
      type: 'multi-select',
      required: true,
      options: [
        { value: 'ASSESSMENT', label: 'Assessment' },
        { value: 'INTERVIEW', label: 'Interview' },
      ],
    };
    renderWithProviders(<FormField field={field} value={[]} onChange={(v) => changes.push(v)} />);
    const group = screen.getByRole('group', { name: /Project Types/ });
    const boxes = Array.from(group.querySelectorAll('input[type=checkbox]'));
    expect(new Set(boxes.map((b) => b.id)).size).toBe(2);
    fireEvent.click(screen.getByLabelText('Interview'));
    await waitFor(() => expect(changes).toEqual([['INTERVIEW']]));
  });

  it("writes its legend and messages in the organisation's words", () => {
    const field: FieldDef = { id: 'x', label: '{Candidate} Types', type: 'multi-select', options: [] };
    renderWithProviders(<FormField field={field} value={[]} error="Please select a {Meeting}" />, {
      labels: [
        { code: 'MEETING', display: 'Session' },
        { code: 'CANDIDATE', display: 'Applicant' },
      ],
    });
    expect(screen.getByRole('group', { name: /Applicant Types/ })).toBeTruthy();
    expect(screen.getByText('Please select a Session')).toBeTruthy();
  });
});
