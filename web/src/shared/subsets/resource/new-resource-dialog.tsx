import { Stack } from '@chakra-ui/react';
import type { CountryCode } from '@scheduler/contracts/roles';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import type { FieldDef } from '../../ui/form/field-def.ts';
import { RouteField } from '../../ui/form/route-field.tsx';
import { useRouteForm } from '../../ui/form/use-route-form.ts';
import { ADDRESS_FIELD_IDS, NEW_RESOURCE_VALUES, newResourceSchema, resourceFields, type NewResourceValues } from './resource-form.ts';
import { useResourceAddresses, useResourceTypes } from './resource-queries.ts';

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

/**
 * New Resource dialog (doc 3 §2.13, §4, §5): name; Add new Type swaps the type select for free text; Add new Address
 * swaps the existing-address select for the address fields, and unticking it clears them; states by country.
 */
export function NewResourceDialog({ open, onClose, organisationId, countryCode, onSaved }: NewResourceDialogProps) {
  const dialogs = useDialogs();
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
  const schema = useMemo(() => newResourceSchema(countryCode), [countryCode]);
  const form = useRouteForm('resource.save', schema, { defaultValues: NEW_RESOURCE_VALUES });
  const write = useRouteMutation('resource.save', { onFieldErrors: form.setServerErrors });
  useEffect(() => {
    if (open) form.reset(NEW_RESOURCE_VALUES);
  }, [open, form.reset]);

  const [isNewType, isNewAddress] = useWatch({ control: form.control, name: ['isNewType', 'isNewAddress'] });
  const shown: FieldDef<NewResourceValues>[] = [
    all.name,
    all.isNewType,
    isNewType ? all.newType : all.type,
    all.isNewAddress,
    ...(isNewAddress ? ADDRESS_FIELD_IDS.map((id) => all[id]) : [all.encryptedAddressId]),
  ];
  // Unticking Add new Address throws away the address typed.
  const onChange = (f: FieldDef<NewResourceValues>, v: unknown) => {
    if (f.id !== 'isNewAddress' || v) return;
    for (const id of ADDRESS_FIELD_IDS) form.setValue(id, NEW_RESOURCE_VALUES[id]);
  };

  const save = () =>
    form.submit(async (body) => {
      const answer = await write.send({ params: { organisationId }, body });
      if (!answer) return;
      onClose();
      onSaved?.(answer.message ?? '');
      await dialogs.message({ title: 'SUCCESS', message: RESOURCE_ADDED });
    });

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
          <RouteField key={f.id} form={form} field={f} onChange={(v) => onChange(f, v)} />
        ))}
      </Stack>
    </ModalFrame>
  );
}
