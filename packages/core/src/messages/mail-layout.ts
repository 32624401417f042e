/** One e-mail as the Mailer port sends it, without the recipients. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** The parts an e-mail is made of; every text is plain and escaped for the HTML part. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; href: string; label: string }
  | { kind: 'code'; text: string }
  | { kind: 'note'; text: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(block.label)}</a></p>`;
    case 'code':
      return `<p style="margin:24px 0;font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:12px;color:#4a5568">${escapeHtml(block.text)}</p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'button':
      return `${block.label}: ${block.href}`;
    default:
      return block.text;
  }
}

/** The product's e-mail: a heading and blocks, as HTML and as plain text with the same words. */
export function renderMail(subject: string, heading: string, blocks: readonly MailBlock[]): MailContent {
  const html = [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head>',
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a202c">',
    `<h1 style="font-size:20px;margin:0 0 20px">${escapeHtml(heading)}</h1>`,
    ...blocks.map(blockHtml),
    '<p style="margin:32px 0 0;font-size:12px;color:#718096">The Scheduler</p>',
    '</body></html>',
  ].join('');
  const text = [heading, '', ...blocks.flatMap((b) => [blockText(b), '']), 'The Scheduler'].join('\n');
  return { subject, html, text };
}
