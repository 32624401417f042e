import { MSG } from '@scheduler/contracts/messages';
import type { CountryCode } from '@scheduler/contracts/roles';
import { statesOf } from '@scheduler/contracts/schemas/resource';
import type { CallRequest } from '../../lib/api/index.ts';
import type { FieldDef } from '../../ui/form/form-field.tsx';
import type { FormValues } from '../../ui/form/use-field-form.ts';

export type ResourceSaveBody = CallRequest<'resource.save'>['body'];

const required = { required: true, requiredMessage: MSG.requiredField };
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Resource fields of doc 3 §3 and §5, by id; the state list follows the organisation's country. */
export function resourceFields(countryCode: CountryCode | undefined, types: readonly string[], addresses: { value: string; label: string }[]) {
  return {
    name: { id: 'name', label: 'Resource Name', type: 'text', ...required, maxLength: 200 },
    isNewType: { id: 'isNewType', label: 'Add new Type', type: 'checkbox' },
    type: { id: 'type', label: 'Type', type: 'select', ...required, options: options(types) },
    newType: { id: 'newType', label: 'New Type', type: 'text', ...required, maxLength: 200 },
    isNewAddress: { id: 'isNewAddress', label: 'Add new Address', type: 'checkbox' },
    encryptedAddressId: { id: 'encryptedAddressId', label: 'Address', type: 'select', ...required, options: addresses },
    addressLabel: { id: 'addressLabel', label: 'Address Label', type: 'text', ...required, maxLength: 200 },
    addLine1: { id: 'addLine1', label: 'Address Line 1', type: 'text', ...required, maxLength: 200 },
    addLine2: { id: 'addLine2', label: 'Address Line 2', type: 'text', maxLength: 200 },
    city: { id: 'city', label: 'City', type: 'text', ...required, maxLength: 100 },
    postCode: { id: 'postCode', label: 'Post Code', type: 'number', ...required, min: 100, max: 9999, integer: true },
    state: { id: 'state', label: 'State', type: 'select', ...required, options: options(statesOf(countryCode)) },
  } satisfies Record<string, FieldDef>;
}
export type ResourceFields = ReturnType<typeof resourceFields>;

/** The new-address fields, in the order the dialog and the page show them. */
export const ADDRESS_FIELD_IDS = ['addressLabel', 'addLine1', 'addLine2', 'city', 'postCode', 'state'] as const;

export const EMPTY_ADDRESS: FormValues = { addressLabel: '', addLine1: '', addLine2: '', city: '', postCode: '', state: '' };

const text = (v: FormValues, k: string) => String(v[k] ?? '').trim();

/** The address part of a save body: the fields typed (post code a number when one was typed). */
export function addressBody(v: FormValues): Partial<ResourceSaveBody> {
  const postCode = text(v, 'postCode');
  return {
    addressLabel: text(v, 'addressLabel'),
    addLine1: text(v, 'addLine1'),
    ...(text(v, 'addLine2') ? { addLine2: text(v, 'addLine2') } : {}),
    city: text(v, 'city'),
    state: text(v, 'state'),
    ...(postCode ? { postCode: Number(postCode) } : {}),
  };
}

/** The New Resource dialog's body (doc 3 §2.13): a new or existing type, a new or existing address. */
export function newResourceBody(v: FormValues, countryCode: CountryCode | undefined): ResourceSaveBody {
  return {
    name: text(v, 'name'),
    ...(v.isNewType ? { newType: text(v, 'newType') } : { type: text(v, 'type') }),
    ...(v.isNewAddress ? addressBody(v) : { encryptedAddressId: text(v, 'encryptedAddressId') }),
    ...(countryCode ? { countryCode } : {}),
  };
}
