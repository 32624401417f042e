import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectVersionsCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentDisposition, createS3FileStore } from './s3-file-store.ts';

const s3 = mockClient(S3Client);
const client = new S3Client({ region: 'ap-southeast-2', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
const store = createS3FileStore(client, { bucket: 'uploads' });

beforeEach(() => s3.reset());

describe('S3 file store', () => {
  it('puts an object with its content type', async () => {
    s3.on(PutObjectCommand).resolves({});
    await store.put('org/1/a.csv', 'a,b', 'text/csv');
    expect(s3.commandCalls(PutObjectCommand)[0].args[0].input).toEqual({
      Bucket: 'uploads',
      Key: 'org/1/a.csv',
      Body: 'a,b',
      ContentType: 'text/csv',
    });
  });

  it('gets the bytes of an object', async () => {
    const bytes = new TextEncoder().encode('hello');
    s3.on(GetObjectCommand, { Bucket: 'uploads', Key: 'k' }).resolves({ Body: { transformToByteArray: async () => bytes } as never });
    expect(new TextDecoder().decode(await store.get('k'))).toBe('hello');
  });

  it('answers undefined for a missing key, and rethrows other errors', async () => {
    s3.on(GetObjectCommand, { Key: 'missing' }).rejects(
      new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }),
    );
    s3.on(GetObjectCommand, { Key: 'denied' }).rejects(
      Object.assign(new Error('Access Denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }),
    );
    await expect(store.get('missing')).resolves.toBeUndefined();
    await expect(store.get('denied')).rejects.toThrow('Access Denied');
  });

  it('deletes every version and delete marker of the key, page by page, and nothing of a longer key', async () => {
    const key = 'booking-files/o/b/report.pdf';
    s3.on(ListObjectVersionsCommand, { Prefix: key, KeyMarker: undefined })
      .resolves({
        IsTruncated: true,
        NextKeyMarker: key,
        NextVersionIdMarker: 'v2',
        Versions: [
          { Key: key, VersionId: 'v3', IsLatest: false },
          { Key: key, VersionId: 'v2', IsLatest: false },
        ],
        DeleteMarkers: [{ Key: key, VersionId: 'm1', IsLatest: true }],
      })
      .on(ListObjectVersionsCommand, { Prefix: key, KeyMarker: key, VersionIdMarker: 'v2' })
      .resolves({
        IsTruncated: true,
        NextKeyMarker: `${key}.old`,
        NextVersionIdMarker: 'w1',
        Versions: [
          { Key: key, VersionId: 'v1', IsLatest: false },
          { Key: `${key}.old`, VersionId: 'w1', IsLatest: true },
        ],
      });
    s3.on(DeleteObjectsCommand).resolves({});
    await store.delete(key);
    expect(s3.commandCalls(ListObjectVersionsCommand)).toHaveLength(2);
    expect(s3.commandCalls(DeleteObjectsCommand).map((c) => c.args[0].input)).toEqual([
      {
        Bucket: 'uploads',
        Delete: {
          Objects: [
            { Key: key, VersionId: 'v3' },
            { Key: key, VersionId: 'v2' },
            { Key: key, VersionId: 'm1' },
          ],
          Quiet: true,
        },
      },
      { Bucket: 'uploads', Delete: { Objects: [{ Key: key, VersionId: 'v1' }], Quiet: true } },
    ]);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it("deletes an unversioned bucket's object (listed once, as version 'null'), and nothing when there is none", async () => {
    s3.on(ListObjectVersionsCommand, { Prefix: 'k' }).resolves({ IsTruncated: false, Versions: [{ Key: 'k', VersionId: 'null', IsLatest: true }] });
    s3.on(ListObjectVersionsCommand, { Prefix: 'gone' }).resolves({ IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({});
    await store.delete('k');
    await store.delete('gone');
    expect(s3.commandCalls(DeleteObjectsCommand).map((c) => c.args[0].input.Delete?.Objects)).toEqual([[{ Key: 'k', VersionId: 'null' }]]);
  });

  it('fails when S3 could not delete a version, so the purge tries again', async () => {
    s3.on(ListObjectVersionsCommand).resolves({ IsTruncated: false, Versions: [{ Key: 'k', VersionId: 'v1' }] });
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: 'k', VersionId: 'v1', Code: 'AccessDenied', Message: 'Access Denied' }] });
    await expect(store.delete('k')).rejects.toThrow(/AccessDenied/);
  });

  it('presigns a GET with the expiry and a download file name', async () => {
    const url = new URL(await store.signedDownloadUrl('org/1/export.csv', 300, 'Bookings März.csv'));
    expect(url.pathname).toBe('/org/1/export.csv');
    expect(url.hostname).toBe('uploads.s3.ap-southeast-2.amazonaws.com');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Bookings M_rz.csv"; filename*=UTF-8''Bookings%20M%C3%A4rz.csv`,
    );
    expect(s3.calls()).toHaveLength(0);
  });

  it('refuses an expiry beyond what SigV4 allows', async () => {
    await expect(store.signedDownloadUrl('k', 8 * 24 * 3600)).rejects.toThrow(/expiry/);
    await expect(store.signedDownloadUrl('k', 0)).rejects.toThrow(/expiry/);
  });

  it('escapes quotes in the fallback file name', () => {
    expect(contentDisposition('a"b.pdf')).toBe(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%22b.pdf`);
  });

  it('presigns a POST whose policy holds the key, the content type and the size range', async () => {
    const post = await store.presignedPost('uploads/candidates/o1/j1/file.csv', {
      contentType: 'text/csv',
      minBytes: 30,
      maxBytes: 4_194_304,
      expiresInSeconds: 300,
    });
    expect(post.url).toContain('uploads');
    expect(post.fields).toMatchObject({ key: 'uploads/candidates/o1/j1/file.csv', 'Content-Type': 'text/csv' });
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$key', 'uploads/candidates/o1/j1/file.csv'],
        ['eq', '$Content-Type', 'text/csv'],
        ['content-length-range', 30, 4_194_304],
      ]),
    );
    const lifetime = Date.parse(policy.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(250_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
  });
});
