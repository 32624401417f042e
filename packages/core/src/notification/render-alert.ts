import { DATA_TAGS, LABEL_TAGS, TAG_PATTERN, type DataTag, type LabelTag, type TagCode } from '@scheduler/contracts/alerts';
import { labelText, type LabelSet } from '@scheduler/contracts/labels';
import { escapeHtml, type MailContent } from '../messages/mail-layout.ts';
import { SERVER_TIME_ZONE } from '../time/time-zones.ts';
import { formatDisplayDate, formatDisplayDateTime, formatDisplayTime, formatInvitationExpiry } from '../time/time-formats.ts';

/**
 * The one renderer of notification templates (DESIGN §14): fills the tags of the alert catalogue
 * (contracts/alerts.ts) from a typed context, with the organisation's label words and the meeting's time zone
 * (through the one time module), for e-mail (subject, HTML with every value escaped, plain text) and SMS.
 */

/** An instant as a Date or an ISO string. */
type Instant = Date | string;

/** What an alert is about; each part fills its tags, a missing part leaves its tags empty. */
export interface AlertContext {
  organisation: { name: string; labels: LabelSet };
  project?: { name: string };
  candidate?: { firstName: string; lastName: string; email?: string; mobile?: string };
  assessor?: { name: string; email?: string; mobile?: string };
  /** Times are shown in `timeZone`, the meeting's IANA zone. No `location` means a remote meeting. */
  meeting?: { start: Instant; end?: Instant; timeZone: string; location?: string; joinLink?: string };
  bookingLink?: string;
  cancelReason?: string;
  /** Expiry shown in the server zone, as the sign-up page judges it. */
  invitation?: { link: string; expiresOn: Instant; inviterName?: string; role?: string };
  /** Shown as a date in the server zone. */
  purgeDate?: Instant;
  /** A seat held from the waitlist: the link that confirms it, and when it is released (in the meeting's zone). */
  hold?: { link: string; expiresAt: Instant };
  /** The meeting a rescheduled booking moved from. */
  previousMeeting?: { start: Instant; timeZone: string };
  /** A meeting's confirmed bookings against its minimum (go/no-go), and the link to it. */
  fill?: { confirmed: number; minimum: number; meetingLink: string };
}

const toDate = (i: Instant): Date => (typeof i === 'string' ? new Date(i) : i);

/** The text of every data tag the context can fill. */
function dataValues(ctx: AlertContext): Partial<Record<DataTag, string>> {
  const m = ctx.meeting;
  const c = ctx.candidate;
  const a = ctx.assessor;
  return {
    $organisationName: ctx.organisation.name,
    $projectName: ctx.project?.name,
    $candidateFirstName: c?.firstName,
    $candidateLastName: c?.lastName,
    $candidateEmail: c?.email,
    $candidateMobile: c?.mobile,
    $assessorName: a?.name,
    $assessorEmail: a?.email,
    $assessorMobile: a?.mobile,
    $meetingDate: m ? formatDisplayDate(toDate(m.start), m.timeZone) : undefined,
    $meetingStart: m ? formatDisplayDateTime(toDate(m.start), m.timeZone, { zoneCode: true }) : undefined,
    $meetingEnd: m?.end ? formatDisplayTime(toDate(m.end), m.timeZone, { zoneCode: true }) : undefined,
    $meetingLocation: m ? m.location?.trim() || labelText(ctx.organisation.labels, 'REMOTE') : undefined,
    $joinLink: m?.joinLink,
    $bookingLink: ctx.bookingLink,
    $cancelReason: ctx.cancelReason,
    $invitationLink: ctx.invitation?.link,
    $invitationExpiry: ctx.invitation ? `${formatInvitationExpiry(toDate(ctx.invitation.expiresOn))} (${SERVER_TIME_ZONE} time)` : undefined,
    $inviterName: ctx.invitation?.inviterName,
    $invitedRole: ctx.invitation?.role,
    $purgeDate: ctx.purgeDate ? formatDisplayDate(toDate(ctx.purgeDate), SERVER_TIME_ZONE) : undefined,
    $holdLink: ctx.hold?.link,
    $holdExpiry: ctx.hold && m ? formatDisplayDateTime(toDate(ctx.hold.expiresAt), m.timeZone, { zoneCode: true }) : undefined,
    $previousMeetingStart: ctx.previousMeeting
      ? formatDisplayDateTime(toDate(ctx.previousMeeting.start), ctx.previousMeeting.timeZone, { zoneCode: true })
      : undefined,
    $confirmedCount: ctx.fill ? String(ctx.fill.confirmed) : undefined,
    $candidateMin: ctx.fill ? String(ctx.fill.minimum) : undefined,
    $meetingLink: ctx.fill?.meetingLink,
  };
}

