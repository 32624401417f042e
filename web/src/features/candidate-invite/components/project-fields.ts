import { MSG } from '@scheduler/contracts/messages';
import type { FieldDef } from '../../../shared/ui/form/form-field.tsx';

export interface ProjectOption {
  encryptedId: string;
  name: string;
  stepType?: string;
}

/** The step types a candidate is invited into, each with the request field of its project (doc 3 §2.15, §2.16). */
export const INVITE_STEPS = [
  { type: 'ASSESSMENT', field: 'enAssessmentProjectId' },
  { type: 'INTERVIEW', field: 'enInterviewProjectId' },
] as const;

/**
 * The project types field and, for each type chosen, its project select (only that type's projects): changing the
 * types changes which project fields show (doc 3 §4 Invite form).
 */
export function projectFieldDefs(
  label: (code: 'ASSESSMENT' | 'INTERVIEW') => string,
  chosen: readonly string[],
  projects: readonly ProjectOption[],
): FieldDef[] {
  return [
    {
      id: 'projectTypes',
      label: 'Project Types',
      type: 'multi-select',
      required: true,
      requiredMessage: MSG.requiredField,
      options: INVITE_STEPS.map((s) => ({ value: s.type, label: label(s.type) })),
    },
    ...INVITE_STEPS.filter((s) => chosen.includes(s.type)).map(
      (s): FieldDef => ({
        id: s.field,
        label: `${label(s.type)} Project`,
        type: 'select',
        required: true,
        requiredMessage: MSG.requiredField,
        options: projects.filter((p) => p.stepType === s.type).map((p) => ({ value: p.encryptedId, label: p.name })),
      }),
    ),
  ];
}

/** The request's project ids for the chosen types. */
export function projectIdsOf(values: Record<string, unknown>) {
  const chosen = (values.projectTypes as string[] | undefined) ?? [];
  return Object.fromEntries(INVITE_STEPS.filter((s) => chosen.includes(s.type) && values[s.field]).map((s) => [s.field, String(values[s.field])]));
}
