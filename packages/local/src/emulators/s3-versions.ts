/**
 * ListObjectVersions for s3rver, which keeps no versions and answers `GET /<bucket>?versions` 405: the stored objects
 * under the prefix, each as its one current version 'null' (what S3 lists for an unversioned bucket), so the file
 * store's delete of every version (packages/aws/src/s3-file-store.ts) runs locally as deployed. DeleteObjects with
 * those version ids is s3rver's own (it deletes the key).
 */

interface StoredObject {
  key: string;
  size: number;
  lastModifiedDate: Date;
  metadata: Record<string, string>;
}
interface ObjectStore {
  listObjects(
    bucket: string,
    options: { prefix?: string; startAfter?: string; maxKeys?: number },
  ): Promise<{ objects: StoredObject[]; isTruncated: boolean }>;
}
export interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  store: ObjectStore;
  type: string;
  body: unknown;
}
export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

const MAX_KEYS = 1000;
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
const text = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export function listObjectVersions(): KoaMiddleware {
  return async (ctx, next) => {
    const bucket = /^\/([^/]+)\/?$/.exec(ctx.path)?.[1];
    if (ctx.method !== 'GET' || !bucket || !('versions' in ctx.query)) return next();
    const prefix = text(ctx.query.prefix);
    const keyMarker = text(ctx.query['key-marker']);
    const maxKeys = Math.min(MAX_KEYS, Number(text(ctx.query['max-keys'])) || MAX_KEYS);
    const { objects, isTruncated } = await ctx.store.listObjects(bucket, { prefix, startAfter: keyMarker || undefined, maxKeys });
    const versions = objects.map(
      (o) =>
        `<Version><Key>${escapeXml(o.key)}</Key><VersionId>null</VersionId><IsLatest>true</IsLatest>` +
        `<LastModified>${o.lastModifiedDate.toISOString()}</LastModified><ETag>${escapeXml(o.metadata.etag ?? '')}</ETag>` +
        `<Size>${o.size}</Size><StorageClass>STANDARD</StorageClass></Version>`,
    );
    const last = objects.at(-1)?.key;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<ListVersionsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyMarker>${escapeXml(keyMarker)}</KeyMarker>` +
      `<VersionIdMarker></VersionIdMarker><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${isTruncated}</IsTruncated>` +
      (isTruncated && last ? `<NextKeyMarker>${escapeXml(last)}</NextKeyMarker><NextVersionIdMarker>null</NextVersionIdMarker>` : '') +
      `${versions.join('')}</ListVersionsResult>`;
  };
}
