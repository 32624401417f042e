import { fieldError } from '@scheduler/contracts/field-rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldDef, FieldValue } from './form-field.tsx';
import { watchUserPresses } from './user-focus.ts';

export type FormValues = Record<string, FieldValue>;

/**
 * Form state over field definitions: messages appear once a field was left or the form submitted; a field that got
 * focus by itself (a dialog or page focusing its first field on open) and was left untouched is not 'left' by the
 * person, so it shows nothing until they were in it, changed it, or submitted (user-focus.ts);
 * server field messages (a 400 answer's `errors`) show until that field changes. `check` adds the request's own
 * rule (schemaErrors of the route's body schema): a field shows its screen rule's message first, else the request's.
 */
export function useFieldForm(fields: FieldDef[], initial: FormValues, check?: (values: FormValues) => Record<string, string>) {
  const [values, setValues] = useState<FormValues>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // Per field: whether its current focus came from the person (undefined: a control that does not say), and whether
  // the person changed it.
  const focusedByUser = useRef<Record<string, boolean>>({});
  const changedByUser = useRef<Record<string, boolean>>({});
  useEffect(() => watchUserPresses(), []);

  const requestErrors = useMemo(() => check?.(values) ?? {}, [check, values]);
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const f of fields) {
      const e = serverErrors[f.id] ?? fieldError(f, values[f.id]) ?? requestErrors[f.id];
      if (e && (submitted || touched[f.id] || serverErrors[f.id])) out[f.id] = e;
    }
    return out;
  }, [fields, values, touched, submitted, serverErrors, requestErrors]);

  const set = useCallback((id: string, v: FieldValue) => {
    setValues((s) => ({ ...s, [id]: v }));
    setServerErrors((s) => {
      if (!(id in s)) return s;
      const { [id]: _, ...rest } = s;
      return rest;
    });
  }, []);

  /** Validates every field and shows all messages; true when the form may be sent. */
  const validate = useCallback((): boolean => {
    setSubmitted(true);
    return fields.every((f) => !fieldError(f, values[f.id])) && Object.keys(check?.(values) ?? {}).length === 0;
  }, [fields, values, check]);

  const reset = useCallback((v: FormValues) => {
    focusedByUser.current = {};
    changedByUser.current = {};
    setValues(v);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, []);

  return {
    values,
    errors,
    set,
    touch: (id: string) => setTouched((t) => ({ ...t, [id]: true })),
    validate,
    reset,
    setServerErrors,
    /** Props for `<FormField>` of one field. */
    bind: (f: FieldDef) => ({
      field: f,
      value: values[f.id],
      onChange: (v: FieldValue) => {
        changedByUser.current[f.id] = true;
        set(f.id, v);
      },
      onFocus: (byUser: boolean) => {
        focusedByUser.current[f.id] = byUser;
      },
      onBlur: () => {
        if (focusedByUser.current[f.id] === false && !changedByUser.current[f.id]) return;
        setTouched((t) => ({ ...t, [f.id]: true }));
      },
      error: errors[f.id] ?? null,
    }),
  };
}
