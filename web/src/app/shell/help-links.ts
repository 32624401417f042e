import type { CurrentUser } from '../../shared/lib/current-user.ts';

/** Help links per role (doc 1 §2.2), from config.json `helpLinks` when the deploy provides them. */
export interface HelpLinks {
  assessor?: string;
  invigilator?: string;
  candidate?: string;
  default?: string;
}

let links: HelpLinks = {};
export function setHelpLinks(l: HelpLinks | undefined): void {
  links = l ?? {};
}

export function helpLinkFor(user: CurrentUser): string | undefined {
  if (user.isAssessor) return links.assessor ?? links.default;
  if (user.isInvigilator) return links.invigilator ?? links.default;
  if (user.isCandidate) return links.candidate ?? links.default;
  return links.default;
}
