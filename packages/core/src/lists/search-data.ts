import type { z } from 'zod';
import { MSG } from '@scheduler/contracts/messages';
import { errors } from '../errors.ts';

/** A list call's searchData (a JSON text) parsed with its schema; bad JSON or a bad field is the validation failure of doc 2 §8. */
export function parseSearchData<S extends z.ZodType>(schema: S, text: string | undefined): z.output<S> {
  let raw: unknown = {};
  if (text?.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw errors.validation(MSG.validationFailed, { searchData: 'searchData is not valid JSON' });
    }
  }
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw errors.validation(MSG.validationFailed, { [`searchData.${issue.path.join('.')}`]: issue.message });
  }
  return parsed.data;
}
