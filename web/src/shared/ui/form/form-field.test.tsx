import { fieldMessages } from '@scheduler/contracts/field-rules';
import { email, optionalText, requiredText } from '@scheduler/contracts/schemas/common';
import { departmentSave } from '@scheduler/contracts/schemas/department';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import type { FieldDef } from './field-def.ts';
import { FormField, textareaRows } from './form-field.tsx';
import { requiredAs } from './required-as.ts';
import { RouteField } from './route-field.tsx';
import { SingleClickButton } from './single-click-button.tsx';
import { type RouteFormSchema, useRouteForm } from './use-route-form.ts';

type Values = Record<string, unknown>;

/**
 * A route form as the pages build them (useRouteForm over a route's body schema, RouteField controls): the department
 * save, whose screen adds a field of each kind, each with the contracts' own rule for it (doc 1 §5 messages).
 */
function Form({ schema, fields }: { schema: RouteFormSchema<'department.save'>; fields: FieldDef<Values>[] }) {
  const form = useRouteForm('department.save', schema, {
    defaultValues: { encryptedOrganisationId: 'org-1', name: '', description: 'Staff', ...Object.fromEntries(fields.map((f) => [f.id, ''])) },
  });
  const [sent, setSent] = useState(0);
  return (
    <>
      {fields.map((f) => (
        <RouteField key={f.id} form={form} field={f} />
      ))}
      <SingleClickButton onClick={() => form.submit(async () => setSent((n) => n + 1))}>Save</SingleClickButton>
      <span data-testid="sent">{sent}</span>
    </>
  );
}

const anyLength = departmentSave.extend({
  name: requiredAs(fieldMessages.required('Name'), requiredText(200)),
  first: requiredAs(fieldMessages.required('First'), requiredText(200)).optional(),
  second: requiredAs(fieldMessages.required('Second'), requiredText(200)).optional(),
});

const type = (label: string, value: string) => {
  const el = screen.getByLabelText(label, { exact: false });
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

describe('form-field control', () => {
  it('shows the doc 1 §5 messages', async () => {
    const schema = departmentSave.extend({
      name: requiredAs(fieldMessages.required('Name'), requiredText(5, 2)),
      age: z.number().int(fieldMessages.noDecimal).min(1, fieldMessages.min(1)).max(10, fieldMessages.max(10)).optional(),
      contactEmail: z.union([z.literal(''), email]),
      notes: optionalText(2000),
    });
    renderWithProviders(
      <Form
        schema={schema}
        fields={[
          { id: 'name', label: 'Name', type: 'text', required: true },
          { id: 'age', label: 'Age', type: 'number', min: 1, max: 10, integer: true },
          { id: 'contactEmail', label: 'Contact', type: 'text' },
          { id: 'notes', label: 'Notes', type: 'text-area' },
        ]}
      />,
    );
    type('Name', '');
    expect(await screen.findByText('Please enter Name')).toBeTruthy();
    type('Name', 'abcdefg');
    expect(await screen.findByText('Value length entered exceeds max. allowed length of 5')).toBeTruthy();
    type('Name', 'a');
    expect(await screen.findByText('Value length entered is less than min. required length of 2')).toBeTruthy();
    type('Age', '0');
    expect(await screen.findByText('Min. Value Allowed: 1')).toBeTruthy();
    type('Age', '11');
    expect(await screen.findByText('Max. Value allowed: 10')).toBeTruthy();
    type('Age', '2.5');
    expect(await screen.findByText('No decimal allowed')).toBeTruthy();
    type('Contact', 'not-an-email');
    expect(await screen.findByText('Email entered is not valid')).toBeTruthy();
    type('Notes', '<script>alert(1)</script>');
    expect(await screen.findByText('Invalid Markup found. Please check the value before submitting again.')).toBeTruthy();
  });

  it('uses a custom required message', async () => {
    const schema = departmentSave.extend({ username: requiredAs('Please enter your username', requiredText(200)) });
    renderWithProviders(<Form schema={schema} fields={[{ id: 'username', label: 'Username', type: 'text', required: true }]} />);
    type('Username', '');
    expect(await screen.findByText('Please enter your username')).toBeTruthy();
  });

  it('an invalid form shows Validation Failed, sends nothing and re-enables the button', async () => {
    renderWithProviders(<Form schema={anyLength} fields={[{ id: 'name', label: 'Name', type: 'text', required: true }]} />);
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
        schema={anyLength}
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
