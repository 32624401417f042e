import { Alert, Box, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MEETING_MESSAGES } from '@scheduler/contracts/schemas/meeting';
import type { ReactNode } from 'react';
import { hoursText } from '../../../shared/lib/format-date.ts';
import { meetingDateTime } from '../../../shared/lib/zoned-time.ts';
import { FormField, type FieldDef, type FieldValue } from '../../../shared/ui/form/form-field.tsx';
import type { FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { formEnd } from '../lib/meeting-form.ts';
import { TaskAllocation } from './task-allocation.tsx';

type Bound = { field: FieldDef; value: FieldValue; onChange(v: FieldValue): void; onBlur(): void; error: string | null };

interface MeetingFormProps {
  fields: FieldDef[];
  values: FormValues;
  bind(f: FieldDef): Bound;
  errors: Record<string, string>;
  readOnly: boolean;
  /** The start date's window (doc 2 §5), offered by the date input. */
  window: { min: string; max?: string };
  /**
   * Non-internal meetings: the length shown (not entered). A meeting read shows its own (its start to its end); a new
   * one the project's duration, which sets its end.
   */
  duration?: { hours?: number; fromProject: boolean };
  internal: boolean;
  onDeliveryMethod(method: string): void;
  onTasks(json: string): void;
}

const ADDRESS_FIELDS = ['addLine1', 'addLine2', 'city', 'state', 'postCode'];

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
export function MeetingForm({ fields, values, bind, errors, readOnly, window, duration, internal, onDeliveryMethod, onTasks }: MeetingFormProps) {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const zone = String(values.encryptedTimezoneId ?? '');
  const field = (id: string) => {
    const f = byId.get(id);
    if (!f) return null;
    const b = bind(f);
    if (!readOnly && id === 'startDateDisplay') {
      return (
        <Field.Root key={id} invalid={!!b.error} required>
          <Field.Label>
            {f.label}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name={id}
            type="date"
            min={window.min}
            max={window.max}
            value={String(b.value ?? '')}
            onChange={(e) => b.onChange(e.target.value)}
            onBlur={b.onBlur}
          />
          {b.error ? (
            <Field.ErrorText>{b.error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              From {window.min}
              {window.max ? ` to ${window.max}` : ''}
            </Field.HelperText>
          )}
        </Field.Root>
      );
    }
    if (id === 'deliveryMethod') return <FormField key={id} {...b} onChange={(v) => onDeliveryMethod(String(v ?? ''))} readOnly={readOnly} />;
    return <FormField key={id} {...b} readOnly={readOnly} />;
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

  const end = formEnd(values);
  const endText = end ? meetingDateTime(end, zone) : 'Enter the start date, time and duration';
  const addressWrong = ADDRESS_FIELDS.some((id) => errors[id]);
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
      {internal && section('Tasks', <TaskAllocation json={String(values.taskJson ?? '[]')} readOnly={readOnly} onChange={onTasks} />)}
    </Stack>
  );
}
