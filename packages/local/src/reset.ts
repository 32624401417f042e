import { existsSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { busyPorts, PORTS } from './ports.ts';

/** `npm run reset`: wipes `.local-data`, refusing while a local runtime still holds its ports. */
const dataDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../.local-data');
const taken = await busyPorts(Object.values(PORTS));
if (taken.length) {
  console.error(`A local runtime seems to be running (ports in use: ${taken.join(', ')}). Stop it (Ctrl-C) and run npm run reset again.`);
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist.`);
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Removed ${dataDir}. The next npm start creates fresh data and seeds it.`);
}
