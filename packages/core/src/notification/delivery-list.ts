import type { TableRequest } from '@scheduler/contracts/envelope';
import type { deliveryRow } from '@scheduler/contracts/schemas/delivery';
import type * as z from 'zod';
import { isGridAdmin, type Actor } from '../actor.ts';
import type { DataDeps } from '../deps.ts';
import { errors } from '../errors.ts';
import { type IndexRange, readIndexPage, readWholeRange } from '../lists/index-page.ts';
import { normaliseSearch } from '../lists/table-query.ts';
import { createUserStore } from '../user/user-store.ts';
import type { DeliveryRecord } from './delivery-record-entity.ts';
import { createNotificationStore } from './notification-store.ts';
import { alertName } from './project-alert-codes.ts';
import { projectAlertLookups } from './project-alert-lookups.ts';

type DeliveryRow = z.input<typeof deliveryRow>;

const rowOf = (r: DeliveryRecord): DeliveryRow => ({
  encryptedId: r.deliveryId,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  alertCode: r.alertCode,
  alertName: alertName(r.alertCode),
  channel: r.channel,
  recipient: r.recipient,
  status: r.status,
  attempts: r.attempts,
  ...(r.subject ? { subject: r.subject } : {}),
  ...(r.providerMessageId ? { providerMessageId: r.providerMessageId } : {}),
  ...(r.error ? { error: r.error } : {}),
});

/**
 * The delivery records an admin reads (issue 9, DESIGN §14): the messages of a project (project page) and of a
 * person (user detail), newest first by default. Each is a range of an index keyed by organisation (gsi3 by project,
 * gsi4 by person, sorted by createdAt) read a page at a time. Who sees what: a grid admin every organisation's
 * records; an organisation admin only their organisation's, of a project or person of their organisation (another
 * organisation's id is not found, 404). A search or the oldest-first order is answered over at most
 * SORT_IN_MEMORY_CAP records of the range (index-page.ts).
 */
export function createDeliveryListService({ db }: Pick<DataDeps, 'db'>) {
  const lookups = projectAlertLookups(db);
  const deliveries = createNotificationStore(db);
  const users = createUserStore(db);

  async function page(ranges: IndexRange[], req: TableRequest) {
    const search = normaliseSearch(req.filter);
    const order = req.sortColumn === 'createdAt' && req.sortDirection === 'asc' ? 'asc' : 'desc';
    if (!search) {
      const found = await readIndexPage({ ranges, order, pageIndex: req.pageIndex, pageSize: req.pageSize });
      return { dataset: (await deliveries.deliveryRecordsOf(found.items)).map(rowOf), size: found.total };
    }
    const all = (await deliveries.deliveryRecordsOf(await readWholeRange(ranges, undefined))).map(rowOf);
    const matches = all
      .filter((r) => [r.recipient, r.alertName, r.status, r.channel, r.subject ?? '', r.error ?? ''].some((v) => v.toLowerCase().includes(search)))
      .sort((a, b) => (order === 'asc' ? 1 : -1) * a.createdAt.localeCompare(b.createdAt));
    const start = req.pageSize > 0 ? req.pageIndex * req.pageSize : 0;
    return { dataset: req.pageSize > 0 ? matches.slice(start, start + req.pageSize) : matches, size: matches.length };
  }

  return {
    /** project-alert/getDeliveryList: the messages of one project. */
    async ofProject(actor: Actor, projectId: string, req: TableRequest) {
      const project = await lookups.project(actor, projectId);
      return page([deliveries.projectDeliveryRange(project.organisationId, projectId)], req);
    },

    /** user/getDeliveryList: the messages to one person, in each organisation the caller may read. */
    async ofPerson(actor: Actor, userId: string, req: TableRequest) {
      let organisations: string[];
      if (isGridAdmin(actor)) {
        const [person, accesses] = await Promise.all([users.personOf(userId), users.accessesOfPerson(userId)]);
        if (!person) throw errors.notFound('User');
        organisations = accesses.map((a) => a.organisationId);
      } else {
        const access = await users.accessOf(actor.organisationId, userId);
        if (!access) throw errors.notFound('User');
        organisations = [actor.organisationId];
      }
      return page(
        organisations.map((organisationId) => deliveries.personDeliveryRange(organisationId, userId)),
        req,
      );
    },
  };
}
