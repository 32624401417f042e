import type { CandidateUploadDeps } from '@scheduler/core/invitation/candidate-upload';
import { accountDeps } from '../lib/account-deps.ts';
import type { Deps } from '../lib/deps.ts';

/** The candidate upload service's dependencies: the account deps plus the uploads bucket, which this area needs configured. */
export function candidateUploadDeps(deps: Deps): CandidateUploadDeps {
  if (!deps.files) throw new Error('UPLOADS_BUCKET is not set: candidate files cannot be read');
  return { ...accountDeps(deps), files: deps.files, events: deps.events };
}