/** The value of every tag for this context: data tags (empty when the context lacks them) and every label word. */
export function tagValues(ctx: AlertContext): Record<TagCode, string> {
  const data = dataValues(ctx);
  const values = {} as Record<TagCode, string>;
  for (const tag of Object.keys(DATA_TAGS) as DataTag[]) values[tag] = data[tag] ?? '';
  for (const [tag, { label }] of Object.entries(LABEL_TAGS) as [LabelTag, (typeof LABEL_TAGS)[LabelTag]][]) {
    values[tag] = labelText(ctx.organisation.labels, label);
  }
  return values;
}

/** Tags whose value is a link: an e-mail shows them as one. */
const LINK_TAGS: ReadonlySet<string> = new Set<DataTag>(['$joinLink', '$bookingLink', '$invitationLink', '$holdLink', '$meetingLink']);
const isWebLink = (v: string) => /^https?:\/\/\S+$/i.test(v);

/**
 * The template's lines without those that would say nothing for this context: a line holding at least one catalogue
 * tag, every one of which renders empty (blank), is dropped with its line break, whatever else it holds ('Join:
 * $joinLink' for an onsite meeting, '$cancelReason' with no reason). A line with no tag, or with one tag that renders,
 * stays. A blank line the drop would leave next to another blank line (or at the start or end) goes with it, so
 * paragraphs stay single-spaced. A text with nothing to drop is returned as written.
 */
export function withoutEmptyTagLines(text: string, values: Readonly<Record<TagCode, string>>): string {
  const lines = text.split(/\r\n|\r|\n/);
  const silent = (line: string) => {
    const tags = (line.match(TAG_PATTERN) ?? []).filter((t) => t in values);
    return tags.length > 0 && tags.every((t) => values[t as TagCode].trim() === '');
  };
  if (!lines.some(silent)) return text;
  const kept: string[] = [];
  let afterDrop = false;
  for (const line of lines) {
    if (silent(line)) {
      afterDrop = true;
      continue;
    }
    const blank = line.trim() === '';
    if (blank && afterDrop && (kept.length === 0 || kept[kept.length - 1]!.trim() === '')) continue;
    if (!blank) afterDrop = false;
    kept.push(line);
  }
  while (afterDrop && kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
  return kept.join('\n');
}

/** Fills the tags of `text`; a word that is not a catalogue tag stays as written. */
export function fillTags(text: string, values: Readonly<Record<TagCode, string>>): string {
  return text.replace(TAG_PATTERN, (tag) => (tag in values ? values[tag as TagCode] : tag));
}

/** `text` as HTML: literal text and tag values escaped, link tags as links, blank lines as paragraphs, line breaks kept. */
function fillTagsHtml(text: string, values: Readonly<Record<TagCode, string>>): string {
  const NEWLINE = '\n';
  let html = '';
  let last = 0;
  for (const match of text.matchAll(TAG_PATTERN)) {
    const tag = match[0];
    html += escapeHtml(text.slice(last, match.index));
    last = match.index + tag.length;
    if (!(tag in values)) {
      html += escapeHtml(tag);
      continue;
    }
    const value = values[tag as TagCode];
    html += LINK_TAGS.has(tag) && isWebLink(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  }
  html += escapeHtml(text.slice(last));
  return html
    .replace(/\r\n?/g, NEWLINE)
    .split(/\n\s*\n/)
    .map((p) => `<p style="margin:0 0 16px">${p.trim().split(NEWLINE).join('<br>')}</p>`)
    .join('');
}

/** A template's words for one message: the subject is used for e-mail only. */
export interface TemplateText {
  subject?: string;
  body: string;
}

/**
 * An e-mail from a template: subject and plain text filled, the HTML part escaped; the body's lines whose tags all
 * render empty are left out of both parts (withoutEmptyTagLines).
 */
export function renderAlertEmail(template: TemplateText, ctx: AlertContext): MailContent {
  const values = tagValues(ctx);
  const body = withoutEmptyTagLines(template.body, values);
  const subject = fillTags(template.subject ?? '', values)
    .replace(/\s+/g, ' ')
    .trim();
  const html = [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head>',
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a202c">',
    fillTagsHtml(body, values),
    '</body></html>',
  ].join('');
  return { subject, html, text: fillTags(body, values) };
}

/** An SMS from a template's body (its lines whose tags all render empty left out, as in an e-mail). */
export function renderAlertSms(template: Pick<TemplateText, 'body'>, ctx: AlertContext): string {
  const values = tagValues(ctx);
  return fillTags(withoutEmptyTagLines(template.body, values), values);
}
