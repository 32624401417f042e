import createClient from 'openapi-fetch';
import type { paths } from '../generated/api.d.ts';

/**
 * What an applicant-tracking system does with an organisation API key, through openapi-fetch and the generated
 * types only: a wrong path, method, parameter or body field here fails the type check against the served document.
 */
export function atsClient(baseUrl: string, apiKey: string) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${apiKey}` } });

  const failed = (what: string, response: Response, error: unknown) => new Error(`${what}: HTTP ${response.status} ${JSON.stringify(error)}`);

  return {
    async activeProjects() {
      const { data, error, response } = await client.POST('/api/project/getList/{listType}', {
        params: { path: { listType: 'ACTIVE' } },
        body: { pageIndex: 0, pageSize: 50 },
      });
      if (!data || !('dataset' in data)) throw failed('project list', response, error);
      return data.dataset;
    },

    async upcomingBookings() {
      const { data, error, response } = await client.POST('/api/user-booking/getUserBookingList/{listType}/{refId}', {
        params: { path: { listType: 'UPCOMING', refId: 'NA' } },
        body: { pageIndex: 0, pageSize: 20 },
      });
      if (!data || !('dataset' in data)) throw failed('booking list', response, error);
      return { rows: data.dataset, size: data.size };
    },

    async inviteCandidate(c: { projectId: string; firstName: string; lastName: string; email: string; uniqueId: string }) {
      const { data, error, response } = await client.POST('/api/user-booking/new-candidate', {
        body: {
          encryptedProjectId: c.projectId,
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
          uniqueId: c.uniqueId,
          linkExpiryDays: 3,
        },
      });
      if (!data) throw failed('invite', response, error);
      return data;
    },

    /** A call outside the key's scopes: answers the error as the document describes it. */
    async tryArchiveMeeting(meetingId: string) {
      const { error, response } = await client.POST('/api/meeting/archive', { body: { encryptedId: meetingId, comments: 'Closed in the ATS' } });
      return { status: response.status, error };
    },
  };
}
