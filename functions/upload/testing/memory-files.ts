import type { FileStore } from '@scheduler/core/ports/file-store';

/**
 * The uploads bucket as the browser leaves it after a ticket's presigned POST: objects by key, a download link that
 * names the key and its lifetime.
 */
export function memoryFiles(): FileStore & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  return {
    objects,
    put: async (key, body) => void objects.set(key, typeof body === 'string' ? new TextEncoder().encode(body) : body),
    get: async (key) => objects.get(key),
    delete: async (key) => void objects.delete(key),
    signedDownloadUrl: async (key, seconds) => `http://files.test/${key}?expires=${seconds}`,
    presignedPost: async (key, rules) => ({ url: 'http://files.test/uploads', fields: { key, 'Content-Type': rules.contentType } }),
  };
}
