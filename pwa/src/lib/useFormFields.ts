import { useState } from 'react';

/**
 * Text fields of a form and its one error message. `update(name)` is the onChange of the input bound to `name`;
 * any edit clears the previous error (SPEC §4).
 */
export function useFormFields<T extends Record<string, string>>(initial: T | (() => T), initialError: string | null = null) {
  const [fields, setFields] = useState<T>(initial);
  const [error, setError] = useState<string | null>(initialError);

  const update = (name: keyof T) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setError(null);
  };

  return { fields, setFields, update, error, setError };
}
