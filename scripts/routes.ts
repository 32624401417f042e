// `npm run routes`: how much of the spec's API is built — implemented / total, per area and overall.
import { AREAS } from '@scheduler/contracts/route';
import { ROUTES_BY_AREA } from '@scheduler/contracts/routes/index';
import { AREA_MODULES } from '../functions/registry.ts';

process.env.TABLE_NAME ??= 'routes-report';
let implemented = 0;
let total = 0;
const rows: string[] = [];
for (const area of AREAS) {
  const mod = await AREA_MODULES[area]();
  const routes = ROUTES_BY_AREA[area];
  const done = routes.filter((r) => mod.implemented.includes(r.operation));
  implemented += done.length;
  total += routes.length;
  rows.push(`${area.padEnd(16)} ${String(done.length).padStart(3)} / ${String(routes.length).padEnd(3)} ${done.map((r) => r.operation).join(', ')}`);
}
console.log(rows.join('\n'));
console.log(`\nimplemented ${implemented} / ${total}`);
