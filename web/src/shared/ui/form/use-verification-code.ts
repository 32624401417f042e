import { useState } from 'react';

/** A typed verification code and its error: typing clears the error; `field` feeds VerificationCodeField. */
export function useVerificationCode() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onChange = (next: string) => {
    setValue(next);
    setError(null);
  };
  return { value, error, setError, reset: () => onChange(''), field: { value, error, onChange } };
}
