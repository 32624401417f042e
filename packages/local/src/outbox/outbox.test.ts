import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOutboxPage } from './outbox-page.ts';
import { OutboxStore } from './outbox-store.ts';

const dirs: string[] = [];
const tempFile = () => {
  const d = mkdtempSync(join(tmpdir(), 'outbox-'));
  dirs.push(d);
  return join(d, 'outbox.json');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('outbox store', () => {
  it('lists newest first, finds the latest code per address and purpose, and survives a restart', () => {
    const file = tempFile();
    const a = new OutboxStore(file);
    a.add({ kind: 'code', to: ['x@example.com'], code: '111111', purpose: 'SignUp' });
    a.add({ kind: 'sms', to: ['+61400000000'], text: 'Reminder' });
    a.add({ kind: 'code', to: ['x@example.com'], code: '222222', purpose: 'Authentication' });
    expect(a.list().map((m) => m.kind)).toEqual(['code', 'sms', 'code']);
    expect(a.latestCode('x@example.com')).toBe('222222');
    expect(a.latestCode('x@example.com', 'SignUp')).toBe('111111');
    const b = new OutboxStore(file);
    expect(b.list()).toEqual(a.list());
    b.clear();
    expect(new OutboxStore(file).list()).toEqual([]);
  });
});

describe('outbox page', () => {
  it('shows e-mail HTML only inside a sandboxed frame, escapes text, highlights codes and refreshes itself', () => {
    const store = new OutboxStore();
    store.add({ kind: 'email', to: ['a@example.com'], subject: 'Invite <b>you</b>', html: '<p>Hello</p><script>alert(1)</script>' });
    store.add({ kind: 'code', to: ['a@example.com'], code: '987654', purpose: 'ForgotPassword' });
    const html = renderOutboxPage(store.list());
    expect(html).toContain('http-equiv="refresh"');
    expect(html).toContain('<mark class="code">987654</mark>');
    expect(html).toContain('Invite &lt;b&gt;you&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/<iframe class="mail" sandbox="" [^>]*srcdoc="&lt;p&gt;Hello&lt;\/p&gt;&lt;script&gt;/);
    expect(html.indexOf('987654')).toBeLessThan(html.indexOf('Invite'));
  });
});
