import { Box, Checkbox, Field, Fieldset, Input, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FocusEvent } from 'react';
import { useLabelWords } from '../../lib/labels.tsx';
import type { FieldLayout, FieldOption } from './field-def.ts';
import { focusIsUsers } from './user-focus.ts';

export type { FieldOption };

export type FieldValue = string | number | boolean | string[] | undefined;

export interface FormFieldProps {
  field: FieldLayout;
  value: FieldValue;
  onChange?(value: FieldValue): void;
  onBlur?(): void;
  /** Focus arrived in the field: `byUser` when the person put it there (user-focus.ts), not a dialog opening. */
  onFocus?(byUser: boolean): void;
  /** The message to show under the field. */
  error?: string | null;
  /** View mode: the value as text. */
  readOnly?: boolean;
  disabled?: boolean;
}

export const TEXTAREA_MIN_ROWS = 1;
export const TEXTAREA_MAX_ROWS = 25;

/** Text area auto-size: one row per line, 1 to 25 rows (doc 1 §5). */
export function textareaRows(value: string): number {
  return Math.min(TEXTAREA_MAX_ROWS, Math.max(TEXTAREA_MIN_ROWS, value.split('\n').length));
}

function displayValue(field: FieldLayout, value: FieldValue): string {
  if (field.type === 'checkbox') return value ? 'YES' : 'NO';
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '-';
  const label = (v: string) => field.options?.find((o) => o.value === v)?.label ?? v;
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (field.type === 'select' || field.type === 'radio') return label(String(value));
  if (field.type === 'password') return '••••••••';
  return String(value);
}

/** The one form-field control: every field type of doc 1 §3, its label, hint and validation message. */
export function FormField({ field: asGiven, value, onChange, onBlur, onFocus, error: errorText, readOnly, disabled }: FormFieldProps) {
  // Labels, hints and messages may carry the spec's label placeholders ('Freeze Period {Onsite}', a contract message).
  const words = useLabelWords();
  const field = {
    ...asGiven,
    label: words(asGiven.label),
    ...(asGiven.hint ? { hint: words(asGiven.hint) } : {}),
    ...(asGiven.options ? { options: asGiven.options.map((o) => ({ ...o, label: words(o.label) })) } : {}),
  };
  const error = errorText ? words(errorText) : errorText;
  const str = value === undefined || value === null ? '' : String(value);
  const set = (v: FieldValue) => onChange?.(v);
  const focused = onFocus ? (e: FocusEvent<HTMLElement>) => onFocus(focusIsUsers(e.currentTarget)) : undefined;

  if (readOnly) {
    return (
      <Box>
        <Text fontSize="sm" fontWeight="medium" color="fg.muted" id={`${field.id}-label`}>
          {field.label}
        </Text>
        <Text mt="1" whiteSpace="pre-wrap" aria-labelledby={`${field.id}-label`} data-field={field.id}>
          {displayValue(field, value)}
        </Text>
      </Box>
    );
  }

  let control;
  switch (field.type) {
    case 'text-area':
      control = (
        <Textarea
          name={field.id}
          value={str}
          rows={textareaRows(str)}
          resize="none"
          onChange={(e) => set(e.target.value)}
          onBlur={onBlur}
          placeholder={field.placeholder}
        />
      );
      break;
    case 'select':
      control = (
        <NativeSelect.Root>
          <NativeSelect.Field name={field.id} value={str} onChange={(e) => set(e.target.value)} onBlur={onBlur}>
            <option value="">{field.placeholder ?? 'Select...'}</option>
            {field.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
      break;
    case 'multi-select': {
      // A group of checkboxes is a fieldset, not one Field: inside a Field every checkbox took the field's one input
      // id, so each label pointed at the first box (a click on 'Interview' ticked 'Assessment').
      const chosen = Array.isArray(value) ? value : [];
      return (
        <Fieldset.Root invalid={!!error} disabled={disabled} onFocusCapture={focused}>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            {field.label}
            {field.required && (
              <Text as="span" color="fg.error" aria-hidden="true">
                {' '}
                *
              </Text>
            )}
          </Fieldset.Legend>
          <Stack gap="1">
            {field.options?.map((o) => (
              <Checkbox.Root
                key={o.value}
                value={o.value}
                checked={chosen.includes(o.value)}
                onCheckedChange={(e) => set(e.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))}
              >
                <Checkbox.HiddenInput onBlur={onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{o.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {field.hint && !error && <Fieldset.HelperText>{field.hint}</Fieldset.HelperText>}
          {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
        </Fieldset.Root>
      );
    }
    case 'radio':
      control = (
        <RadioGroup.Root name={field.id} value={str || null} onValueChange={(e) => set(e.value ?? '')} aria-label={field.label}>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            {field.options?.map((o) => (
              <RadioGroup.Item key={o.value} value={o.value}>
                <RadioGroup.ItemHiddenInput onBlur={onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      );
      break;
    case 'checkbox':
      return (
        <Field.Root invalid={!!error} disabled={disabled} onFocusCapture={focused}>
          <Checkbox.Root name={field.id} checked={!!value} onCheckedChange={(e) => set(!!e.checked)}>
            <Checkbox.HiddenInput onBlur={onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{field.label}</Checkbox.Label>
          </Checkbox.Root>
          {field.hint && <Field.HelperText>{field.hint}</Field.HelperText>}
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      );
    default: {
      const type = field.type === 'text' ? (field.isEmail ? 'email' : 'text') : field.type;
      control = (
        <Input
          name={field.id}
          type={type}
          value={str}
          min={field.min}
          max={field.max}
          step={field.type === 'number' && !field.integer ? 'any' : undefined}
          onChange={(e) => set(e.target.value)}
          onBlur={onBlur}
          placeholder={field.placeholder}
          autoComplete={field.type === 'password' ? 'current-password' : undefined}
          maxW={field.type === 'color' ? '24' : undefined}
        />
      );
    }
  }

  return (
    <Field.Root invalid={!!error} required={field.required} disabled={disabled} onFocusCapture={focused}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {control}
      {field.hint && !error && <Field.HelperText>{field.hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
