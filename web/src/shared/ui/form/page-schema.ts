import * as z from 'zod';
import { requiredWhenEmpty } from './use-route-form.ts';

export interface PageRules<V, S extends z.ZodType> {
  /** The route's body for the page's values (the parts the person chose, screen-only fields left out). */
  toBody(values: V): z.input<S>;
  /** What only the screen decides (a field a choice makes required, the organisation's mobile pattern): field → message. */
  rules?(values: V): Record<string, string | undefined>;
  /** The field of the values that shows a message of the body's top-level `key` (default: the same id). */
  fieldOf?(key: string, values: V): string;
}

/**
 * A form schema for a page whose values are not the route's body as they are (DESIGN §3.11): the values become the
 * body (`toBody`), which the route's own schema checks; the page's `rules` add only what the screen decides. Every
 * message shows at once, the page's first where a field has both (a refinement on the route's schema would wait for
 * its fields to pass). What the form gives out is the schema's output: the route's body.
 *
 * @example
 * useRouteForm('resource.save', pageSchema(resourceSave, { toBody: (v) => newResourceBody(v), rules: chosenRequired }), { defaultValues })
 */
export function pageSchema<V extends Record<string, unknown>, S extends z.ZodType>(schema: S, page: PageRules<V, S>) {
  return z
    .custom<V>((v) => typeof v === 'object' && v !== null)
    .transform((values, ctx): z.output<S> => {
      const messages = new Map<string, string>();
      for (const [field, message] of Object.entries(page.rules?.(values) ?? {})) if (message) messages.set(field, message);
      const parsed = schema.safeParse(page.toBody(values), { error: requiredWhenEmpty });
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        const field = page.fieldOf?.(key, values) ?? key;
        if (!messages.has(field)) messages.set(field, issue.message);
      }
      for (const [field, message] of messages) ctx.addIssue({ code: 'custom', path: [field], message });
      return parsed.success && messages.size === 0 ? parsed.data : z.NEVER;
    });
}
