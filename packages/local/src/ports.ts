import { createConnection } from 'node:net';

/** Fixed local ports (LOCAL-RUNTIME.md). Cognito must stay on 9229: its issuer and discovery document name it. */
export const PORTS = {
  gateway: 3000,
  dynamodb: 8000,
  cognito: 9229,
  s3: 4569,
  ses: 8005,
  sns: 4575,
  scheduler: 4580,
  eventbridge: 4590,
} as const;

/** True when something accepts connections on 127.0.0.1:port. */
export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The ports of `ports` that are taken. */
export async function busyPorts(ports: readonly number[]): Promise<number[]> {
  const used = await Promise.all(ports.map((p) => portInUse(p)));
  return ports.filter((_, i) => used[i]);
}
