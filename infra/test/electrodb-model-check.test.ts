import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDb } from '@scheduler/core/db';
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lambdaBuildOptions } from '../../scripts/lib/bundle-sizes.ts';
import { BUNDLE_ALIASES, REPO_ROOT } from '../lib/entries.ts';

/**
 * Lambda bundles replace jsonschema, on which electrodb checks its models, by electrodb-model-check.ts (entries.ts
 * BUNDLE_ALIASES). Every model of the table passes the real check here, and the bundled check agrees with it on each
 * model, on each Entity instance (which a Service must tell from a model) and on broken models.
 */

type TestModel = (model: unknown) => [boolean, string];
/** electrodb's model check as electrodb ships it, on the real jsonschema. */
const realTestModel = (createRequire(import.meta.url)('electrodb/src/validations.js') as { testModel: TestModel }).testModel;

// Inside the repository, so that a bundle finds the AWS SDK (external, as the Lambda runtime provides it) there.
mkdirSync(join(REPO_ROOT, 'node_modules/.cache'), { recursive: true });
const out = mkdtempSync(join(REPO_ROOT, 'node_modules/.cache/electrodb-model-check-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** electrodb's model check as a bundle carries it: validations.js built with the bundles' aliases. */
async function bundledTestModel(): Promise<TestModel> {
  writeFileSync(join(out, 'validations.ts'), "export { testModel } from 'electrodb/src/validations.js';\n");
  await build({
    ...lambdaBuildOptions(REPO_ROOT, 'index.ts'),
    entryPoints: [join(out, 'validations.ts')],
    write: true,
    outfile: join(out, 'validations.mjs'),
  });
  return ((await import(join(out, 'validations.mjs'))) as { testModel: TestModel }).testModel;
}

const db = createDb({ client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'ap-southeast-2' })), table: 'scheduler' });
const { service, ...tableEntities } = db;
const entities = Object.entries(tableEntities);
/** The model an entity was built from, as electrodb keeps it. */
const modelOf = (entity: object) => (entity as { model: { original: unknown } }).model.original;

const GOOD = {
  model: { entity: 'probe', version: '1', service: 'scheduler' },
  attributes: { id: { type: 'string' } },
  indexes: { primary: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
};
const BROKEN: Record<string, unknown> = {
  'no indexes': { model: GOOD.model, attributes: GOOD.attributes },
  'no attributes': { model: GOOD.model, indexes: GOOD.indexes },
  'no service': { ...GOOD, model: { entity: 'probe', version: '1' } },
  'an entity name that is no string': { ...GOOD, model: { ...GOOD.model, entity: 7 } },
  'attributes as a list': { ...GOOD, attributes: [] },
  nothing: {},
};

describe("electrodb's model check in a bundle", () => {
  it('the real check passes every model of the table', () => {
    expect(entities.length).toBeGreaterThan(40);
    expect(entities.filter(([, e]) => !realTestModel(modelOf(e))[0]).map(([name]) => name)).toEqual([]);
  });

  it("the bundle's check agrees with it on every model, every Entity instance and broken models", async () => {
    const bundled = await bundledTestModel();
    const cases: [string, unknown][] = [
      ...entities.flatMap(([name, e]): [string, unknown][] => [
        [`${name} model`, modelOf(e)],
        [`${name} instance`, e],
      ]),
      ['the service', service],
      ...Object.entries(BROKEN),
    ];
    const verdicts = (check: TestModel) => Object.fromEntries(cases.map(([name, model]) => [name, check(model)[0]]));
    expect(verdicts(bundled)).toEqual(verdicts(realTestModel));
    expect(Object.entries(verdicts(bundled)).filter(([, ok]) => ok).length).toBe(entities.length);
    expect(bundled(BROKEN['no indexes'])[1]).toContain('requires property "indexes"');
  });

  it('a bundle carries no jsonschema, builds every entity and the service, and writes a transaction through them', async () => {
    writeFileSync(
      join(out, 'probe.ts'),
      `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDb } from '@scheduler/core/db';
const db = createDb({ client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'ap-southeast-2' })), table: 'scheduler' });
const key = { organisationId: 'o', bookingId: 'b' };
const write = await db.service.transaction
  .write(({ booking, listCounter }) => [
    booking.patch(key).set({ status: 'CANCELLED' }).commit(),
    listCounter.update({ organisationId: 'o', list: 'booking#CANCELLED' }).add({ count: 1 }).commit(),
  ])
  .params();
console.log(JSON.stringify({ entities: Object.keys(db).length - 1, items: write.TransactItems.map((i) => Object.keys(i)[0]) }));
`,
    );
    const built = await build({
      ...lambdaBuildOptions(REPO_ROOT, 'index.ts'),
      entryPoints: [join(out, 'probe.ts')],
      write: true,
      outfile: join(out, 'probe.mjs'),
    });
    const bundled = Object.keys(built.metafile.inputs);
    expect(Object.keys(BUNDLE_ALIASES).flatMap((name) => bundled.filter((input) => input.includes(`node_modules/${name}/`)))).toEqual([]);
    const answer = JSON.parse(execFileSync(process.execPath, [join(out, 'probe.mjs')], { cwd: out, encoding: 'utf8' }));
    expect(answer).toEqual({ entities: entities.length, items: ['Update', 'Update'] });
  });
});
