import { MSG } from '@scheduler/contracts/messages';
import type { FieldDef } from '../../../shared/ui/form/field-def.ts';

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

/** The project part of an invite's or an upload's values: the types chosen and a project per type. */
export type ProjectChoice = {
  projectTypes?: ('ASSESSMENT' | 'INTERVIEW' | 'INTERNAL')[];
  enAssessmentProjectId?: string;
  enInterviewProjectId?: string;
};

/**
 * The project types field and, for each type chosen, its project select (only that type's projects): changing the
 * types changes which project fields show (doc 3 §4 Invite form).
 */
export function projectFieldDefs(
  label: (code: 'ASSESSMENT' | 'INTERVIEW') => string,
  chosen: readonly string[],
  projects: readonly ProjectOption[],
): FieldDef<ProjectChoice>[] {
  return [
    {
      id: 'projectTypes',
      label: 'Project Types',
      type: 'multi-select',
      required: true,
      options: INVITE_STEPS.map((s) => ({ value: s.type, label: label(s.type) })),
    },
    ...INVITE_STEPS.filter((s) => chosen.includes(s.type)).map(
      (s): FieldDef<ProjectChoice> => ({
        id: s.field,
        label: `${label(s.type)} Project`,
        type: 'select',
        required: true,
        options: projects.filter((p) => p.stepType === s.type).map((p) => ({ value: p.encryptedId, label: p.name })),
      }),
    ),
  ];
}

/** The request's project ids for the chosen types. */
export function projectIdsOf(values: ProjectChoice): Pick<ProjectChoice, 'enAssessmentProjectId' | 'enInterviewProjectId'> {
  const chosen: readonly string[] = values.projectTypes ?? [];
  return Object.fromEntries(INVITE_STEPS.filter((s) => chosen.includes(s.type) && values[s.field]).map((s) => [s.field, values[s.field]]));
}

/** The form's project rules (doc 3 §5): at least one type, and a project for each type chosen. */
export function projectRules(values: ProjectChoice): Record<string, string | undefined> {
  const chosen: readonly string[] = values.projectTypes ?? [];
  return {
    projectTypes: chosen.length === 0 ? MSG.requiredField : undefined,
    ...Object.fromEntries(INVITE_STEPS.filter((s) => chosen.includes(s.type) && !values[s.field]).map((s) => [s.field, MSG.requiredField])),
  };
}
