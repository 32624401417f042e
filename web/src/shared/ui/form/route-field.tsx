import { useRef } from 'react';
import { useController, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { FieldDef } from './field-def.ts';
import { FormField, type FieldValue } from './form-field.tsx';

export interface RouteFieldProps<Values extends FieldValues> {
  /** The form (`useRouteForm`, or the record hook's `page.form`). */
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'control'>;
  field: FieldDef<Values>;
  /** VIEW mode: the value as text. */
  readOnly?: boolean;
  disabled?: boolean;
  /** After the person changed the value (a field that clears another: an organisation clears its code). */
  onChange?(value: unknown): void;
}

/** A number control's text as the value the schema reads: a number, or undefined while empty. */
const fromControl = (field: FieldDef<FieldValues>, value: FieldValue): unknown =>
  field.type === 'number' && typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;

/**
 * One field of a route form: the shared `FormField` control (look, accessibility, label placeholders in the
 * organisation's words) bound to react-hook-form, its message the schema's. Leaving a field marks it touched only
 * when the person put focus there or changed it (user-focus.ts), so a field a dialog focused on opening stays quiet.
 */
export function RouteField<Values extends FieldValues>({ form, field, readOnly, disabled, onChange }: RouteFieldProps<Values>) {
  const { field: bound, fieldState } = useController({ control: form.control, name: field.id });
  const focusedByUser = useRef<boolean | undefined>(undefined);
  const changedByUser = useRef(false);
  return (
    <FormField
      field={field}
      value={bound.value as FieldValue}
      readOnly={readOnly}
      disabled={disabled}
      error={fieldState.error?.message ?? null}
      onChange={(v) => {
        changedByUser.current = true;
        const value = fromControl(field, v);
        bound.onChange(value);
        onChange?.(value);
      }}
      onFocus={(byUser) => {
        focusedByUser.current = byUser;
      }}
      onBlur={() => {
        if (focusedByUser.current === false && !changedByUser.current) return;
        bound.onBlur();
      }}
    />
  );
}
