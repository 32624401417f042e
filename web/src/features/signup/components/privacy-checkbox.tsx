import { Checkbox } from '@chakra-ui/react';
import { SIGNUP_TEXT } from './signup-text.ts';

/** The candidate's acceptance of the organisation's privacy statement (doc 1 §5: Submit waits for it). */
export function PrivacyCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(!!e.checked)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{SIGNUP_TEXT.privacyAccept}</Checkbox.Label>
    </Checkbox.Root>
  );
}
