import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, readSource, sourceFiles } from './lib/source-imports.ts';

/**
 * DESIGN §2 and §3.12: the layers keep their direction. Core holds the domain (no AWS SDK, no process.env); production
 * functions never lean on the local runtime; a web feature stands alone (shared pieces live in web/src/shared); the
 * web reaches the server only through the contracts.
 */

const ROOT = resolve(import.meta.dirname, '..');
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const sources = (dir: string) => sourceFiles(ROOT, dir).map((file) => readSource(ROOT, file));
/** `file: import` for every import of `files` that `refused` picks out. */
const offending = (files: ReturnType<typeof sources>, refused: (imported: string, file: string) => boolean) =>
  files.flatMap(({ file, imports }) => imports.filter((i) => refused(i, file)).map((i) => `${file}: ${i}`));

const featureOf = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];

/** A read or write of a table entity (`db.<entity>.get(...)`, `deps.db.booking.query...`) or a transaction. */
const ENTITY_ACCESS = /\bdb\.(?:[a-zA-Z]+\.(?:get|query|put|create|update|patch|delete|remove|scan|find|match)\b|transaction\b|service\b|entities\b)/;
/** DESIGN §3.4: the files that may touch the entities: the stores, the transaction builders, the entity and table definitions. */
const isStoreFile = (file: string) => /(-store[^/]*|-writes|-entity)\.ts$|\/(db|table)\.ts$/.test(file);
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('layer guard', () => {
  it('reads every form of import a source can hold', () => {
    const text = [
      "import { a,\n  type B } from '../a.ts';",
      "import type { C } from '@scheduler/core/c';",
      "export * from './d.ts';",
      "import './e.css';",
      "const f = () => import('../f.tsx');",
      "/** import { g } from 'in-a-comment'; */",
      "// import { h } from 'commented';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['../a.ts', '@scheduler/core/c', './d.ts', './e.css', '../f.tsx']);
  });

  it('keeps core free of the AWS SDK, the adapters, the runtimes and process.env', () => {
    const core = sources('packages/core/src').filter((s) => !isTest(s.file));
    expect(core.length).toBeGreaterThan(50);
    expect(offending(core, (i) => /^(@aws-sdk\/|aws-sdk$|@scheduler\/(aws|functions|local)\b|packages\/(aws|local)\/|functions\/)/.test(i))).toEqual(
      [],
    );
    expect(core.filter((s) => /\bprocess\s*\.\s*env\b/.test(s.text.replace(/\/\*[\s\S]*?\*\//g, ''))).map((s) => s.file)).toEqual([]);
  });

  it('lets only the stores touch the table entities', () => {
    const core = sources('packages/core/src').filter((s) => !isTest(s.file) && !isStoreFile(s.file));
    expect(core.length).toBeGreaterThan(50);
    expect(core.filter((s) => ENTITY_ACCESS.test(withoutComments(s.text))).map((s) => s.file)).toEqual([]);
  });

  it('keeps the local runtime out of production functions', () => {
    const production = sources('functions').filter((s) => !isTest(s.file) && !s.file.startsWith('functions/testing/'));
    expect(production.length).toBeGreaterThan(50);
    expect(offending(production, (i) => /^(@scheduler\/local\b|packages\/local\/)/.test(i))).toEqual([]);
  });

  it('keeps each web feature to itself', () => {
    const web = sources('web/src');
    expect(web.filter((s) => featureOf(s.file)).length).toBeGreaterThan(20);
    expect(offending(web, (i, file) => featureOf(file) !== undefined && featureOf(i) !== undefined && featureOf(i) !== featureOf(file))).toEqual([]);
  });

  it("keeps every web form on its route's schema: no form of loose `Record<string, FieldValue>` values", () => {
    // DESIGN §3.11: a form's values are `z.input` of its route's body (useRouteForm / useRecordForm), so a renamed
    // contract field stops it compiling; a record of any string to any value would not.
    const web = sources('web/src');
    const LOOSE_VALUES = /Record<\s*string\s*,\s*FieldValue\s*>/;
    expect(web.filter((s) => LOOSE_VALUES.test(withoutComments(s.text))).map((s) => s.file)).toEqual([]);
    expect(offending(web, (i) => /\/ui\/form\/use-(field-form|record-page)(\.ts)?$/.test(i))).toEqual([]);
  });

  it('lets the web reach the server only through the contracts', () => {
    expect(offending(sources('web/src'), (i) => /^(@scheduler\/(?!contracts\b)|(\.\.\/)*(packages|functions|infra|events)\/)/.test(i))).toEqual([]);
  });
});
