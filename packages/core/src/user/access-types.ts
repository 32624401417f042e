import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import { STEP_TYPES, type StepType, type UserType } from '@scheduler/contracts/roles';

/** Access types of an assessor admin's access to an assessor: the step types, joined by '~' (doc 1 §9). */
export const ACCESS_TYPE_SEPARATOR = '~';

const isStepType = (v: string): v is StepType => (STEP_TYPES as readonly string[]).includes(v);

/**
 * The access types named in '~'-joined text, in the vocabulary's order, or undefined when one of them is not a
 * step type. Empty text gives an empty list.
 */
export function parseAccessTypes(text: string | undefined): StepType[] | undefined {
  const parts = (text ?? '')
    .split(ACCESS_TYPE_SEPARATOR)
    .map((p) => p.trim().toUpperCase())
    .filter(Boolean);
  if (parts.some((p) => !isStepType(p))) return undefined;
  return STEP_TYPES.filter((t) => parts.includes(t));
}

export const joinAccessTypes = (types: readonly StepType[]): string => types.join(ACCESS_TYPE_SEPARATOR);

const STEP_LABEL = { INTERVIEW: 'INTERVIEW', ASSESSMENT: 'ASSESSMENT', INTERNAL: 'INTERNAL' } as const;

/** The access-type options of the add-access dialog (doc 1 §3: text, value, checked). */
export function accessTypeOptions(labels: LabelSet, checked: readonly StepType[] = []) {
  return STEP_TYPES.map((value) => ({ text: labelText(labels, STEP_LABEL[value]), value, checked: checked.includes(value) }));
}

export const accessTypesDisplay = (types: readonly StepType[], labels: LabelSet): string =>
  types.map((t) => labelText(labels, STEP_LABEL[t])).join(', ');

/** The fields of an organisation access that say which step types its holder runs. */
export interface StaffAccess {
  userType: UserType;
  requestTypes?: string;
  internalProjectAccess?: boolean;
}

/**
 * The step types a staff member runs in an organisation: the access's requestTypes when set; otherwise
 * interviews for assessors and assessments for invigilators (doc 2 §5: invigilators for assessments,
 * assessors otherwise). Internal work always needs the internal-project access flag.
 */
export function stepTypesServed(access: StaffAccess): StepType[] {
  if (access.userType !== 'ASSESSOR' && access.userType !== 'INVIGILATOR') return [];
  const listed = parseAccessTypes(access.requestTypes) ?? [];
  const base: StepType[] = listed.length > 0 ? listed : access.userType === 'INVIGILATOR' ? ['ASSESSMENT'] : ['INTERVIEW', 'INTERNAL'];
  return base.filter((t) => t !== 'INTERNAL' || (access.userType === 'ASSESSOR' && access.internalProjectAccess === true));
}
