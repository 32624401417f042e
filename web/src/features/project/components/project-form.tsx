import { Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { RouteField } from '../../../shared/ui/form/route-field.tsx';
import { todayIn, type ProjectField, type ProjectValues } from '../lib/project-form.ts';

type ProjectFormControl = Pick<UseFormReturn<ProjectValues, unknown, unknown>, 'control'>;

interface ProjectFormProps {
  form: ProjectFormControl;
  fields: ProjectField[];
  readOnly: boolean;
  /** The organisation can be chosen only for a new project; an edit or a duplicate keeps it. */
  organisationFixed: boolean;
  /** The organisation's multi-candidate setting, shown read-only; undefined when the caller does not see it. */
  multiCandidate?: boolean;
  onOrganisation(id: string): void;
  onStepType(type: string): void;
}

/** A date input whose earliest offered day is `min` (a changed start date raises the end date's minimum, doc 3 §4). */
function DateInput({ form, field, min }: { form: ProjectFormControl; field: ProjectField; min: string }) {
  const { field: bound, fieldState } = useController({ control: form.control, name: field.id });
  const error = fieldState.error?.message;
  return (
    <Field.Root invalid={!!error} required={field.required}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={field.id}
        type="date"
        min={min}
        value={String(bound.value ?? '')}
        onChange={(e) => bound.onChange(e.target.value)}
        onBlur={bound.onBlur}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The project form's sections (doc 3 §3 Project) in VIEW, NEW, EDIT and duplicate. */
export function ProjectForm({ form, fields, readOnly, organisationFixed, multiCandidate, onOrganisation, onStepType }: ProjectFormProps) {
  const [zone, start] = useWatch({ control: form.control, name: ['encryptedTimezoneId', 'startDateDisplay'] });
  const byId = new Map(fields.map((f) => [f.id, f]));
  const field = (id: ProjectField['id']) => {
    const f = byId.get(id);
    if (!f) return null;
    if (!readOnly && f.type === 'date') {
      const today = todayIn(zone);
      const min = id === 'endDateDisplay' && start > today ? start : today;
      return <DateInput key={id} form={form} field={f} min={min} />;
    }
    if (id === 'encryptedOrganisationId') {
      return (
        <RouteField
          key={id}
          form={form}
          field={f}
          onChange={(v) => onOrganisation(String(v ?? ''))}
          readOnly={readOnly}
          disabled={organisationFixed}
        />
      );
    }
    if (id === 'stepType') return <RouteField key={id} form={form} field={f} onChange={(v) => onStepType(String(v ?? ''))} readOnly={readOnly} />;
    return <RouteField key={id} form={form} field={f} readOnly={readOnly} />;
  };
  const words = useLabelWords();
  const section = (title: string, ids: ProjectField['id'][]) => {
    const shown = ids.map(field).filter(Boolean);
    if (shown.length === 0) return null;
    return (
      <Stack gap="4">
        <Heading as="h2" size="md">
          {words(title)}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {shown}
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <Stack gap="8">
      {section('General', ['encryptedOrganisationId', 'encryptedDepartmentId', 'name', 'stepType', 'active', 'encryptedTimezoneId'])}
      {multiCandidate !== undefined && (
        <Text fontSize="sm" color="fg.muted" data-field="allowMultiCandidateEntry">
          {words(`Multiple {candidate} entry: ${multiCandidate ? 'allowed' : 'not allowed'} (set by the organisation's configuration)`)}
        </Text>
      )}
      {section('Booking Window', ['startDateDisplay', 'startTimeDisplay', 'endDateDisplay', 'endTimeDisplay'])}
      {section('{Candidate} Information', ['summary', 'instructions', 'completionChecklist', 'description'])}
      {section('Freeze Periods and {Meetings}', [
        'freezePeriodOnsite',
        'freezePeriodRemote',
        'freezePeriodEdit',
        'freezePeriodCompletion',
        'duration',
        'meetingPeriodVisible',
        'meetingPeriodGap',
      ])}
    </Stack>
  );
}
