import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { resizeTo } from './page-layout.ts';

/** axe-core's browser build, read once and evaluated in each page (evaluate is not subject to the page's CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const LAPTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The serious and critical violations axe finds (its default rules: WCAG 2.x A/AA and best practices) in the page now. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are read as painted: a dialog still fading in would show blended, lighter colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const describe = (v: Violation) =>
  `${v.impact} ${v.id}: ${v.help}\n${v.nodes
    .slice(0, 5)
    .map((n) => `      ${JSON.stringify(n.target)}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`)
    .join('\n')}`;

/** The page checked at each size (as shown now, then resized): one line per serious or critical violation. */
export async function accessibilityFailures(page: Page, what: string, sizes = [LAPTOP, PHONE]): Promise<string[]> {
  const failures: string[] = [];
  for (const size of sizes) {
    await resizeTo(page, size);
    for (const v of await axeViolations(page)) failures.push(`${what} at ${size.width}×${size.height}: ${describe(v)}`);
  }
  return failures;
}
