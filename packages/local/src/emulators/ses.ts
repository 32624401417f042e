import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { Email } from 'aws-ses-v2-local/dist/store.js';
import type { OutboxStore } from '../outbox/outbox-store.ts';
import { close } from './listen.ts';

export const SES_PORT = 8005;

export interface SesLocal {
  endpoint: string;
  stop(): Promise<void>;
}

type StoreModule = { saveEmail: (email: Email) => void };
const require = createRequire(import.meta.url);
/** Loaded with require: its CommonJS `exports.default` does not survive every ESM interop. */
const sesServer = (require('aws-ses-v2-local') as { default: (c: { host: string; port: number }) => Promise<Server> }).default;
let tapped: { outbox: OutboxStore | undefined } | undefined;

/**
 * Every mail aws-ses-v2-local accepts also goes to the outbox: its SES handlers call the store module's
 * `saveEmail` through the CommonJS exports object, which is where we listen.
 */
function tapStore(): { outbox: OutboxStore | undefined } {
  if (tapped) return tapped;
  const store = require('aws-ses-v2-local/dist/store.js') as StoreModule;
  const original = store.saveEmail;
  const tap: { outbox: OutboxStore | undefined } = { outbox: undefined };
  store.saveEmail = (email) => {
    original(email);
    tap.outbox?.add({
      kind: 'email',
      from: email.from,
      to: [...email.destination.to, ...email.destination.cc, ...email.destination.bcc],
      subject: email.subject,
      html: email.body.html,
      text: email.body.text,
      ...(email.attachments?.length
        ? { attachments: email.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
        : {}),
    });
  };
  tapped = tap;
  return tap;
}

/** aws-ses-v2-local on 127.0.0.1:8005 (its own viewer at `/`); mails land in the outbox. */
export async function startSesLocal(opts: { outbox: OutboxStore; port?: number }): Promise<SesLocal> {
  const port = opts.port ?? SES_PORT;
  tapStore().outbox = opts.outbox;
  const server: Server = await sesServer({ host: '127.0.0.1', port });
  // v1 SendTemplatedEmail can hang in this emulator: do not keep such requests forever.
  server.requestTimeout = 15_000;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await close(server);
      if (tapped) tapped.outbox = undefined;
    },
  };
}
