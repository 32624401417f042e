import type { RuntimeConfig } from '@scheduler/contracts/runtime-config';

let current: RuntimeConfig | undefined;

const REQUIRED = ['stage', 'region', 'userPoolId', 'userPoolClientId', 'apiBase', 'wsUrl'] as const;
const FLOWS = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'];

/** Checks `config.json` against the contract's RuntimeConfig shape (kept free of zod to keep it off the first load). */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const o = (raw ?? {}) as Record<string, unknown>;
  const bad = REQUIRED.filter((k) => typeof o[k] !== 'string');
  if (!FLOWS.includes(String(o.authFlowType))) bad.push('authFlowType' as never);
  for (const k of ['userPoolEndpoint', 'outboxUrl'] as const) if (o[k] !== undefined && typeof o[k] !== 'string') bad.push(k as never);
  if (bad.length) throw new Error(`config.json is missing or has invalid: ${bad.join(', ')}`);
  return o as unknown as RuntimeConfig;
}

/** Reads `/config.json` (written by the deploy or by `npm start`), so one build serves every environment. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<{ config: RuntimeConfig; raw: Record<string, unknown> }> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const raw = (await res.json()) as Record<string, unknown>;
  current = parseRuntimeConfig(raw);
  return { config: current, raw };
}

export function setRuntimeConfig(c: RuntimeConfig): void {
  current = c;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded');
  return current;
}
