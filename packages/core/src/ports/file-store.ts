/** Private object storage with expiring signed links. S3 deployed; s3rver locally. */
export interface FileStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  /**
   * Removes the object for good: in a versioned bucket every stored version and delete marker of `key` too, so
   * nothing of it can be restored (the purge removes personal data with it). No error when there is nothing to delete.
   */
  delete(key: string): Promise<void>;
  /** A GET link that stops working after `expiresInSeconds`. */
  signedDownloadUrl(key: string, expiresInSeconds: number, downloadName?: string): Promise<string>;
  /**
   * A browser upload straight to the store (DESIGN §3.15): a POST form whose policy allows only `key`, only
   * `contentType` and only `minBytes` to `maxBytes`, until `expiresInSeconds` have passed.
   */
  presignedPost(key: string, rules: { contentType: string; minBytes: number; maxBytes: number; expiresInSeconds: number }): Promise<PresignedPost>;
}

/** Where and with which form fields a browser POSTs a file (the file goes last, as the `file` field). */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}
