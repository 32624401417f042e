import { fillLabels, LABEL_DEFAULTS, labelText, type LabelSet, type TextLabelCode } from '@scheduler/contracts/labels';
import { createContext, useCallback, useContext, type ReactNode } from 'react';

const LabelsContext = createContext<LabelSet>(LABEL_DEFAULTS);

/** Labels of the signed-in organisation: the contract defaults overridden by the login's configLabels. */
export function LabelsProvider({ labels, children }: { labels?: LabelSet; children: ReactNode }) {
  return <LabelsContext.Provider value={labels ?? LABEL_DEFAULTS}>{children}</LabelsContext.Provider>;
}

/** A function that reads a label: `label('MEETING', { plural: true })`. */
export function useLabels(): (code: TextLabelCode, options?: { plural?: boolean }) => string {
  const labels = useContext(LabelsContext);
  return useCallback((code, options) => labelText(labels, code, options), [labels]);
}

export function useLabel(code: TextLabelCode, options?: { plural?: boolean }): string {
  return useLabels()(code, options);
}

/**
 * A function that fills a text's label placeholders with the organisation's words: `words('Invite New {Candidate}')`,
 * `words('{meeting} information saved successfully')` (contracts fillLabels: the spec's brace notation).
 */
export function useLabelWords(): (text: string) => string {
  const labels = useContext(LabelsContext);
  return useCallback((text) => fillLabels(text, labels), [labels]);
}
