import { downloadRoutes } from '@scheduler/contracts/routes/download';
import { createArea } from '../lib/create-area.ts';
import file from './file.ts';

/** The download Lambda (doc 2 §7 File download). */
export const { handler, implemented } = createArea('download', downloadRoutes, [file]);
