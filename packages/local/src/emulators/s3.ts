import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';
import { listObjectVersions } from './s3-versions.ts';

export const S3_PORT = 4569;
/** s3rver accepts only these credentials (and does not check signatures). */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

const CORS = `<CORSConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface S3Local {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * s3rver on 127.0.0.1:4569, files under `<dataDir>/s3`, the uploads bucket created with CORS for the browser, and
 * ListObjectVersions added (s3-versions.ts).
 */
export async function startS3Local(opts: { dataDir: string; bucket: string; port?: number }): Promise<S3Local> {
  const port = opts.port ?? S3_PORT;
  const directory = join(opts.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: opts.bucket, configs: [CORS] }],
  });
  // Before s3rver's own router, which has no ListObjectVersions.
  server.middleware.unshift(listObjectVersions());
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, bucket: opts.bucket, stop: () => server.close() };
}
