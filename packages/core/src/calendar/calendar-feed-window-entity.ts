import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';

/**
 * The written events of one window of a calendar feed (calendar-feed-windows.ts): the VEVENTs of the meetings of
 * `feed` (`organisation` or `assessor#{userId}`, as calendar-feed-version-entity.ts) starting in the window named by
 * `window` (the UTC day it starts on), under the basis they were written from (the window's version, the names
 * version, its range, the layout). A feed read serves the text of every window whose basis is still current and
 * writes the others again. The text is kept gzipped in base64, split into chunks under DynamoDB's item size; a reader takes a window only when
 * every chunk carries the basis it expects and the digest of one writing. `expiresAt` lets DynamoDB's TTL delete a window once the feed has moved
 * past it.
 * Access patterns:
 * - the chunks of a feed's windows (primary, pk organisationId, sk feed + window + chunk): a batch get
 */
export const calendarFeedWindowEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'calendarFeedWindow', version: '1', service: 'scheduler' },
      attributes: {
        organisationId: { type: 'string', required: true },
        feed: { type: 'string', required: true },
        window: { type: 'string', required: true },
        chunk: { type: 'number', required: true },
        /** How many chunks the window's text is in. */
        chunks: { type: 'number', required: true },
        basis: { type: 'string', required: true },
        /** A digest of the whole text: a window is read only from chunks of one writing. */
        digest: { type: 'string', required: true },
        /** This chunk of the gzipped text in base64. */
        text: { type: 'string', required: true },
        /** The zones the events use, in order of first use, and the years their VTIMEZONEs cover (ics-writer.ts IcsEventsText). */
        zones: { type: 'list', items: { type: 'string' }, required: true },
        fromYear: { type: 'number', required: true },
        toYear: { type: 'number', required: true },
        /** Epoch seconds (the table's TTL attribute). */
        expiresAt: { type: 'number', required: true },
      },
      indexes: {
        byFeed: { pk: { field: 'pk', composite: ['organisationId'] }, sk: { field: 'sk', composite: ['feed', 'window', 'chunk'] } },
      },
    },
    config,
  );
export type CalendarFeedWindowEntity = ReturnType<typeof calendarFeedWindowEntity>;
export type CalendarFeedWindow = EntityItem<CalendarFeedWindowEntity>;
