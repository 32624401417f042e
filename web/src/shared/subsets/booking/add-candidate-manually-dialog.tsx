import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api/index.ts';
import { useLabels } from '../../lib/labels.tsx';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { submitForm } from '../../ui/form/submit-form.ts';
import { type FormValues, useFieldForm } from '../../ui/form/use-field-form.ts';
import { addedToProject, type CandidateSettings, candidateFields } from './add-candidate-rules.ts';
import { BOOKING_LIST_QUERY } from './booking-api.ts';

const EMPTY: FormValues = { firstName: '', lastName: '', email: '', mobile: '', uniqueId: '', customRequestTypes: '', linkExpiryDays: 1 };
const text = (v: FormValues[string]) => String(v ?? '').trim();

/**
 * Add candidate, Manually (doc 2 §2: the project's Bookings tab): one new or existing candidate invited into this project
 * through user-booking/new-candidate; success says '{Candidate} successfully added to this Project' (doc 2 §8) with the
 * server's word on the invitation e-mail, and the project's bookings are read again.
 */
export function AddCandidateManuallyDialog({
  organisationId,
  projectId,
  settings,
  onClose,
}: {
  organisationId: string;
  projectId: string;
  settings: CandidateSettings;
  onClose(): void;
}) {
  const label = useLabels();
  const dialogs = useDialogs();
  const client = useQueryClient();
  const fields = useMemo(() => candidateFields(settings), [settings]);
  const form = useFieldForm(fields, EMPTY);
  const candidate = label('CANDIDATE');

  async function submit() {
    const v = form.values;
    const answer = await submitForm({
      validate: form.validate,
      dialogs,
      setServerErrors: form.setServerErrors,
      send: () =>
        api.call('user-booking.new-candidate', {
          body: {
            encryptedOrganisationId: organisationId,
            encryptedProjectId: projectId,
            firstName: text(v.firstName),
            lastName: text(v.lastName),
            email: text(v.email),
            mobile: text(v.mobile),
            uniqueId: text(v.uniqueId),
            customRequestTypes: text(v.customRequestTypes),
            linkExpiryDays: Number(v.linkExpiryDays) || 1,
          },
          acceptAnyStatus: true,
        }),
    });
    if (!answer) return;
    if (answer.status !== 'SUCCESS') {
      await dialogs.message({ title: answer.status || 'ERROR', message: answer.message ?? '' });
      return;
    }
    await client.invalidateQueries({ queryKey: BOOKING_LIST_QUERY });
    onClose();
    await dialogs.message({
      title: `${candidate} Added`,
      message: [addedToProject(candidate), answer.message].filter(Boolean).join('\n'),
    });
  }

  return (
    <ModalFrame
      open
      title={`Add ${candidate.toLowerCase()} manually`}
      size="md"
      dismissOnOutsideClick={false}
      onDismiss={onClose}
      footer={<DialogActions onCancel={onClose} confirmText="Add" onConfirm={submit} singleClick />}
    >
      <Stack gap="4">
        {fields.map((f) => (
          <FormField key={f.id} {...form.bind(f)} />
        ))}
      </Stack>
    </ModalFrame>
  );
}
