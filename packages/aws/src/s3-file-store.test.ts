import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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

  it('deletes an object', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await store.delete('k');
    expect(s3.commandCalls(DeleteObjectCommand)[0].args[0].input).toEqual({ Bucket: 'uploads', Key: 'k' });
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
