import type { FieldType } from '@scheduler/contracts/field-rules';
import type { FieldPath, FieldValues } from 'react-hook-form';

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * How one field looks (doc 1 §3): label, control type, options, hint. No rules: a form's messages come from its
 * route's body schema (`useRouteForm`). `required` only marks the label (asterisk, aria-required); `min`, `max`,
 * `integer` and `isEmail` only set the input's attributes (number steps, the e-mail keyboard).
 */
export interface FieldLayout {
  id: string;
  label: string;
  type: FieldType;
  hint?: string;
  options?: FieldOption[];
  placeholder?: string;
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
  isEmail?: boolean;
}

/** A field of a form over `Values` (`z.input` of its route's body): its id is a path into the values (`address.city`). */
export interface FieldDef<Values extends FieldValues = FieldValues> extends FieldLayout {
  id: FieldPath<Values>;
}
