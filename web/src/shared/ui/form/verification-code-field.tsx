import { Field, Input } from '@chakra-ui/react';

/** The required 'Verification Code' field: numeric, one-time-code autofill, its error below; Enter can submit. */
export function VerificationCodeField({
  value,
  onChange,
  error,
  onEnter,
}: {
  value: string;
  onChange(value: string): void;
  error: string | null;
  onEnter?(): void;
}) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        Verification Code
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        value={value}
        inputMode="numeric"
        autoComplete="one-time-code"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onEnter ? (e) => e.key === 'Enter' && onEnter() : undefined}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
