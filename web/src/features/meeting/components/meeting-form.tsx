import { Alert, Box, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MEETING_MESSAGES } from '@scheduler/contracts/schemas/meeting';
import type { ReactNode } from 'react';
import { useController, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { hoursText } from '../../../shared/lib/format-date.ts';
import { meetingDateTime } from '../../../shared/lib/zoned-time.ts';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { formEnd, type MeetingFormValues } from '../lib/meeting-form.ts';
import { TaskAllocation } from './task-allocation.tsx';

type MeetingFormControl = Pick<UseFormReturn<MeetingFormValues, unknown, unknown>, 'control' | 'formState'>;

interface MeetingFormProps {
  form: MeetingFormControl;
  fields: FieldDef<MeetingFormValues>[];
  readOnly: boolean;
  /** The start date's window (doc 2 §5), offered by the date input. */
  window: { min: string; max?: string };
  /**
   * Non-internal meetings: the length shown (not entered). A meeting read shows its own (its start to its end); a new
   * one the project's duration, which sets its end.
   */
  duration?: { hours?: number; fromProject: boolean };
  internal: boolean;
  /** After the person chose a delivery method (a new meeting takes its cancellation freeze period). */
  onDeliveryMethod(method: string): void;
  /** After the person chose a project (assessor NEW). */
  onProject(projectId: string): void;
}

const ADDRESS_FIELDS = ['addLine1', 'addLine2', 'city', 'state', 'postCode'] as const;

/** The start date in EDIT and NEW: a date input offering the window, its message or the window under it. */
function StartDate({
  control,
  field,
  window,
}: {
  control: Control<MeetingFormValues, unknown, unknown>;
  field: FieldDef<MeetingFormValues>;
  window: { min: string; max?: string };
}) {
  const { field: bound, fieldState } = useController({ control, name: 'startDateDisplay' });
  const error = fieldState.error?.message;
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={field.id}
        type="date"
        min={window.min}
        max={window.max}
        value={bound.value}
        onChange={(e) => bound.onChange(e.target.value)}
        onBlur={bound.onBlur}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          From {window.min}
          {window.max ? ` to ${window.max}` : ''}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}

/** The internal meeting's task allocation, bound to the form's task JSON. */
function Tasks({ control, readOnly }: { control: Control<MeetingFormValues, unknown, unknown>; readOnly: boolean }) {
  const { field } = useController({ control, name: 'taskJson' });
  return <TaskAllocation json={field.value || '[]'} readOnly={readOnly} onChange={field.onChange} />;
}

/** A read-only line of the form: a label and its value. */
function Shown({ label, value, field }: { label: string; value: ReactNode; field: string }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" color="fg.muted" id={`${field}-label`}>
        {label}
      </Text>
      <Text mt="1" aria-labelledby={`${field}-label`} data-field={field}>
        {value}
      </Text>
    </Box>
  );
}

/** The meeting form (doc 2 §5 "Meeting form") in NEW, VIEW and EDIT, in sections. */
export function MeetingForm({ form, fields, readOnly, window, duration, internal, onDeliveryMethod, onProject }: MeetingFormProps) {
  const { control, formState } = form;
  const byId = new Map(fields.map((f) => [f.id, f]));
  const values = useWatch({ control });
  const field = (id: string) => {
    const f = byId.get(id as FieldDef<MeetingFormValues>['id']);
    if (!f) return null;
    if (!readOnly && id === 'startDateDisplay') return <StartDate key={id} control={control} field={f} window={window} />;
    const onChange =
      id === 'deliveryMethod'
        ? (v: unknown) => onDeliveryMethod(String(v ?? ''))
        : id === 'encryptedProjectId'
          ? (v: unknown) => onProject(String(v ?? ''))
          : undefined;
    return <RouteField key={id} form={form} field={f} readOnly={readOnly} onChange={onChange} />;
  };
  const grid = (ids: string[], extra?: ReactNode) => {
    const shown = ids.map(field).filter(Boolean);
    if (shown.length === 0 && !extra) return null;
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {shown}
        {extra}
      </SimpleGrid>
    );
  };
  const section = (title: string, body: ReactNode) =>
    body && (
      <Stack gap="4" as="section" aria-label={title}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {body}
      </Stack>
    );

  const zone = values.encryptedTimezoneId ?? '';
  const end = formEnd({
    startDateDisplay: values.startDateDisplay ?? '',
    startTimeDisplay: values.startTimeDisplay ?? '',
    encryptedTimezoneId: zone,
    duration: values.duration,
  });
  const endText = end ? meetingDateTime(end, zone) : 'Enter the start date, time and duration';
  const addressWrong = ADDRESS_FIELDS.some((id) => formState.errors[id]);
  const onsite = values.deliveryMethod === 'ONSITE';

  return (
    <Stack gap="8">
      {section(
        'When',
        grid(
          ['encryptedProjectId', 'startDateDisplay', 'startTimeDisplay', 'duration', 'encryptedTimezoneId'],
          <>
            {!internal && (
              <Shown
                label="Duration"
                field="duration"
                value={hoursText(duration?.hours) ? `${hoursText(duration?.hours)}${duration?.fromProject ? ' (set by the project)' : ''}` : '-'}
              />
            )}
            <Shown label="End" field="end" value={endText} />
          </>,
        ),
      )}
      {section(
        'Where',
        <Stack gap="4">
          {grid(['deliveryMethod'])}
          {onsite && !readOnly && addressWrong && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{MEETING_MESSAGES.addressTitle}</Alert.Title>
                <Alert.Description>{MEETING_MESSAGES.address}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {grid(['addLine1', 'addLine2', 'city', 'state', 'postCode', 'candidateBookingLink', 'assessorBookingLink'])}
        </Stack>,
      )}
      {section('Who', grid(['showAdmins', 'encryptedAssessorId']))}
      {section('Spots and Resources', grid(['candidateMin', 'candidateMax', 'encryptedResourceIds']))}
      {section('Settings', grid(['active', 'show', 'surge', 'freezePeriodCancel', 'freezePeriodEdit', 'freezePeriodCompletion']))}
      {section('Information', grid(['instructions', 'comments']))}
      {internal && section('Tasks', <Tasks control={control} readOnly={readOnly} />)}
    </Stack>
  );
}
