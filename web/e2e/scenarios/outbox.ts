import type { Page } from 'playwright-core';

/** An e-mail, SMS or code of the local outbox (`/_outbox/messages.json`). */
export interface Mail {
  kind: string;
  to: string[];
  subject?: string;
  text?: string;
  at: string;
  /** Content in base64 (the local outbox keeps e-mail attachments). */
  attachments?: { filename?: string; contentType: string; content: string }[];
}

export async function outbox(baseUrl: string): Promise<Mail[]> {
  return (await (await fetch(`${baseUrl}/_outbox/messages.json`)).json()) as Mail[];
}

const toPerson = (to: string) => (m: Mail) => m.to.some((t) => t.toLowerCase() === to.toLowerCase());

/** The e-mails to `to` since `since` that `pick` accepts, oldest first, once there are `count` of them (waiting up to `ms`). */
export async function mailsTo(baseUrl: string, to: string, since: number, pick: (m: Mail) => boolean, count = 1, ms = 30_000): Promise<Mail[]> {
  for (let waited = 0; waited <= ms; waited += 250) {
    const hits = (await outbox(baseUrl))
      .filter((m) => m.kind === 'email' && toPerson(to)(m) && Date.parse(m.at) >= since && pick(m))
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    if (hits.length >= count) return hits;
    await new Promise((r) => setTimeout(r, 250));
  }
  const seen = (await outbox(baseUrl)).filter(toPerson(to)).map((m) => `${m.at} ${m.subject}`);
  throw new Error(`${count} e-mail(s) to ${to} did not arrive in the outbox within ${ms / 1000} s; it holds: ${JSON.stringify(seen)}`);
}

/** The first e-mail to `to` since `since` that `pick` accepts, waiting up to `ms` for the sender to send it. */
export async function mailTo(baseUrl: string, to: string, since: number, pick: (m: Mail) => boolean, ms = 30_000): Promise<Mail> {
  return (await mailsTo(baseUrl, to, since, pick, 1, ms))[0]!;
}

/** The sign-up link of an invitation e-mail. */
export const INVITATION_LINK = /(https?:\/\/\S+\/signup\?invitation=[\w-]+)/;

/** What `pattern` captures first in the first e-mail to `to` since `since` whose text it matches, waiting up to `ms`. */
export async function mailCapture(baseUrl: string, to: string, since: number, pattern: RegExp, ms = 30_000): Promise<string> {
  const captured = (m: Mail) => pattern.exec(m.text ?? '')?.[1];
  return captured(await mailTo(baseUrl, to, since, (m) => captured(m) !== undefined, ms))!;
}

/** Clicks the named button of the message dialog holding `text`, then waits for it to close. */
export async function answerDialog(page: Page, text: string | RegExp, button = 'OK') {
  const dialog = page.locator('[role=dialog],[role=alertdialog]').filter({ hasText: text });
  await dialog.waitFor({ timeout: 20_000 });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
