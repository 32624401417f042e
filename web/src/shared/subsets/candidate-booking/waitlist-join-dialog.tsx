import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { apiDate } from '@scheduler/contracts/schemas/common';
import * as z from 'zod';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { useLabels, useLabelWords } from '../../lib/labels.tsx';
import { DialogActions } from '../../ui/dialogs/dialog-actions.tsx';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../ui/dialogs/modal-frame.tsx';
import type { FieldDef } from '../../ui/form/field-def.ts';
import { RouteField } from '../../ui/form/route-field.tsx';
import { useRouteForm } from '../../ui/form/use-route-form.ts';
import { WAITLIST_MSG } from './waitlist-words.ts';

/** An empty date field is no narrowing. */
const optionalDate = z.union([z.literal('').transform(() => undefined), apiDate]).optional();

/** user-booking/waitlist-join's body as the dialog edits it: the dates may be left empty. */
const waitlistJoinForm = z
  .object({
    encryptedStepId: z.string(),
    fromDate: optionalDate,
    toDate: optionalDate,
    deliveryMethod: z.enum(['BOTH', 'ONSITE', 'REMOTE']),
  })
  .refine((r) => !r.fromDate || !r.toDate || r.fromDate <= r.toDate, { path: ['toDate'], message: 'To Date must be on or after From Date' });
type Values = z.input<typeof waitlistJoinForm>;

/**
 * 'Join the waitlist' (issue 22): a pending candidate whose step offers nothing joins its waitlist, optionally only for
 * some days and one delivery method. Mounted only while open, so each opening starts empty.
 */
export function WaitlistJoinDialog({ stepId, onClose }: { stepId: string; onClose(): void }) {
  const label = useLabels();
  const words = useLabelWords();
  const dialogs = useDialogs();
  const join = useRouteMutation('user-booking.waitlist-join');
  const form = useRouteForm('user-booking.waitlist-join', waitlistJoinForm, {
    defaultValues: { encryptedStepId: stepId, fromDate: '', toDate: '', deliveryMethod: 'BOTH' },
  });
  const fields: FieldDef<Values>[] = [
    { id: 'fromDate', label: 'From Date', type: 'date' },
    { id: 'toDate', label: 'To Date', type: 'date' },
  ];
  const method: FieldDef<Values> = {
    id: 'deliveryMethod',
    label: 'Delivery Method',
    type: 'select',
    options: [
      { value: 'BOTH', label: WAITLIST_MSG.either },
      { value: 'ONSITE', label: label('ONSITE') },
      { value: 'REMOTE', label: label('REMOTE') },
    ],
  };
  const submit = () =>
    form.submit(async (body) => {
      const answer = await join.send({ body });
      if (!answer) return;
      // Said over the dialog, which closes after (closing it first hands focus back while the message opens).
      await dialogs.message({ title: WAITLIST_MSG.joinedTitle, message: WAITLIST_MSG.joined });
      onClose();
    });
  return (
    <ModalFrame
      open
      title={WAITLIST_MSG.joinTitle}
      onDismiss={onClose}
      dismissOnOutsideClick={false}
      footer={<DialogActions onCancel={onClose} confirmText="Join" onConfirm={submit} singleClick />}
    >
      <Stack gap="4">
        <Text color="fg.muted">{words(WAITLIST_MSG.joinIntro)}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {fields.map((f) => (
            <RouteField key={f.id} form={form} field={f} />
          ))}
        </SimpleGrid>
        <RouteField form={form} field={method} />
      </Stack>
    </ModalFrame>
  );
}
