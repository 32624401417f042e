import type { OutboxMessage } from './outbox-store.ts';

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

/** The readable outbox page (newest first, refreshes itself every 5 seconds). Messages must already be newest first. */
export function renderOutboxPage(messages: readonly OutboxMessage[]): string {
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
</style></head>
<body><h1>Local outbox</h1>
<p>E-mails, text messages and codes sent by the local runtime, newest first. <a href="/_outbox/messages.json">messages.json</a></p>
${messages.length ? messages.map(row).join('\n') : '<p>Nothing sent yet.</p>'}
</body></html>`;
}
