import { ALERTS, type AlertCode, type NotificationMethod } from '@scheduler/contracts/alerts';
import type { DataDeps } from '../deps.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { Sms } from '../ports/sms.ts';
import { hashToken } from '../token-hash.ts';
import { type DeliveryRecord, type DeliveryStatus, NO_KEY } from './delivery-record-entity.ts';
import type { NotificationTemplate } from './notification-template-entity.ts';
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
  /** Required for Project-scope alerts: the project whose alerts say what to send. */
  projectId?: string;
  /** The record the alert is about, kept on the delivery record. */
  ref?: { type: string; id: string };
  /** The event's id: an alert sent again with the same key sends nothing to a recipient it already reached. */
  idempotencyKey?: string;
}

export interface DeliveryOutcome {
  deliveryId: string;
  channel: NotificationMethod;
  recipient: string;
  /** DUPLICATE: the same event already reached this recipient on this channel; nothing was sent. */
  status: Exclude<DeliveryStatus, 'SENDING'> | 'DUPLICATE';
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

const MAX_ERROR = 500;
const describeError = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, MAX_ERROR) || 'send failed';
const isConditionFailure = (e: unknown) => /conditional/i.test((e as Error)?.message ?? '');

/**
 * Sends an alert of the catalogue (DESIGN §14). Organisation scope: the organisation's template for the code (the
 * catalogue's default words when it has none) to the candidate. Project scope: the templates and recipients of
 * the project's active alerts for the code; without one nothing is sent. Every message sent or failed leaves a
 * delivery record; a failure is recorded and answered, never thrown, so it cannot undo the caller's work.
 */
