/**
 * The completion checklist (doc 2 §3, §5): the project's completionChecklist is its labels separated by semicolons,
 * the answer completionChecklistSelected is 'label~Y' or 'label~N' per label, joined by semicolons. Every label must
 * be answered ('Please complete all checklist items'); answers to labels the project does not have are dropped. The
 * stored answer lists the project's labels in their order.
 */
export function checklistLabels(completionChecklist: string | undefined): string[] {
  return (completionChecklist ?? '')
    .split(';')
    .map((l) => l.trim())
    .filter(Boolean);
}

export function checkedChecklist(completionChecklist: string | undefined, selected: string | undefined): { selected: string; missing: boolean } {
  const answers = new Map<string, string>();
  for (const part of (selected ?? '').split(';')) {
    const at = part.lastIndexOf('~');
    if (at < 0) continue;
    const answer = part
      .slice(at + 1)
      .trim()
      .toUpperCase();
    if (answer === 'Y' || answer === 'N') answers.set(part.slice(0, at).trim(), answer);
  }
  const labels = checklistLabels(completionChecklist);
  const missing = labels.some((l) => !answers.has(l));
  return { selected: labels.map((l) => `${l}~${answers.get(l) ?? ''}`).join(';'), missing };
}
