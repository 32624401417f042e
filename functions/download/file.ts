import { downloadRoutes } from '@scheduler/contracts/routes/download';
import { createDownloadService } from '@scheduler/core/download/download-file';
import { handle } from '../lib/handle.ts';
import { logger } from '../lib/logger.ts';
import { pickRoute } from '../lib/pick-route.ts';

const log = { warn: (message: string, detail?: Record<string, unknown>) => logger.warn(message, detail ?? {}) };

export default handle(pickRoute(downloadRoutes, 'file'), async ({ body, callerAddress }, deps) => {
  if (!deps.files) throw new Error('UPLOADS_BUCKET is not set: files cannot be downloaded');
  return createDownloadService({ ...deps, files: deps.files, log }).download(body, callerAddress);
});
