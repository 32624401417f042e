declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list (S3rver is a Koa app), composed when the server starts. */
    middleware: import('./s3-versions.ts').KoaMiddleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
