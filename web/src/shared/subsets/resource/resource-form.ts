import { MSG } from '@scheduler/contracts/messages';
import type { CountryCode } from '@scheduler/contracts/roles';
import { RESOURCE_ADDRESS_FIELDS, resourceSave, statesOf } from '@scheduler/contracts/schemas/resource';
import type { CallRequest } from '../../lib/api/index.ts';
import type { FieldDef } from '../../ui/form/field-def.ts';
import { pageSchema } from '../../ui/form/page-schema.ts';

export type ResourceSaveBody = CallRequest<'resource.save'>['body'];

/** The New Resource dialog's values: a type chosen or a new one typed, an address chosen or a new one typed. */
export type NewResourceValues = {
  name: string;
  isNewType: boolean;
  type: string;
  newType: string;
  isNewAddress: boolean;
  encryptedAddressId: string;
  addressLabel: string;
  addLine1: string;
  addLine2: string;
  city: string;
  postCode?: number;
  state: string;
};

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Resource fields of doc 3 §3 and §5, by id; the state list follows the organisation's country. */
export function resourceFields(countryCode: CountryCode | undefined, types: readonly string[], addresses: { value: string; label: string }[]) {
  return {
    name: { id: 'name', label: 'Resource Name', type: 'text', required: true },
    isNewType: { id: 'isNewType', label: 'Add new Type', type: 'checkbox' },
    type: { id: 'type', label: 'Type', type: 'select', required: true, options: options(types) },
    newType: { id: 'newType', label: 'New Type', type: 'text', required: true },
    isNewAddress: { id: 'isNewAddress', label: 'Add new Address', type: 'checkbox' },
    encryptedAddressId: { id: 'encryptedAddressId', label: 'Address', type: 'select', required: true, options: addresses },
    addressLabel: { id: 'addressLabel', label: 'Address Label', type: 'text', required: true },
    addLine1: { id: 'addLine1', label: 'Address Line 1', type: 'text', required: true },
    addLine2: { id: 'addLine2', label: 'Address Line 2', type: 'text' },
    city: { id: 'city', label: 'City', type: 'text', required: true },
    postCode: { id: 'postCode', label: 'Post Code', type: 'number', required: true, min: 100, max: 9999, integer: true },
    state: { id: 'state', label: 'State', type: 'select', required: true, options: options(statesOf(countryCode)) },
  } satisfies Record<string, FieldDef<NewResourceValues>>;
}
export type ResourceFields = ReturnType<typeof resourceFields>;

/** The new-address fields, in the order the dialog and the page show them. */
export const ADDRESS_FIELD_IDS = ['addressLabel', 'addLine1', 'addLine2', 'city', 'postCode', 'state'] as const;

/** The dialog's values on opening: an existing type and an existing address, nothing chosen. */
export const NEW_RESOURCE_VALUES: NewResourceValues = {
  name: '',
  isNewType: false,
  type: '',
  newType: '',
  isNewAddress: false,
  encryptedAddressId: '',
  addressLabel: '',
  addLine1: '',
  addLine2: '',
  city: '',
  postCode: undefined,
  state: '',
};

/** The New Resource dialog's body (doc 3 §2.13): a new or existing type, a new or existing address. */
export function newResourceBody(v: NewResourceValues, countryCode: CountryCode | undefined): ResourceSaveBody {
  const t = (s: string) => s.trim();
  return {
    name: t(v.name),
    ...(v.isNewType ? { newType: t(v.newType) } : { type: t(v.type) }),
    ...(v.isNewAddress
      ? {
          addressLabel: t(v.addressLabel),
          addLine1: t(v.addLine1),
          ...(t(v.addLine2) ? { addLine2: t(v.addLine2) } : {}),
          city: t(v.city),
          state: t(v.state),
          ...(v.postCode === undefined ? {} : { postCode: v.postCode }),
        }
      : { encryptedAddressId: t(v.encryptedAddressId) || undefined }),
    ...(countryCode ? { countryCode } : {}),
  };
}

/** The fields the dialog shows for what the person chose: the type or the new type, the address or a new one's. */
const chosenFields = (v: NewResourceValues): (keyof NewResourceValues)[] => [
  v.isNewType ? 'newType' : 'type',
  ...(v.isNewAddress ? RESOURCE_ADDRESS_FIELDS : (['encryptedAddressId'] as const)),
];

/** The field of the dialog that shows a message of the body's `key`: a rule on a part not chosen is the choice's. */
function shownField(key: string, v: NewResourceValues): string {
  if (key === 'type' || key === 'newType') return v.isNewType ? 'newType' : 'type';
  const isAddress = key === 'encryptedAddressId' || (ADDRESS_FIELD_IDS as readonly string[]).includes(key);
  if (isAddress) return v.isNewAddress ? key : 'encryptedAddressId';
  return key;
}

const isEmpty = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The New Resource dialog's rules: what the person chose (the type or a new type, the address or a new address)
 * must be filled; the body is resourceSave's, checked by it, its messages under the fields the dialog shows.
 */
export const newResourceSchema = (countryCode: CountryCode | undefined) =>
  pageSchema(resourceSave, {
    toBody: (v: NewResourceValues) => newResourceBody(v, countryCode),
    rules: (v) => Object.fromEntries(chosenFields(v).map((key) => [key, isEmpty(v[key]) ? MSG.requiredField : undefined])),
    fieldOf: shownField,
  });
