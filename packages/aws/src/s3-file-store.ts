import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectVersionsCommand,
  PutObjectCommand,
  type ObjectIdentifier,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStore } from '@scheduler/core/ports/file-store';

export interface S3FileStoreConfig {
  /** Private bucket (env UPLOADS_BUCKET). */
  bucket: string;
}

/** `attachment` with an ASCII fallback name and the RFC 6266 / 5987 UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const isNotFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
};

/**
 * FileStore over S3: put, get (undefined when absent), delete of every version, presigned GET links and presigned POST
 * uploads.
 */
export function createS3FileStore(client: S3Client, config: S3FileStoreConfig): FileStore {
  const Bucket = config.bucket;

  /**
   * Deletes every version and delete marker of `key`, page by page (ListObjectVersions answers up to 1000 entries, one
   * DeleteObjects takes up to 1000). The listing is by prefix and in key order: entries of longer keys that begin with
   * `key` come after all of its own, so the first of them ends the walk.
   */
  async function deleteVersions(key: string): Promise<void> {
    let KeyMarker: string | undefined;
    let VersionIdMarker: string | undefined;
    for (;;) {
      const page = await client.send(new ListObjectVersionsCommand({ Bucket, Prefix: key, KeyMarker, VersionIdMarker }));
      const entries = [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])];
      const own: ObjectIdentifier[] = entries.filter((v) => v.Key === key && v.VersionId).map((v) => ({ Key: key, VersionId: v.VersionId }));
      if (own.length) {
        const out = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: own, Quiet: true } }));
        const failed = out.Errors ?? [];
        if (failed.length) throw new Error(`S3 delete of ${key}: ${failed.length} version(s) not deleted (${failed[0].Code}: ${failed[0].Message})`);
      }
      const pastKey = entries.some((v) => v.Key !== undefined && v.Key !== key);
      if (!page.IsTruncated || pastKey) return;
      KeyMarker = page.NextKeyMarker;
      VersionIdMarker = page.NextVersionIdMarker;
    }
  }

  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return undefined;
        return await out.Body.transformToByteArray();
      } catch (e) {
        if (isNotFound(e)) return undefined;
        throw e;
      }
    },
    async delete(key) {
      // A versioned bucket (staging, prod) keeps a plainly deleted object as a noncurrent version for 30 days; a
      // deleted file (personal data the purge removes, an upload once read) must not stay restorable.
      // An unversioned bucket lists its object once, as version 'null'.
      await deleteVersions(key);
    },
    async signedDownloadUrl(key, expiresInSeconds, downloadName) {
      if (!(expiresInSeconds > 0 && expiresInSeconds <= 604_800)) throw new Error('S3 presign: expiry must be 1 s to 7 days');
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: downloadName ? contentDisposition(downloadName) : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async presignedPost(key, rules) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [
          ['eq', '$key', key],
          ['eq', '$Content-Type', rules.contentType],
          ['content-length-range', rules.minBytes, rules.maxBytes],
        ],
        Fields: { 'Content-Type': rules.contentType },
        Expires: rules.expiresInSeconds,
      });
      return { url, fields };
    },
  };
}
