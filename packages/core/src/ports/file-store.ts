/** Private object storage with expiring signed links. S3 deployed; s3rver locally. */
export interface FileStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
  /** A GET link that stops working after `expiresInSeconds`. */
  signedDownloadUrl(key: string, expiresInSeconds: number, downloadName?: string): Promise<string>;
}