export function createAlertSender(deps: DataDeps & { mailer: Mailer; sms: Sms }) {
  const { db, clock, ids, mailer, sms } = deps;

  async function organisationTemplate(organisationId: string, code: AlertCode): Promise<NotificationTemplate | undefined> {
    const { data } = await db.notificationTemplate.query.byCode({ organisationId, code }).go({ pages: 'all' });
    return data.find((t) => t.scope === 'ORGANISATION' && !t.archived);
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
    const { data: alerts } = await db.projectAlert.query.byProject({ organisationId, projectId }).go({ pages: 'all' });
    const active = alerts.filter((a) => a.code === input.code && a.status === 'ACTIVE');
    if (!active.length) return undefined;
    const { candidate, assessor } = input.recipients;
    const planned: Planned[] = [];
    const template = async (templateId: string) => {
      const { data } = await db.notificationTemplate.get({ organisationId, templateId }).go();
      return data && !data.archived ? data : undefined;
    };
    for (const alert of active) {
      const email = alert.emailTemplateId ? await template(alert.emailTemplateId) : undefined;
      if (email) {
        for (const r of resolve(alert.emailAddress, { $candidateEmail: candidate, $assessorEmail: assessor }, 'email')) {
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
        for (const r of resolve(alert.mobileNo, { $candidateMobile: candidate, $assessorMobile: assessor }, 'mobile')) {
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

  /**
   * Claims the delivery (written SENDING); undefined when the same event already sent it or is sending it. A FAILED
   * one is claimed again for a retry. Records are written whole (put), so their list keys are always complete.
   */
  async function claim(input: SendAlertInput, p: Planned, deliveryId: string, subject: string | undefined): Promise<DeliveryRecord | undefined> {
    const now = clock.now().toISOString();
    const record: DeliveryRecord = {
      organisationId: input.organisationId,
      deliveryId,
      alertCode: input.code,
      channel: p.channel,
      recipient: p.recipient,
      personId: p.personId,
      projectId: input.projectId,
      personKey: p.personId ?? NO_KEY,
      projectKey: input.projectId ?? NO_KEY,
      refType: input.ref?.type,
      refId: input.ref?.id,
      templateId: p.template.templateId,
      subject,
      status: 'SENDING',
      attempts: 1,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await db.deliveryRecord.create(record).go();
      return record;
    } catch (e) {
      if (!isConditionFailure(e) || !input.idempotencyKey) throw e;
    }
    const { data: earlier } = await db.deliveryRecord.get({ organisationId: input.organisationId, deliveryId }).go({ consistent: true });
    if (earlier?.status !== 'FAILED') return undefined;
    const retry: DeliveryRecord = { ...record, createdAt: earlier.createdAt, attempts: earlier.attempts + 1 };
    try {
      await db.deliveryRecord
        .put(retry)
        .where((a, op) => `${op.eq(a.status, 'FAILED')} AND ${op.eq(a.attempts, earlier.attempts)}`)
        .go();
      return retry;
    } catch (e) {
      if (isConditionFailure(e)) return undefined;
      throw e;
    }
  }

  async function settle(record: DeliveryRecord, outcome: { status: 'SENT' | 'FAILED'; providerMessageId?: string; error?: string }) {
    await db.deliveryRecord.put({ ...record, ...outcome, updatedAt: clock.now().toISOString() }).go();
  }

  async function deliver(input: SendAlertInput, p: Planned): Promise<DeliveryOutcome> {
    const deliveryId = input.idempotencyKey
      ? `d-${hashToken(`${input.idempotencyKey}|${input.code}|${p.channel}|${p.recipient.toLowerCase()}`).slice(0, 40)}`
      : ids.next();
    const base = { deliveryId, channel: p.channel, recipient: p.recipient };
    let mail: ReturnType<typeof renderAlertEmail> | undefined;
    let text: string | undefined;
    try {
      if (p.channel === 'EMAIL') mail = renderAlertEmail(p.template, input.context);
      else text = renderAlertSms(p.template, input.context);
    } catch (e) {
      return failRecorded(input, p, base, describeError(e));
    }
    let record: DeliveryRecord | undefined;
    try {
      record = await claim(input, p, deliveryId, mail?.subject);
    } catch (e) {
      return { ...base, status: 'FAILED', error: describeError(e) };
    }
    if (!record) return { ...base, status: 'DUPLICATE' };
    let outcome: DeliveryOutcome;
    try {
      const { messageId } = mail ? await mailer.send({ to: [p.recipient], ...mail }) : await sms.send({ to: p.recipient, body: text ?? '' });
      outcome = { ...base, status: 'SENT', providerMessageId: messageId };
    } catch (e) {
      outcome = { ...base, status: 'FAILED', error: describeError(e) };
    }
    try {
      await settle(record, { status: outcome.status as 'SENT' | 'FAILED', providerMessageId: outcome.providerMessageId, error: outcome.error });
    } catch (e) {
      return { ...outcome, error: outcome.error ?? `recorded as sending: ${describeError(e)}` };
    }
    return outcome;
  }

  /** A message that could not be rendered: recorded as FAILED without a send. */
  async function failRecorded(input: SendAlertInput, p: Planned, base: Omit<DeliveryOutcome, 'status'>, error: string): Promise<DeliveryOutcome> {
    try {
      const record = await claim(input, p, base.deliveryId, undefined);
      if (record) await settle(record, { status: 'FAILED', error });
    } catch {
      // the answer below carries the failure when even the record cannot be written
    }
    return { ...base, status: 'FAILED', error };
  }

  return {
    async sendAlert(input: SendAlertInput): Promise<SendAlertResult> {
      let planned: Planned[] | undefined;
      try {
        planned = ALERTS[input.code].scope === 'Organisation' ? await planOrganisation(input) : await planProject(input);
      } catch (e) {
        return { deliveries: [], error: describeError(e) };
      }
      if (!planned) return { deliveries: [], skipped: 'no-project-alert' };
      if (!planned.length) return { deliveries: [], skipped: 'no-recipient' };
      const deliveries: DeliveryOutcome[] = [];
      for (const p of planned) deliveries.push(await deliver(input, p));
      return { deliveries };
    },
  };
}
export type AlertSender = ReturnType<typeof createAlertSender>;
