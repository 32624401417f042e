import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { isPublicAddress, vetWebhookAddress, WEBHOOK_ADDRESS_MESSAGES, webhookUrlOf } from './webhook-address.ts';

const deployed = { allowLoopback: false };
const local = { allowLoopback: true };
const resolving = (answers: Record<string, string[]>) => ({
  resolve: async (host: string) => {
    const found = answers[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  },
});
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(DomainError);
  expect((e as DomainError).httpStatus).toBe(422);
  return (e as DomainError).message;
};

describe('webhook addresses', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    'not an address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('takes https only deployed; http://127.0.0.1:<port> only with the local setting', async () => {
    expect(webhookUrlOf('https://hooks.example.com/x', deployed).hostname).toBe('hooks.example.com');
    expect(await refusal(vetWebhookAddress('http://hooks.example.com/x', deployed, resolving({})))).toBe(WEBHOOK_ADDRESS_MESSAGES.https);
    expect(await refusal(vetWebhookAddress('http://127.0.0.1:3000/_webhooks/receiver', deployed, resolving({})))).toBe(
      WEBHOOK_ADDRESS_MESSAGES.https,
    );
    expect(await vetWebhookAddress('http://127.0.0.1:3000/_webhooks/receiver', local, resolving({}))).toMatchObject({ address: '127.0.0.1' });
    expect(await refusal(vetWebhookAddress('http://10.0.0.1:3000/x', local, resolving({})))).toBe(WEBHOOK_ADDRESS_MESSAGES.https);
    expect(await refusal(vetWebhookAddress('https://u:p@hooks.example.com/x', deployed, resolving({})))).toBe(WEBHOOK_ADDRESS_MESSAGES.credentials);
  });

  it('refuses a name when any of its answers is private, and answers the checked address to send to', async () => {
    const dns = resolving({ 'ok.example.com': ['93.184.215.14', '2606:4700:4700::1111'], 'mixed.example.com': ['93.184.215.14', '10.0.0.7'] });
    expect(await vetWebhookAddress('https://ok.example.com/hook', deployed, dns)).toMatchObject({ address: '93.184.215.14' });
    expect(await refusal(vetWebhookAddress('https://mixed.example.com/hook', deployed, dns))).toBe(WEBHOOK_ADDRESS_MESSAGES.private);
    expect(await refusal(vetWebhookAddress('https://nowhere.example.com/hook', deployed, dns))).toBe(WEBHOOK_ADDRESS_MESSAGES.unresolved);
    expect(await refusal(vetWebhookAddress('https://[fd00::1]/hook', local, resolving({ 'fd00::1': ['fd00::1'] })))).toBe(
      WEBHOOK_ADDRESS_MESSAGES.private,
    );
  });
});
