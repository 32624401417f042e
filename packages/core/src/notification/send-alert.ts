import { ALERTS, type AlertCode, type NotificationMethod } from '@scheduler/contracts/alerts';
import type { DataDeps } from '../deps.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { Sms } from '../ports/sms.ts';
import { hashToken } from '../token-hash.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import type { DeliveryRecord } from './delivery-record-entity.ts';
import { announceQueued, describeSendError, queuedRecord, unrenderedRecord } from './outbox.ts';
import { createOutboxSender, type OutboxSenderDeps, type SendAttempt } from './outbox-sender.ts';
import type { NotificationTemplate } from './notification-template-entity.ts';
import { createNotificationStore } from './notification-store.ts';
import { type AlertContext, renderAlertEmail, renderAlertSms, type TemplateText } from './render-alert.ts';

/** Someone an alert may go to: the address and number it is sent to, and the person they belong to. */
export interface AlertRecipient {
  personId?: string;
  email?: string;
  mobile?: string;
}

export interface SendAlertInput {
  organisationId: string;
  code: AlertCode;
  /** Fills the tags (organisation name and labels, meeting and its time zone, people...). */
  context: AlertContext;
  /**
   * Who the alert is about. Organisation scope sends to `candidate` (the person invited or purged); Project scope
   * resolves the project alert's $candidateEmail / $assessorEmail / $candidateMobile / $assessorMobile from these.
   */
  recipients: { candidate?: AlertRecipient; assessor?: AlertRecipient };
  /**
   * Project scope: people the alert also goes to whatever its recipient lists say (the organisation's admins of a
   * go/no-go), by its e-mail template to their address and its SMS template to their number.
   */
  direct?: readonly AlertRecipient[];
  /** Required for Project-scope alerts: the project whose alerts say what to send. */
  projectId?: string;
  /** The record the alert is about, kept on the delivery record. */
  ref?: { type: string; id: string };
  /** The event's id: an alert sent again with the same key sends nothing to a recipient it already reached. */
  idempotencyKey?: string;
  /** A calendar invitation every e-mail of the alert carries (booking confirmed or cancelled). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; ics: string };
  /** Only these channels of the alert (a reschedule's second e-mail, the old event's CANCEL, is e-mail only). */
  channels?: readonly NotificationMethod[];
}

export interface DeliveryOutcome {
  deliveryId: string;
  channel: NotificationMethod;
  recipient: string;
  /**
   * SENT; QUEUED: in the outbox, to be sent by the sender (after a failed first try, `error` says why); FAILED: it
   * could not be rendered or recorded; DUPLICATE: the same event already put it in the outbox, nothing new was written.
   */
  status: 'SENT' | 'QUEUED' | 'FAILED' | 'DUPLICATE';
  providerMessageId?: string;
  error?: string;
}

/** Why nothing was sent: a Project-scope code without an active alert on the project, or nobody to send to. */
export type SendAlertSkip = 'no-project-alert' | 'no-recipient';

export interface SendAlertResult {
  deliveries: DeliveryOutcome[];
  skipped?: SendAlertSkip;
  /** What went wrong before any message could be planned (reading templates or alerts). */
  error?: string;
}

/** One message to send: rendered from `template` to `recipient` on `channel`. */
interface Planned {
  channel: NotificationMethod;
  recipient: string;
  personId?: string;
  template: TemplateText & { templateId?: string };
}

/**
 * Sends an alert of the catalogue (DESIGN §14) through the outbox. Organisation scope: the organisation's template
 * for the code (the catalogue's default words when it has none) to the candidate. Project scope: the templates and
 * recipients of the project's active alerts for the code; without one nothing is sent. Every message is first a
 * QUEUED delivery record with its rendered words; the outbox sender settles it SENT or, after its attempts, FAILED.
 * A sender made for one batch of work (`templatesOnce`: a file's rows) reads an organisation's template of a code once.
 */
