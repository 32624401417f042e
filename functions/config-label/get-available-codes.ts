import { LABEL_DEFAULTS, LABEL_HINTS } from '@scheduler/contracts/labels';
import { configLabelRoutes } from '@scheduler/contracts/routes/config-label';
import { handle } from '../lib/handle.ts';
import { pickRoute } from '../lib/pick-route.ts';
import { createConfigLabelService } from '@scheduler/core/label/config-label';

/** The codes the organisation can still add; none left is the page's 'All Labels already present for this Organisation'. */
export default handle(pickRoute(configLabelRoutes, 'getAvailableCodes'), async ({ actor, params }, deps) => {
  const codes = await createConfigLabelService(deps).availableCodes(actor, params.organisationId);
  return {
    codes: codes.map((code) => ({
      code,
      defaultDisplay: code === 'MEETING_SHOW_JSON' ? undefined : LABEL_DEFAULTS[code],
      hint: LABEL_HINTS[code],
    })),
  };
});
