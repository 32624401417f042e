import { Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLabelWords } from '../../../shared/lib/labels.tsx';
import { FormField, type FieldDef, type FieldValue } from '../../../shared/ui/form/form-field.tsx';
import type { FormValues } from '../../../shared/ui/form/use-field-form.ts';
import { todayIn } from '../lib/project-form.ts';

type Bind = (f: FieldDef) => { field: FieldDef; value: FieldValue; onChange(v: FieldValue): void; onBlur(): void; error: string | null };

interface ProjectFormProps {
  fields: FieldDef[];
  values: FormValues;
  bind: Bind;
  readOnly: boolean;
  /** The organisation can be chosen only for a new project; an edit or a duplicate keeps it. */
  organisationFixed: boolean;
  /** The organisation's multi-candidate setting, shown read-only; undefined when the caller does not see it. */
  multiCandidate?: boolean;
  onOrganisation(id: string): void;
  onStepType(type: string): void;
}

/** A date input whose earliest offered day is `min` (a changed start date raises the end date's minimum, doc 3 §4). */
function DateInput({ bind, min }: { bind: ReturnType<Bind>; min: string }) {
  const { field, value, onChange, onBlur, error } = bind;
  return (
    <Field.Root invalid={!!error} required={field.required}>
      <Field.Label>
        {field.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name={field.id} type="date" min={min} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The project form's sections (doc 3 §3 Project) in VIEW, NEW, EDIT and duplicate. */
export function ProjectForm({ fields, values, bind, readOnly, organisationFixed, multiCandidate, onOrganisation, onStepType }: ProjectFormProps) {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const field = (id: string) => {
    const f = byId.get(id);
    if (!f) return null;
    const b = bind(f);
    if (!readOnly && f.type === 'date') {
      const today = todayIn(String(values.encryptedTimezoneId ?? ''));
      const start = String(values.startDateDisplay ?? '');
      const min = id === 'endDateDisplay' && start > today ? start : today;
      return <DateInput key={id} bind={b} min={min} />;
    }
    if (id === 'encryptedOrganisationId') {
      return <FormField key={id} {...b} onChange={(v) => onOrganisation(String(v ?? ''))} readOnly={readOnly} disabled={organisationFixed} />;
    }
    if (id === 'stepType') return <FormField key={id} {...b} onChange={(v) => onStepType(String(v ?? ''))} readOnly={readOnly} />;
    return <FormField key={id} {...b} readOnly={readOnly} />;
  };
  const words = useLabelWords();
  const section = (title: string, ids: string[]) => {
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
