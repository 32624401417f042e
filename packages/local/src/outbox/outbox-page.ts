import type { DeliveryView } from '../webhooks/webhook-receiver-store.ts';
import type { ReceivedWebhook } from '../webhooks/webhook-receiver.ts';
import type { OutboxMessage } from './outbox-store.ts';

/** The outbox page's Webhooks section: the delivery records, and what the built-in receiver got. */
export interface WebhookSection {
  deliveries: readonly DeliveryView[];
  received: readonly ReceivedWebhook[];
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const KIND_LABEL: Record<OutboxMessage['kind'], string> = { email: 'E-mail', sms: 'SMS', code: 'Code' };

function title(m: OutboxMessage): string {
  if (m.subject) return m.subject;
  if (m.kind === 'code') return `${m.purpose ?? 'Verification'} code (${(m.medium ?? 'EMAIL').toLowerCase()})`;
  return m.kind === 'sms' ? 'Text message' : '(no subject)';
}

function body(m: OutboxMessage): string {
  const parts: string[] = [];
  if (m.code) parts.push(`<p class="code-line">Code: <mark class="code">${escapeHtml(m.code)}</mark></p>`);
  if (m.html) {
    // The e-mail is shown in a sandboxed frame (empty sandbox: no scripts, no forms, no same-origin access).
    parts.push(
      `<iframe class="mail" sandbox="" referrerpolicy="no-referrer" srcdoc="${escapeHtml(m.html)}" title="${escapeHtml(title(m))}"></iframe>`,
    );
  } else if (m.text) {
    parts.push(`<pre class="text">${escapeHtml(m.text)}</pre>`);
  }
  for (const a of m.attachments ?? []) {
    const name = a.filename || 'attachment';
    parts.push(
      `<p class="attachment"><a download="${escapeHtml(name)}" href="data:${escapeHtml(a.contentType.split(';')[0] ?? 'application/octet-stream')};base64,${escapeHtml(a.content)}">${escapeHtml(name)}</a></p>`,
    );
  }
  return parts.join('\n');
}

function row(m: OutboxMessage): string {
  const time = new Date(m.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
  return `<article class="msg ${m.kind}" data-id="${escapeHtml(m.id)}">
<header><span class="kind">${KIND_LABEL[m.kind]}</span> <strong class="subject">${escapeHtml(title(m))}</strong>
<div class="meta">To: ${escapeHtml(m.to.join(', '))}${m.from ? ` · From: ${escapeHtml(m.from)}` : ''} · <time datetime="${escapeHtml(m.at)}">${escapeHtml(time)}</time></div></header>
${body(m)}
</article>`;
}

const cell = (v: string | number | undefined) => `<td>${v === undefined ? '' : escapeHtml(String(v))}</td>`;

function deliveryRow(d: DeliveryView): string {
  return `<tr class="delivery ${escapeHtml(d.status.toLowerCase())}" data-id="${escapeHtml(d.encryptedId)}">${cell(d.createdOn)}${cell(d.event)}${cell(d.url)}${cell(d.status)}${cell(d.attempts)}${cell(d.responseCode)}${cell(d.lastError)}${cell(d.nextAttemptOn)}<td><code>${escapeHtml(d.webhookId)}</code></td></tr>`;
}

function receivedRow(r: ReceivedWebhook): string {
  return `<tr class="received ${r.verified ? 'verified' : 'unverified'}">${cell(r.at)}${cell(r.type)}${cell(r.path)}<td><code>${escapeHtml(r.webhookId ?? '')}</code></td><td class="verified-cell">${r.verified ? (r.repeat ? 'yes (a repeat of this webhook-id: not processed again)' : 'yes') : `no${r.verifyError ? ` (${escapeHtml(r.verifyError)})` : ''}`}</td>${cell(r.answered)}<td><details><summary>body</summary><pre class="text">${escapeHtml(r.body)}</pre></details></td></tr>`;
}

function webhookSection(w: WebhookSection): string {
  return `<section id="webhooks"><h2>Webhooks</h2>
<p>Delivery records (newest first) and what the built-in receiver (<code>POST /_webhooks/receiver</code>; add <code>?fail=500</code> to an address to make it fail) got, verified with the subscription's secret. <a href="/_outbox/webhooks.json">webhooks.json</a></p>
<h3>Delivery records (${w.deliveries.length})</h3>
${
  w.deliveries.length
    ? `<table><thead><tr><th>Created</th><th>Event</th><th>Address</th><th>Status</th><th>Attempts</th><th>Response</th><th>Last error</th><th>Next attempt</th><th>webhook-id</th></tr></thead><tbody>${w.deliveries.map(deliveryRow).join('')}</tbody></table>`
    : '<p>No webhook deliveries yet.</p>'
}
<h3>Received by the built-in receiver (${w.received.length})</h3>
${
  w.received.length
    ? `<table><thead><tr><th>At</th><th>Event</th><th>Path</th><th>webhook-id</th><th>Verified</th><th>Answered</th><th>Body</th></tr></thead><tbody>${w.received.map(receivedRow).join('')}</tbody></table>`
    : '<p>Nothing received yet.</p>'
}
</section>`;
}

/**
 * The readable outbox page (newest first, refreshes itself every 5 seconds), with the Webhooks section when the
 * runtime has one. Messages must already be newest first.
 */
export function renderOutboxPage(messages: readonly OutboxMessage[], webhooks?: WebhookSection): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; frame-src 'self' about:; img-src data: http: https:">
<title>Local outbox (${messages.length})</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;background:#f6f7f9;color:#1a202c}
.msg{background:#fff;border:1px solid #d9dee5;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
.kind{font-size:.75rem;text-transform:uppercase;background:#e2e8f0;border-radius:3px;padding:.1rem .4rem}
.meta{color:#4a5568;font-size:.85rem;margin-top:.25rem}
.code{font:700 1.4rem monospace;background:#fefcbf;padding:.1rem .5rem;letter-spacing:.15rem}
iframe.mail{width:100%;height:24rem;border:1px solid #e2e8f0;background:#fff}
pre.text{white-space:pre-wrap}
table{border-collapse:collapse;background:#fff;font-size:.85rem;margin:0 0 1rem}
th,td{border:1px solid #d9dee5;padding:.25rem .5rem;text-align:left;vertical-align:top}
</style></head>
<body><h1>Local outbox</h1>
<p>E-mails, text messages and codes sent by the local runtime, newest first. <a href="/_outbox/messages.json">messages.json</a></p>
${messages.length ? messages.map(row).join('\n') : '<p>Nothing sent yet.</p>'}
${webhooks ? webhookSection(webhooks) : ''}
</body></html>`;
}
