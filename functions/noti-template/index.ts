import { notiTemplateRoutes } from '@scheduler/contracts/routes/noti-template';
import { createArea } from '../lib/create-area.ts';

/** The noti-template Lambda. Its calls are listed in the route table; those without a handler here answer 501 not_implemented. */
export const { handler, implemented } = createArea('noti-template', notiTemplateRoutes, []);
