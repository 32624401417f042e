import { Button, Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AU_STATES } from '@scheduler/contracts/schemas/common';
import { MEETING_MESSAGES } from '@scheduler/contracts/schemas/meeting';
import type { StepType } from '@scheduler/contracts/roles';
import { useState, type ReactNode } from 'react';
import { useRouteMutation } from '../../../shared/lib/api/use-route-mutation.ts';
import { useLabels } from '../../../shared/lib/labels.tsx';
import { useSession } from '../../../shared/lib/session.tsx';
import { useDialogs } from '../../../shared/ui/dialogs/dialog-host.tsx';
import { ModalFrame } from '../../../shared/ui/dialogs/modal-frame.tsx';
import { useAssessorOptions, useTimezoneOptions } from '../api/meeting-list-queries.ts';
import { bulkEditBody, emptyBulkEditForm, formProblem, type BulkEditForm } from '../lib/bulk-edit-form.ts';

export interface BulkEditDialogProps {
  ids: string[];
  stepType: StepType;
  /** Some selected meeting has started: no time, timezone or location edits (doc 2 §5). */
  anyPast: boolean;
  onClose(edited: boolean): void;
}

/** A ticked option of the dialog and the value it sets. */
function Option({
  label,
  checked,
  onChange,
  disabled,
  children,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" opacity={disabled ? 0.6 : 1}>
      <Checkbox.Root checked={checked} disabled={disabled} onCheckedChange={(e) => onChange(!!e.checked)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="semibold">{label}</Checkbox.Label>
      </Checkbox.Root>
      {checked && children}
    </Stack>
  );
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  options: { value: string; label: string }[];
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Select</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function YesNo({ label, value, onChange }: { label: string; value: boolean; onChange(v: boolean): void }) {
  return (
    <Checkbox.Root checked={value} onCheckedChange={(e) => onChange(!!e.checked)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The Meeting bulk edit modal (doc 2 §5 "Bulk edit"): each option ticked with its value; the options a step type does
 * not have are not offered, and a started meeting in the selection locks time, timezone and location. Submitting checks
 * the form, asks for the irreversible confirmation, then sends meeting/bulk-edit and reports successCount.
 */
export function BulkEditDialog({ ids, stepType, anyPast, onClose }: BulkEditDialogProps) {
  const label = useLabels();
  const dialogs = useDialogs();
  const { user } = useSession();
  const [form, setForm] = useState<BulkEditForm>(emptyBulkEditForm);
  const set = (patch: Partial<BulkEditForm>) => setForm((f) => ({ ...f, ...patch }));
  const assessors = useAssessorOptions(true);
  const zones = useTimezoneOptions(user?.encryptedOrganisationId, true);
  const bulkEdit = useRouteMutation('meeting.bulk-edit');
  const runner = stepType === 'ASSESSMENT' ? 'INVIGILATOR' : 'ASSESSOR';
  const runnerLabel = label(runner);
  const runnerOptions = (assessors.data ?? [])
    .filter((a) => (a.userType ?? runner) === runner)
    .map((a) => ({ value: a.encryptedId ?? '', label: a.fullName ?? a.name ?? '' }))
    .filter((o) => o.value);

  const submit = async () => {
    const problem = formProblem(form, { assessor: runnerLabel, startTime: 'Start Time', timezone: 'Timezone', location: 'Location' });
    if (problem) {
      await dialogs.message(problem);
      return;
    }
    const ok = await dialogs.confirm({ title: `${label('MEETING')} Bulk Edit`, message: MEETING_MESSAGES.bulkConfirm, okText: 'Confirm' });
    if (!ok) return;
    const answer = await bulkEdit.send({ body: bulkEditBody(form, ids, stepType, user?.countryCode === 'NZ' ? 'NZ' : 'AU') });
    if (!answer) return;
    await dialogs.message({ title: `${label('MEETING')} Bulk Edit`, message: answer.message ?? `${answer.successCount} updated.` });
    onClose(true);
  };

  return (
    <ModalFrame
      open
      size="lg"
      title={`${label('MEETING')} Bulk Edit (${ids.length} selected)`}
      onDismiss={() => onClose(false)}
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button variant="outline" onClick={() => onClose(false)}>
            Cancel
          </Button>
          <Button colorPalette="blue" loading={bulkEdit.isPending} onClick={submit}>
            Submit
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {anyPast && <Text color="fg.muted">Started records are selected: time, timezone and location cannot be changed.</Text>}
        <Option label={runnerLabel} checked={form.editAssessor} onChange={(v) => set({ editAssessor: v })}>
          <Select label={runnerLabel} value={form.assessor} onChange={(v) => set({ assessor: v })} options={runnerOptions} />
        </Option>
        <Option label="Active" checked={form.editActive} onChange={(v) => set({ editActive: v })}>
          <YesNo label="Set Active" value={form.active} onChange={(v) => set({ active: v })} />
        </Option>
        {user?.showMeetingUnavailableFlag && (
          <Option label="Show" checked={form.editShow} onChange={(v) => set({ editShow: v })}>
            <YesNo label="Set Visible" value={form.show} onChange={(v) => set({ show: v })} />
          </Option>
        )}
        {stepType === 'INTERVIEW' && (
          <Option label="Surge" checked={form.editSurge} onChange={(v) => set({ editSurge: v })}>
            <YesNo label="Set Surge" value={form.surge} onChange={(v) => set({ surge: v })} />
          </Option>
        )}
        <Option label="Start Time" checked={form.editStartTime} disabled={anyPast} onChange={(v) => set({ editStartTime: v })}>
          <Field.Root>
            <Field.Label>Start Time</Field.Label>
            <Input type="time" size="sm" value={form.startTime} onChange={(e) => set({ startTime: e.target.value })} />
          </Field.Root>
        </Option>
        <Option label="Timezone" checked={form.editTimezone} disabled={anyPast} onChange={(v) => set({ editTimezone: v })}>
          <Select
            label="Timezone"
            value={form.timezone}
            onChange={(v) => set({ timezone: v })}
            options={(zones.data ?? []).map((z) => ({ value: z.encryptedId, label: z.name }))}
          />
        </Option>
        <Option label="Location" checked={form.editDisplayAddress} disabled={anyPast} onChange={(v) => set({ editDisplayAddress: v })}>
          <Select
            label="Delivery Method"
            value={form.deliveryMethod}
            onChange={(v) => set({ deliveryMethod: v as BulkEditForm['deliveryMethod'] })}
            options={[
              { value: 'ONSITE', label: label('ONSITE') },
              { value: 'REMOTE', label: label('REMOTE') },
            ]}
          />
          {form.deliveryMethod === 'ONSITE' && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {(['addLine1', 'addLine2', 'city'] as const).map((k) => (
                <Field.Root key={k}>
                  <Field.Label>{{ addLine1: 'Address Line 1', addLine2: 'Address Line 2', city: 'City' }[k]}</Field.Label>
                  <Input size="sm" value={form.address[k]} onChange={(e) => set({ address: { ...form.address, [k]: e.target.value } })} />
                </Field.Root>
              ))}
              <Select
                label="State"
                value={form.address.state}
                onChange={(v) => set({ address: { ...form.address, state: v } })}
                options={AU_STATES.map((s) => ({ value: s, label: s }))}
              />
              <Field.Root>
                <Field.Label>Post Code</Field.Label>
                <Input
                  size="sm"
                  inputMode="numeric"
                  value={form.address.postCode}
                  onChange={(e) => set({ address: { ...form.address, postCode: e.target.value } })}
                />
              </Field.Root>
            </SimpleGrid>
          )}
        </Option>
        {stepType === 'INTERNAL' && (
          <Option label="Tasks" checked={form.editInternalTaskJson} onChange={(v) => set({ editInternalTaskJson: v })}>
            <Stack gap="1" role="group" aria-label="Tasks">
              {form.tasks.map((t, i) => (
                <YesNo
                  key={t.name}
                  label={t.name}
                  value={t.adminSelected}
                  onChange={(v) => set({ tasks: form.tasks.map((x, j) => (j === i ? { ...x, adminSelected: v } : x)) })}
                />
              ))}
            </Stack>
          </Option>
        )}
      </Stack>
    </ModalFrame>
  );
}
