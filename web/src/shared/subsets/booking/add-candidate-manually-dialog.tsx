import { Stack } from '@chakra-ui/react';
import { newCandidateRequest } from '@scheduler/contracts/schemas/user-booking';
import { useMemo } from 'react';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { useLabels } from '../../lib/labels.tsx';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import { pageSchema } from '../../ui/form/page-schema.ts';
import { RouteField } from '../../ui/form/route-field.tsx';
import { useRouteForm } from '../../ui/form/use-route-form.ts';
import {
  addedToProject,
  type CandidateInviteValues,
  type CandidateSettings,
  candidateFields,
  candidateSettingsRules,
  emptyCandidateInvite,
} from './add-candidate-rules.ts';

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
  const fields = useMemo(() => candidateFields(settings), [settings]);
  const schema = useMemo(
    () => pageSchema(newCandidateRequest, { toBody: (v: CandidateInviteValues) => v, rules: (v) => candidateSettingsRules(settings, v) }),
    [settings],
  );
  const form = useRouteForm('user-booking.new-candidate', schema, {
    defaultValues: { ...emptyCandidateInvite(organisationId), encryptedProjectId: projectId },
  });
  const invite = useRouteMutation('user-booking.new-candidate', { onFieldErrors: form.setServerErrors });
  const candidate = label('CANDIDATE');

  const submit = () =>
    form.submit(async (body) => {
      const answer = await invite.send({ body });
      if (!answer) return;
      onClose();
      await dialogs.message({
        title: `${candidate} Added`,
        message: [addedToProject(candidate), answer.message].filter(Boolean).join('\n'),
      });
    });

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
          <RouteField key={f.id} form={form} field={f} />
        ))}
      </Stack>
    </ModalFrame>
  );
}
