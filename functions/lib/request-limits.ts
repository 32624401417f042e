import type { BodyType } from '@scheduler/contracts/route';
import { DomainError } from '@scheduler/core/errors';

/**
 * The largest request body the API takes: 256 KB of JSON or form fields (files go to S3, not through the API);
 * a multipart upload (a 4 MB file and its fields) up to the 6 MB Lambda request payload. API Gateway itself refuses
 * bodies above 10 MB before any function runs; the local gateway refuses above these limits without reading further.
 */
export const BODY_LIMIT_BYTES = { default: 256 * 1024, multipart: 6 * 1024 * 1024 } as const;

export const bodyLimitBytes = (bodyType: BodyType | undefined): number =>
  bodyType === 'multipart' ? BODY_LIMIT_BYTES.multipart : BODY_LIMIT_BYTES.default;

/** 413 in the spec's envelope. */
export const bodyTooLarge = (limit: number) =>
  new DomainError('request.too_large', `The request is too large: at most ${Math.round(limit / 1024)} KB may be sent.`, 413, 'PAYLOAD_TOO_LARGE');
