import type { CallAnswer } from '../lib/api/index.ts';

/** A presigned POST ticket (upload/new-candidate-ticket and upload/new-meeting-ticket answer the same shape). */
export type UploadTicket = CallAnswer<'upload.new-candidate-ticket'>;

/**
 * Posts the file straight to the bucket with the ticket's form fields (the file last, as S3 requires), telling
 * `onProgress` the share sent (0 to 1). Rejects when the bucket refuses it (its policy: type and size).
 */
export function postFileToBucket(ticket: UploadTicket, file: File, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ticket.url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`upload refused (${xhr.status})`)));
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.send(form);
  });
}
