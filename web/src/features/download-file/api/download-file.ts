import { api, type CallRequest } from '../../../shared/lib/api/index.ts';

/** POST download/file: on SUCCESS the message is the signed link to open; otherwise a status and a message. */
export function downloadFile(body: CallRequest<'download.file'>['body']) {
  return api.call('download.file', { body, errors: 'caller', acceptAnyStatus: true });
}
