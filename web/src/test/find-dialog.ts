import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Finds an open dialog by its title once it is ready for the person in front of it. Zag stacks a Chakra dialog as a
 * layer a frame after it shows (its portal mounts a render later); a dialog opened from it before that frame (a confirm
 * asked from a reason prompt) is stacked beneath it, inert and hidden. No person answers within a frame; a test does,
 * so it waits for the layer as a person waits for the dialog to appear.
 */
export async function findDialog(name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog.style.getPropertyValue('--layer-index')).not.toBe(''));
  return dialog;
}
