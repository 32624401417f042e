import { defineRoute, PUBLIC } from '../route.ts';
import { downloadAnswer, downloadRequest } from '../schemas/download.ts';

export const downloadRoutes = [
  defineRoute({
    area: 'download',
    operation: 'file',
    method: 'POST',
    path: '/api/download/file',
    access: PUBLIC,
    spec: 'doc2 §7 File download (operation not named)',
    summary: 'Checks the unique id and answers a signed URL in the message.',
    body: downloadRequest,
    bodyType: 'json',
    response: downloadAnswer,
  }),
] as const;
