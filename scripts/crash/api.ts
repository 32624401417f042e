import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDb, type Db } from '@scheduler/core/db';
import { LOCAL_PASSWORD, SEED_PEOPLE } from '@scheduler/local/seed/seed-data';
import { signInLocal } from '../lib/sign-in.ts';
import type { RuntimeInfo } from './runtime-process.ts';

export interface OutboxEntry {
  kind: string;
  at: string;
  to: string[];
  subject?: string;
}

/** What a scenario reaches of a running runtime: its gateway as the seeded organisation admin, its table, its outbox. */
export interface Runtime {
  info: RuntimeInfo;
  db: Db;
  org: string;
  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
  get<T>(path: string): Promise<T>;
  /** Every e-mail the local SES took (the gateway's /_outbox/messages.json), oldest first. */
  emails(): Promise<OutboxEntry[]>;
  close(): void;
}

/** Signs the seeded organisation admin in through the local Cognito and auth/login, as the bench does. */
export async function connect(info: RuntimeInfo): Promise<Runtime> {
  const admin = SEED_PEOPLE.find((p) => p.key === 'orgAdmin')!;
  const session = await signInLocal({
    baseUrl: info.url,
    cognitoEndpoint: info.cognito.endpoint,
    clientId: info.cognito.clientId,
    username: admin.username,
    password: LOCAL_PASSWORD,
  });
  const client = new DynamoDBClient({
    endpoint: info.dynamodb,
    region: 'ap-southeast-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const db = createDb({ client: DynamoDBDocumentClient.from(client), table: info.table });
  const answer = async <T>(path: string, r: Response): Promise<T> => {
    const text = await r.text();
    if (!r.ok) throw new Error(`${path} answered ${r.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = session.headers) =>
    answer<T>(path, await fetch(`${info.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
  const get = async <T>(path: string) => answer<T>(path, await fetch(`${info.url}${path}`, { headers: session.headers }));
  const me = await get<{ encryptedOrganisationId: string }>('/api/user/getCurrentUserProfile');
  return {
    info,
    db,
    org: me.encryptedOrganisationId,
    post,
    get,
    emails: async () => {
      const all = (await (await fetch(`${info.outboxUrl}/messages.json`)).json()) as OutboxEntry[];
      return all.filter((m) => m.kind === 'email').reverse();
    },
    close: () => client.destroy(),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every `everyMs` until it answers a value (not undefined) or `timeoutMs` passed (then undefined). */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 500): Promise<T | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) return undefined;
    await sleep(everyMs);
  }
}

/** How many times each key occurs. */
export function tally<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
