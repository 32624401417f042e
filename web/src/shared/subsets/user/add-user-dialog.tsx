import { Stack } from '@chakra-ui/react';
import type { TextLabelCode } from '@scheduler/contracts/labels';
import { MSG } from '@scheduler/contracts/messages';
import { userCreate } from '@scheduler/contracts/schemas/user';
import { useEffect, useMemo, useState } from 'react';
import { api, type CallRequest } from '../../lib/api/index.ts';
import { useLabels } from '../../lib/labels.tsx';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { FormField, type FieldDef, type FieldValue } from '../../ui/form/form-field.tsx';
import type { FormValues } from '../../ui/form/use-field-form.ts';
import { useRecordPage } from '../../ui/form/use-record-page.ts';

export type AddUserRole = 'Organisation' | 'Assessor';
type Label = (code: TextLabelCode) => string;

/** POST user/create: status and message; a refusal is shown by the dialog. */
function createUser(body: CallRequest<'user.create'>['body']) {
  return api.call('user.create', { body, acceptAnyStatus: true });
}

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
export function addUserFields(roleType: AddUserRole, userType: string | undefined, label: Label): FieldDef[] {
  const required = { required: true, requiredMessage: MSG.requiredField };
  const fields: FieldDef[] = [];
  if (roleType === 'Assessor') {
    fields.push({
      id: 'userType',
      label: 'Type',
      type: 'radio',
      ...required,
      options: [
        { value: 'ASSESSOR', label: label('ASSESSOR') },
        { value: 'INVIGILATOR', label: label('INVIGILATOR') },
      ],
    });
  }
  fields.push(
    { id: 'firstName', label: 'First Name', type: 'text', ...required, maxLength: 200 },
    { id: 'lastName', label: 'Last Name', type: 'text', ...required, maxLength: 200 },
    { id: 'email', label: 'Email', type: 'text', isEmail: true, ...required, maxLength: 200 },
  );
  if (roleType === 'Assessor') {
    fields.push({ id: 'companyName', label: 'Company Name', type: 'text', maxLength: 200 });
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

const EMPTY: FormValues = {
  userType: '',
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  assessorAdmin: false,
  internalProjectAccess: false,
  isOrgUserInvigilator: false,
};

/**
 * The New user payload (doc 3 §3, §4): the organisation role is always ORG_ADMIN; an assessor role sends the
 * chosen type; an invigilator never carries the assessor-admin or internal-access flags.
 */
export function newUserPayload(
  roleType: AddUserRole,
  v: FormValues,
  organisationId: string,
  departmentId?: string,
): CallRequest<'user.create'>['body'] {
  const text = (k: string) => String(v[k] ?? '').trim();
  const isAssessorRole = roleType === 'Assessor';
  const userType = isAssessorRole ? (text('userType') as 'ASSESSOR' | 'INVIGILATOR') : 'ORG_ADMIN';
  const assessorFlags = userType === 'ASSESSOR';
  const companyName = isAssessorRole ? text('companyName') : '';
  return {
    userType,
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    encryptedOrganisationId: organisationId,
    ...(departmentId ? { encryptedDepartmentId: departmentId } : {}),
    assessorAdmin: assessorFlags && v.assessorAdmin === true,
    internalProjectAccess: assessorFlags && v.internalProjectAccess === true,
    ...(companyName ? { companyName } : {}),
    isOrgUserInvigilator: !isAssessorRole && v.isOrgUserInvigilator === true,
  };
}

/** Add user dialog (doc 3 §2.14): an organisation user, or an assessor or invigilator, invited by e-mail. */
export function AddUserDialog({ open, onClose, organisationId, roleType, departmentId, onCreated }: AddUserDialogProps) {
  const label = useLabels();
  const [userType, setUserType] = useState('');
  const fields = useMemo(() => addUserFields(roleType, userType, label), [roleType, userType, label]);
  const title = addUserTitle(roleType, label, userType);
  const { form, save } = useRecordPage({
    isNew: true,
    record: undefined,
    recordKey: `${open}-${roleType}`,
    fields,
    valuesOf: () => EMPTY,
    schema: userCreate,
    body: (v) => newUserPayload(roleType, v, organisationId, departmentId),
    send: createUser,
    saved: (answer) => ({ title, message: answer.message || '' }),
    done: () => {
      onClose();
      onCreated?.();
    },
  });

  useEffect(() => {
    if (open) setUserType('');
  }, [open, roleType]);

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
        {fields.map((f) => {
          const bound = form.bind(f);
          const onChange = f.id === 'userType' ? (v: FieldValue) => (bound.onChange(v), setUserType(String(v ?? ''))) : bound.onChange;
          return <FormField key={f.id} {...bound} onChange={onChange} />;
        })}
      </Stack>
    </ModalFrame>
  );
}
