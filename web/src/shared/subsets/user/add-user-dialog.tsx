import { Stack } from '@chakra-ui/react';
import type { TextLabelCode } from '@scheduler/contracts/labels';
import { userCreate } from '@scheduler/contracts/schemas/user';
import { useEffect } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { useLabels } from '../../lib/labels.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import type { FieldDef } from '../../ui/form/field-def.ts';
import { RouteField } from '../../ui/form/route-field.tsx';
import { useRouteForm } from '../../ui/form/use-route-form.ts';

export type AddUserRole = 'Organisation' | 'Assessor';
type Label = (code: TextLabelCode) => string;
type AddUserValues = z.input<typeof userCreate>;

export interface AddUserDialogProps {
  open: boolean;
  onClose(): void;
  organisationId: string;
  roleType: AddUserRole;
  /** The department the new user belongs to, when added from one. */
  departmentId?: string;
  /** After the user was created and the server's message was shown. */
  onCreated?(): void;
}

/** The dialog's title: 'New {role}' (doc 3 §2.2, §2.14): the type chosen names the role (New Invigilator). */
export function addUserTitle(roleType: AddUserRole, label: Label, userType?: string): string {
  if (roleType !== 'Assessor') return 'New Organisation User';
  return `New ${label(userType === 'INVIGILATOR' ? 'INVIGILATOR' : 'ASSESSOR')}`;
}

/** The fields of the add-user dialog for a role and the chosen type (doc 3 §5 "New user"). */
export function addUserFields(roleType: AddUserRole, userType: string | undefined, label: Label): FieldDef<AddUserValues>[] {
  const fields: FieldDef<AddUserValues>[] = [];
  if (roleType === 'Assessor') {
    fields.push({
      id: 'userType',
      label: 'Type',
      type: 'radio',
      required: true,
      options: [
        { value: 'ASSESSOR', label: label('ASSESSOR') },
        { value: 'INVIGILATOR', label: label('INVIGILATOR') },
      ],
    });
  }
  fields.push(
    { id: 'firstName', label: 'First Name', type: 'text', required: true },
    { id: 'lastName', label: 'Last Name', type: 'text', required: true },
    { id: 'email', label: 'Email', type: 'text', isEmail: true, required: true },
  );
  if (roleType === 'Assessor') {
    fields.push({ id: 'companyName', label: 'Company Name', type: 'text' });
    if (userType !== 'INVIGILATOR') {
      fields.push(
        { id: 'assessorAdmin', label: label('ASSESSOR_ADMIN'), type: 'checkbox' },
        { id: 'internalProjectAccess', label: `${label('INTERNAL')} Project Access`, type: 'checkbox' },
      );
    }
  } else {
    fields.push({ id: 'isOrgUserInvigilator', label: `Also acts as ${label('ASSESSOR')}/${label('INVIGILATOR')}`, type: 'checkbox' });
  }
  return fields;
}

/**
 * A new user's values (doc 3 §3, §4): the organisation role is always ORG_ADMIN; an assessor role starts with no
 * type chosen (the schema's transform drops an invigilator's assessor-admin and internal-access flags).
 */
const valuesOf = (roleType: AddUserRole, organisationId: string, departmentId: string | undefined): DefaultValues<AddUserValues> => ({
  ...(roleType === 'Assessor' ? {} : { userType: 'ORG_ADMIN' }),
  firstName: '',
  lastName: '',
  email: '',
  encryptedOrganisationId: organisationId,
  ...(departmentId ? { encryptedDepartmentId: departmentId } : {}),
  companyName: '',
  assessorAdmin: false,
  internalProjectAccess: false,
  isOrgUserInvigilator: false,
});

/** Add user dialog (doc 3 §2.14): an organisation user, or an assessor or invigilator, invited by e-mail. */
export function AddUserDialog({ open, onClose, organisationId, roleType, departmentId, onCreated }: AddUserDialogProps) {
  const label = useLabels();
  const dialogs = useDialogs();
  const form = useRouteForm('user.create', userCreate, { defaultValues: valuesOf(roleType, organisationId, departmentId) });
  const create = useRouteMutation('user.create', { onFieldErrors: form.setServerErrors });
  const userType = form.watch('userType');
  const fields = addUserFields(roleType, userType, label);
  const title = addUserTitle(roleType, label, userType);

  useEffect(() => {
    form.reset(valuesOf(roleType, organisationId, departmentId));
  }, [open, roleType, organisationId, departmentId]);

  const save = () =>
    form.submit(async ({ companyName, ...body }) => {
      const answer = await create.send({ body: { ...body, ...(companyName ? { companyName } : {}) } });
      if (!answer) return;
      onClose();
      onCreated?.();
      await dialogs.message({ title, message: answer.message || '' });
    });

  return (
    <ModalFrame
      dismissOnOutsideClick={false}
      open={open}
      title={title}
      size="md"
      onDismiss={onClose}
      footer={<DialogActions onCancel={onClose} confirmText="Save" onConfirm={save} singleClick />}
    >
      <Stack gap="4">
        {fields.map((f) => (
          <RouteField key={f.id} form={form} field={f} />
        ))}
      </Stack>
    </ModalFrame>
  );
}
