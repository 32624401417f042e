import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS, type Area } from '@scheduler/contracts/route';

/** The repository root (infra/lib/ is two levels below it). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** Repo-relative Lambda entries the app bundles; each module exports `handler`. */
export const areaEntry = (area: Area): string => `functions/${area}/index.ts`;
export const WS_ENTRY = 'functions/ws/index.ts';
export const NOTIFY_ENTRY = 'functions/jobs/notify.ts';
export const CANDIDATE_UPLOAD_ENTRY = 'functions/jobs/candidate-upload.ts';
/** Cognito's define / create / verify auth-challenge triggers (single sign-on). */
export const CUSTOM_AUTH_ENTRY = 'functions/auth-triggers/custom-auth.ts';

export function requiredEntries(jobEntries: readonly string[]): string[] {
  return [...AREAS.map(areaEntry), WS_ENTRY, NOTIFY_ENTRY, CANDIDATE_UPLOAD_ENTRY, CUSTOM_AUTH_ENTRY, ...jobEntries];
}

/** Fails with every missing entry listed: NodejsFunction would otherwise stop at the first one. */
export function assertEntriesExist(repoRoot: string, entries: readonly string[]): void {
  const missing = entries.filter((e) => !existsSync(join(repoRoot, e)));
  if (missing.length > 0) {
    throw new Error(`Missing Lambda entry files (relative to ${repoRoot}); each must export \`handler\`:\n  ${missing.join('\n  ')}`);
  }
}
