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
/** The HTTP API's Lambda authorizer of the routes an organisation API key may call (DESIGN §17). */
export const API_AUTHORIZER_ENTRY = 'functions/api-authorizer/index.ts';

/**
 * Modules a Lambda imports by package name only on a path most of its requests never take (a table exported as csv,
 * xlsx or pdf, an Excel upload read, a mail carrying a calendar invitation, an authenticator app's QR code, an access
 * token the Lambda verifies itself): left out of each bundle (external) and shipped beside it, each bundled on its own,
 * as `node_modules/<specifier>.mjs`, so a cold start never parses them.
 * `data` names a folder the module reads at run time from its own directory (pdfkit's font metrics), copied beside it.
 */
export const LAZY_MODULES: readonly { specifier: string; source: string; data?: 'pdfkit' }[] = [
  { specifier: '@scheduler/core/export/csv-export', source: 'packages/core/src/export/csv-export.ts' },
  { specifier: '@scheduler/core/export/xlsx-export', source: 'packages/core/src/export/xlsx-export.ts' },
  { specifier: '@scheduler/core/export/pdf-export', source: 'packages/core/src/export/pdf-export.ts', data: 'pdfkit' },
  { specifier: '@scheduler/core/file/xlsx-reader', source: 'packages/core/src/file/xlsx-reader.ts' },
  { specifier: '@scheduler/core/identity/mfa-qr-code', source: 'packages/core/src/identity/mfa-qr-code.ts' },
  // The access token verifier (jose), which functions/lib/deps.ts loads on the first token verified.
  { specifier: '@scheduler/functions/lib/access-token-verifier', source: 'functions/lib/access-token-verifier.ts' },
  // The AWS adapters functions/lib/deps.ts loads on a port's first call (lazy-port.ts); ses-mailer before the
  // calendar-mail it imports, as a module is shipped when the bundle or a module shipped before it imports it.
  { specifier: '@scheduler/aws/s3-file-store', source: 'packages/aws/src/s3-file-store.ts' },
  { specifier: '@scheduler/aws/cognito-identity', source: 'packages/aws/src/cognito-identity.ts' },
  { specifier: '@scheduler/aws/eventbridge-publisher', source: 'packages/aws/src/eventbridge-publisher.ts' },
  { specifier: '@scheduler/aws/sns-sms', source: 'packages/aws/src/sns-sms.ts' },
  { specifier: '@scheduler/aws/ses-mailer', source: 'packages/aws/src/ses-mailer.ts' },
  { specifier: '@scheduler/aws/calendar-mail', source: 'packages/aws/src/calendar-mail.ts' },
];

/** What every Lambda bundle leaves out: the AWS SDK (in the runtime) and the lazy modules (shipped beside it). */
export const BUNDLE_EXTERNALS: readonly string[] = ['@aws-sdk/*', ...LAZY_MODULES.map((m) => m.specifier)];

/**
 * Packages a bundle replaces, each by a module of this repository (paths from the repository root, the bundling's
 * working directory): electrodb's model check runs on jsonschema (29 KB minified) at every cold start; a bundle checks
 * the models' shape without it, and the tests check every model with the real jsonschema (electrodb-model-check.ts).
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = { jsonschema: './infra/lib/electrodb-model-check.ts' };

/** CommonJS dependencies bundled into ESM still expect require and __dirname: each bundle starts with these. */
export const BUNDLE_BANNER =
  "import { createRequire as __cr } from 'node:module'; import { fileURLToPath as __fu } from 'node:url'; import { dirname as __dn } from 'node:path'; const require = __cr(import.meta.url); const __dirname = __dn(__fu(import.meta.url));";

export function requiredEntries(jobEntries: readonly string[]): string[] {
  return [...AREAS.map(areaEntry), WS_ENTRY, NOTIFY_ENTRY, CANDIDATE_UPLOAD_ENTRY, CUSTOM_AUTH_ENTRY, API_AUTHORIZER_ENTRY, ...jobEntries];
}

/** Fails with every missing entry listed: NodejsFunction would otherwise stop at the first one. */
export function assertEntriesExist(repoRoot: string, entries: readonly string[]): void {
  const missing = entries.filter((e) => !existsSync(join(repoRoot, e)));
  if (missing.length > 0) {
    throw new Error(`Missing Lambda entry files (relative to ${repoRoot}); each must export \`handler\`:\n  ${missing.join('\n  ')}`);
  }
}
