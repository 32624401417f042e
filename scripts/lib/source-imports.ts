import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.local-data', '.test-results', 'generated']);

/** The TypeScript files under `dir` (paths relative to `root`, with forward slashes), build output left out. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(abs, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(join(root, dir));
  return out.sort();
}

/** The source without comments (block comments, and line comments that start a line). */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Every module a source names: static imports and re-exports (type-only ones too), side-effect imports and `import()`. */
export function importsOf(text: string): string[] {
  const code = withoutComments(text);
  const found: string[] = [];
  for (const re of [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g]) {
    for (const m of code.matchAll(re)) found.push(m[1]);
  }
  return found;
}

/** A relative specifier as a path from the repository root; a package name as it is. */
export function resolveImport(fromFile: string, specifier: string): string {
  return specifier.startsWith('.') ? posix.normalize(posix.join(posix.dirname(fromFile), specifier)) : specifier;
}

/** The imports of a file under `root`, resolved, with the file's text for further checks. */
export function readSource(root: string, file: string): { file: string; text: string; imports: string[] } {
  const text = readFileSync(join(root, file), 'utf8');
  return { file, text, imports: importsOf(text).map((s) => resolveImport(file, s)) };
}
