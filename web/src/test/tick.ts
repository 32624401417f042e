import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The Chakra checkbox root or radio item around an input: its data-state follows the component's value. */
const CHAKRA_CONTROL = '[data-scope="checkbox"][data-part="root"], [data-scope="radio-group"][data-part="item"]';

/**
 * Clicks a checkbox or radio by its label and waits until the form has the change. The hidden input turns at the
 * click, before Chakra hands the change to the form; a controlled Chakra control's data-state follows the form's value,
 * so waiting for it means a save clicked next sends the change (waiting for the input alone raced the save under load).
 */
export async function tick(name: string | RegExp): Promise<void> {
  const before = (screen.getByLabelText(name) as HTMLInputElement).checked;
  fireEvent.click(screen.getByLabelText(name));
  const state = before ? 'unchecked' : 'checked';
  await waitFor(() => {
    const input = screen.getByLabelText(name) as HTMLInputElement;
    expect(input.checked).toBe(!before);
    const control = input.closest(CHAKRA_CONTROL);
    if (control) expect(control.getAttribute('data-state')).toBe(state);
  });
}
