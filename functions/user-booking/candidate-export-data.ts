import { userBookingRoutes } from '@scheduler/contracts/routes/user-booking';
import { createCandidateExportService } from '@scheduler/core/organisation/candidate-export';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';

/** The JIRA candidate export: fileName and the base64 CSV, or 'No data available' without a file. */
export default handle(pickRoute(userBookingRoutes, 'candidateExportData'), async ({ actor, params }, deps) =>
  createCandidateExportService(deps).export(actor, params),
);
