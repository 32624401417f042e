import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3FileStore } from '@scheduler/aws/s3-file-store';
import { freePort } from './dynamodb.ts';
import { S3_CREDENTIALS, startS3Local } from './s3.ts';

const dataDir = mkdtempSync(join(tmpdir(), 's3-versions-'));
const s3 = await startS3Local({ dataDir, bucket: 'uploads', port: await freePort() });
const client = new S3Client({ endpoint: s3.endpoint, region: 'ap-southeast-2', forcePathStyle: true, credentials: S3_CREDENTIALS });
const store = createS3FileStore(client, { bucket: 'uploads' });
afterAll(async () => {
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local S3 (s3rver) with the file store of the deployed product', () => {
  it('lists an object as its one version, and deletes it through the delete of every version', async () => {
    await store.put('booking-files/o/b/report.pdf', 'pdf', 'application/pdf');
    await store.put('booking-files/o/b/report.pdf.old', 'old', 'application/pdf');
    const listed = await client.send(new ListObjectVersionsCommand({ Bucket: 'uploads', Prefix: 'booking-files/o/b/report.pdf' }));
    expect(listed.Versions?.map((v) => [v.Key, v.VersionId])).toEqual([
      ['booking-files/o/b/report.pdf', 'null'],
      ['booking-files/o/b/report.pdf.old', 'null'],
    ]);
    await store.delete('booking-files/o/b/report.pdf');
    expect(await store.get('booking-files/o/b/report.pdf')).toBeUndefined();
    expect(new TextDecoder().decode(await store.get('booking-files/o/b/report.pdf.old'))).toBe('old');
    await expect(store.delete('booking-files/o/b/never-there.pdf')).resolves.toBeUndefined();
  });

  it('pages with the key marker', async () => {
    const keys = ['many/a', 'many/b', 'many/c'];
    for (const key of keys) await store.put(key, 'x', 'text/plain');
    const page = (KeyMarker?: string) => client.send(new ListObjectVersionsCommand({ Bucket: 'uploads', Prefix: 'many/', MaxKeys: 2, KeyMarker }));
    const first = await page();
    expect(first.Versions?.map((v) => v.Key)).toEqual(['many/a', 'many/b']);
    expect(first.IsTruncated).toBe(true);
    const second = await page(first.NextKeyMarker);
    expect(second.Versions?.map((v) => v.Key)).toEqual(['many/c']);
    expect(second.IsTruncated).toBe(false);
  });
});
