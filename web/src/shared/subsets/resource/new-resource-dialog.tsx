import { Stack } from '@chakra-ui/react';
import type { CountryCode } from '@scheduler/contracts/roles';
import { resourceSave } from '@scheduler/contracts/schemas/resource';
import { useEffect, useMemo, useState } from 'react';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { FormField, type FieldDef, type FieldValue } from '../../ui/form/form-field.tsx';
import type { FormValues } from '../../ui/form/use-field-form.ts';
import { useRecordPage } from '../../ui/form/use-record-page.ts';
import { ADDRESS_FIELD_IDS, EMPTY_ADDRESS, newResourceBody, resourceFields } from './resource-form.ts';
import { saveResource, useResourceAddresses, useResourceTypes } from './resource-queries.ts';

export const NEW_RESOURCE_TITLE = 'New Resource';
export const RESOURCE_ADDED = 'Resource was added successfully';

export interface NewResourceDialogProps {
  open: boolean;
  onClose(): void;
  organisationId: string;
  /** The organisation's country: the state list (AU or NZ). The caller refuses to open the dialog without one. */
  countryCode: CountryCode;
  /** After the resource was saved, with its id. */
  onSaved?(resourceId: string): void;
}

const EMPTY: FormValues = { name: '', isNewType: false, type: '', newType: '', isNewAddress: false, encryptedAddressId: '', ...EMPTY_ADDRESS };

/**
 * New Resource dialog (doc 3 §2.13, §4, §5): name; Add new Type swaps the type select for free text; Add new Address
 * swaps the existing-address select for the address fields, and unticking it clears them; states by country.
 */
export function NewResourceDialog({ open, onClose, organisationId, countryCode, onSaved }: NewResourceDialogProps) {
  const types = useResourceTypes(organisationId, open);
  const addresses = useResourceAddresses(organisationId, open);
  const all = useMemo(
    () =>
      resourceFields(
        countryCode,
        types.data ?? [],
        (addresses.data ?? []).map((a) => ({ value: a.encryptedId ?? '', label: a.displayAddress || a.label || '' })),
      ),
    [countryCode, types.data, addresses.data],
  );
  const [isNewType, setIsNewType] = useState(false);
  const [isNewAddress, setIsNewAddress] = useState(false);
  useEffect(() => {
    if (open) {
      setIsNewType(false);
      setIsNewAddress(false);
    }
  }, [open]);
  const shown: FieldDef[] = [
    all.name,
    all.isNewType,
    isNewType ? all.newType : all.type,
    all.isNewAddress,
    ...(isNewAddress ? ADDRESS_FIELD_IDS.map((id) => all[id]) : [all.encryptedAddressId]),
  ];
  const { form, save } = useRecordPage({
    isNew: true,
    record: undefined,
    recordKey: `${open}-${organisationId}`,
    fields: shown,
    valuesOf: () => EMPTY,
    schema: resourceSave,
    body: (v) => newResourceBody(v, countryCode),
    send: (body) => saveResource(organisationId, body),
    refresh: () => [['resource']],
    saved: () => ({ title: 'SUCCESS', message: RESOURCE_ADDED }),
    done: (answer) => {
      onClose();
      onSaved?.(answer.message ?? '');
    },
  });

  const onChange = (f: FieldDef, v: FieldValue) => {
    form.set(f.id, v);
    if (f.id === 'isNewType') setIsNewType(!!v);
    if (f.id === 'isNewAddress') {
      setIsNewAddress(!!v);
      if (!v) for (const [id, empty] of Object.entries(EMPTY_ADDRESS)) form.set(id, empty);
    }
  };

  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open={open}
      title={NEW_RESOURCE_TITLE}
      size="md"
      onDismiss={onClose}
      footer={<DialogActions onCancel={onClose} confirmText="Save" onConfirm={save} singleClick />}
    >
      <Stack gap="4">
        {shown.map((f) => (
          <FormField key={f.id} {...form.bind(f)} onChange={(v) => onChange(f, v)} />
        ))}
      </Stack>
    </ModalFrame>
  );
}