export function createAlertSender(
  deps: DataDeps & { mailer: Mailer; sms: Sms; events?: EventPublisher; outbox?: Pick<OutboxSenderDeps, 'settings' | 'sleep'> },
  opts: { templatesOnce?: boolean } = {},
) {
  const { db, clock, ids } = deps;
  const outbox = createOutboxSender({ ...deps, ...deps.outbox });
  const store = createNotificationStore(db);
  const templatesRead = new Map<string, Promise<NotificationTemplate | undefined>>();

  async function readOrganisationTemplate(organisationId: string, code: AlertCode): Promise<NotificationTemplate | undefined> {
    const data = await store.templatesOfCode(organisationId, code);
    return data.find((t) => t.scope === 'ORGANISATION' && !t.archived);
  }
  function organisationTemplate(organisationId: string, code: AlertCode): Promise<NotificationTemplate | undefined> {
    if (!opts.templatesOnce) return readOrganisationTemplate(organisationId, code);
    const key = `${organisationId}#${code}`;
    let read = templatesRead.get(key);
    if (!read) {
      templatesRead.set(key, (read = readOrganisationTemplate(organisationId, code)));
      read.catch(() => templatesRead.delete(key));
    }
    return read;
  }

  async function planOrganisation(input: SendAlertInput): Promise<Planned[]> {
    const person = input.recipients.candidate;
    const own = await organisationTemplate(input.organisationId, input.code);
    const channel: NotificationMethod = own?.deliveryMethod ?? ALERTS[input.code].deliveryMethods[0] ?? 'EMAIL';
    const recipient = channel === 'EMAIL' ? person?.email : person?.mobile;
    if (!recipient) return [];
    const defaults = ALERTS[input.code].defaults;
    const template = own
      ? { templateId: own.templateId, subject: own.subject, body: own.body }
      : { subject: defaults.subject, body: channel === 'EMAIL' ? defaults.emailBody : defaults.smsBody };
    return [{ channel, recipient, personId: person?.personId, template }];
  }

  /** `$candidateEmail; ops@acme.com` and the like, each entry to a recipient. */
  function resolve(list: string | undefined, tags: Record<string, AlertRecipient | undefined>, field: 'email' | 'mobile'): AlertRecipient[] {
    const out: AlertRecipient[] = [];
    for (const entry of (list ?? '').split(';').map((e) => e.trim())) {
      if (!entry) continue;
      if (entry.startsWith('$')) {
        const who = tags[entry];
        if (who?.[field]) out.push(who);
      } else out.push({ [field]: entry });
    }
    return out;
  }

  async function planProject(input: SendAlertInput): Promise<Planned[] | undefined> {
    if (!input.projectId) return undefined;
    const { organisationId, projectId } = input;
    const alerts = await store.alertsOfProject(organisationId, projectId);
    const active = alerts.filter((a) => a.code === input.code && a.status === 'ACTIVE');
    if (!active.length) return undefined;
    const { candidate, assessor } = input.recipients;
    const planned: Planned[] = [];
    const template = async (templateId: string) => {
      const data = await store.templateOf(organisationId, templateId);
      return data && !data.archived ? data : undefined;
    };
    for (const alert of active) {
      const email = alert.emailTemplateId ? await template(alert.emailTemplateId) : undefined;
      const direct = input.direct ?? [];
      if (email) {
        const listed = resolve(alert.emailAddress, { $candidateEmail: candidate, $assessorEmail: assessor }, 'email');
        for (const r of [...listed, ...direct.filter((d) => d.email)]) {
          planned.push({
            channel: 'EMAIL',
            recipient: r.email!,
            personId: r.personId,
            template: { templateId: email.templateId, subject: email.subject, body: email.body },
          });
        }
      }
      const text = alert.smsTemplateId ? await template(alert.smsTemplateId) : undefined;
      if (text) {
        const listed = resolve(alert.mobileNo, { $candidateMobile: candidate, $assessorMobile: assessor }, 'mobile');
        for (const r of [...listed, ...direct.filter((d) => d.mobile)]) {
          planned.push({ channel: 'SMS', recipient: r.mobile!, personId: r.personId, template: { templateId: text.templateId, body: text.body } });
        }
      }
    }
    const seen = new Set<string>();
    return planned.filter((p) => {
      const key = `${p.channel}|${p.recipient.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /** The record id: derived from the event, code, channel and recipient when the alert names its event, so a repeat finds it. */
  const deliveryIdOf = (input: SendAlertInput, p: Planned) =>
    input.idempotencyKey
      ? `d-${hashToken(`${input.idempotencyKey}|${input.code}|${p.channel}|${p.recipient.toLowerCase()}`).slice(0, 40)}`
      : ids.next();

  /** The planned messages as delivery records: QUEUED with their rendered words, or FAILED when they cannot be rendered. */
  function recordsOf(input: SendAlertInput, planned: readonly Planned[]): DeliveryRecord[] {
    const now = clock.now().toISOString();
    return planned.map((p) => {
      const message = {
        organisationId: input.organisationId,
        alertCode: input.code,
        channel: p.channel,
        recipient: p.recipient,
        personId: p.personId,
        projectId: input.projectId,
        ref: input.ref,
        templateId: p.template.templateId,
      };
      const deliveryId = deliveryIdOf(input, p);
      try {
        if (p.channel === 'EMAIL') {
          const mail = renderAlertEmail(p.template, input.context);
          return queuedRecord(
            { ...message, subject: mail.subject, text: mail.text, html: mail.html, ...(input.calendar ? { calendar: input.calendar } : {}) },
            deliveryId,
            now,
          );
        }
        return queuedRecord({ ...message, text: renderAlertSms(p.template, input.context) }, deliveryId, now);
      } catch (e) {
        return unrenderedRecord(message, deliveryId, now, describeSendError(e));
      }
    });
  }

  /** Writes a record unless the same event already wrote it (then DUPLICATE: the outbox has it). */
  async function write(record: DeliveryRecord): Promise<'WRITTEN' | 'DUPLICATE'> {
    return (await store.createDeliveryWrite(record)) ? 'WRITTEN' : 'DUPLICATE';
  }

  const outcomeOf = (r: DeliveryRecord, status: DeliveryOutcome['status'], extra: Partial<DeliveryOutcome> = {}): DeliveryOutcome => ({
    deliveryId: r.deliveryId,
    channel: r.channel,
    recipient: r.recipient,
    status,
    ...(r.error ? { error: r.error } : {}),
    ...extra,
  });

  /** Plans the alert; the outcome of planning when nothing is to be written. */
  async function plan(input: SendAlertInput): Promise<{ records: DeliveryRecord[] } | SendAlertResult> {
    let planned: Planned[] | undefined;
    try {
      planned = ALERTS[input.code].scope === 'Organisation' ? await planOrganisation(input) : await planProject(input);
      if (planned && input.channels) planned = planned.filter((p) => input.channels!.includes(p.channel));
    } catch (e) {
      return { deliveries: [], error: describeSendError(e) };
    }
    if (!planned) return { deliveries: [], skipped: 'no-project-alert' };
    if (!planned.length) return { deliveries: [], skipped: 'no-recipient' };
    return { records: recordsOf(input, planned) };
  }

  /** Writes the records to the outbox; with `sendNow`, tries each new one at once (a failure leaves it QUEUED). */
  async function enqueue(input: SendAlertInput, sendNow: boolean): Promise<SendAlertResult> {
    const planned = await plan(input);
    if (!('records' in planned)) return planned;
    const deliveries: DeliveryOutcome[] = [];
    let queued = 0;
    for (const record of planned.records) {
      let written: 'WRITTEN' | 'DUPLICATE';
      try {
        written = await write(record);
      } catch (e) {
        deliveries.push(outcomeOf(record, 'FAILED', { error: `not recorded: ${describeSendError(e)}` }));
        continue;
      }
      if (written === 'DUPLICATE') deliveries.push(outcomeOf(record, 'DUPLICATE', { error: undefined }));
      else if (record.status !== 'QUEUED') deliveries.push(outcomeOf(record, 'FAILED'));
      else if (!sendNow) {
        queued += 1;
        deliveries.push(outcomeOf(record, 'QUEUED'));
      } else {
        const attempt = await outbox.sendNow(record).catch((e: unknown) => ({ status: 'QUEUED' as const, error: describeSendError(e) }));
        if (attempt.status === 'SENT') deliveries.push(outcomeOf(record, 'SENT', { providerMessageId: (attempt as SendAttempt).providerMessageId }));
        else {
          if (attempt.status === 'QUEUED') queued += 1;
          deliveries.push(outcomeOf(record, attempt.status === 'CLAIMED_ELSEWHERE' ? 'QUEUED' : attempt.status, { error: attempt.error }));
        }
      }
    }
    if (queued) await announceQueued(deps.events, input.organisationId, queued, clock.now().toISOString());
    return { deliveries };
  }

  return {
    /**
     * Renders the alert into the outbox, then tries each message at once: SENT, or QUEUED (the error kept) for the
     * sender to retry. The answer says which; nothing is thrown, so a failed send never undoes the caller's work.
     */
    sendAlert: (input: SendAlertInput) => enqueue(input, true),
    /** Renders the alert into the outbox for the sender to send at the provider's rate (and tells it so). */
    queueAlert: (input: SendAlertInput) => enqueue(input, false),
    /** The alert's delivery records, rendered and QUEUED (or FAILED), for the caller's own transaction (outbox.ts outboxWrites). */
    async planAlert(input: SendAlertInput): Promise<{ records: DeliveryRecord[] } | SendAlertResult> {
      return plan(input);
    },
  };
}
export type AlertSender = ReturnType<typeof createAlertSender>;
