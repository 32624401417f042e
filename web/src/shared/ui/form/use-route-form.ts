import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@scheduler/contracts/messages';
import type { RouteBody } from '@scheduler/contracts/route';
import type { RouteId, RouteTable } from '@scheduler/contracts/routes/index';
import { useCallback, useEffect } from 'react';
import { useForm, type DefaultValues, type FieldPath, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { useDialogs } from '../dialogs/dialog-host.tsx';
import { withMarkupRule } from './markup-rule.ts';
import { watchUserPresses } from './user-focus.ts';

/**
 * A schema a form over route `Id` may validate with: the route's own body schema (contracts), or that schema with a
 * page's refinement (`departmentSave.superRefine(...)`) or extra screen-only fields (`.extend({ confirmPassword })`).
 * Whatever it is, what it gives out is the route's body, so a renamed contract field stops the form compiling.
 * Beside the schema, the server's markup rule holds for every plain-text value (markup-rule.ts).
 */
export type RouteFormSchema<Id extends RouteId> = z.ZodType<RouteBody<RouteTable[Id]>, Record<string, unknown>>;

/**
 * A field left empty (a select on its blank choice, a value never set) whose schema has no message of its own for
 * it (an enum, a bare string) reads 'This is a required field', as every required field of the spec does.
 */
export const requiredWhenEmpty: z.core.$ZodErrorMap = (issue) => (issue.input === '' || issue.input === undefined ? MSG.requiredField : undefined);

/** A form over a route's body: react-hook-form's, plus the shared submit rule and the server's field messages. */
export type RouteForm<S extends z.ZodType<unknown, Record<string, unknown>>> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /**
   * Validates every field (showing every message); an invalid form shows 'Validation Failed' and sends nothing, a
   * valid one calls `onValid` with the schema's output (trimmed, defaults filled). The promise settles when it is
   * done, so a `SingleClickButton` stays disabled until then.
   */
  submit(onValid: SubmitHandler<z.output<S>>): Promise<void>;
  /** A 400 answer's field messages, shown under their fields until each is changed. */
  setServerErrors(errors: Record<string, string>): void;
};

/**
 * A form on react-hook-form with the zod resolver over route `id`'s body schema (DESIGN §3.11: one rule set, the spec's
 * messages from the schema). Its values are `z.input` of the schema; messages show once a field was left by the person
 * (a field the page focused by itself and that was left untouched stays quiet: user-focus.ts, `RouteField`) or on
 * submit, and follow every change after that. Lay fields out with `RouteField` and a layout-only `FieldDef`.
 *
 * @example
 * const form = useRouteForm('department.save', departmentSave, { defaultValues: { encryptedOrganisationId, name: '', description: '' } });
 * const save = useRouteMutation('department.save', { onFieldErrors: form.setServerErrors });
 * <RouteField form={form} field={{ id: 'name', label: 'Name', type: 'text', required: true }} />
 * <SingleClickButton onClick={() => form.submit((body) => save.send({ body }))}>Save</SingleClickButton>
 */
export function useRouteForm<Id extends RouteId, S extends RouteFormSchema<Id>>(
  _id: Id,
  schema: S,
  options: {
    defaultValues: DefaultValues<z.input<S>>;
    /** Fields of rich content (the route's `richTextFields`): the server checks them against the allowed tags. */
    richText?: readonly FieldPath<z.input<S>>[];
  },
): RouteForm<S> {
  const dialogs = useDialogs();
  useEffect(() => watchUserPresses(), []);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's overloads cannot follow a generic schema; S is a zod 4 schema of these input and output types.
    resolver: withMarkupRule(
      zodResolver(schema as unknown as z.ZodType<z.output<S>, z.input<S>>, { error: requiredWhenEmpty }) as never,
      options.richText,
    ),
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });
  const { handleSubmit, setError } = form;
  const submit = useCallback(
    async (onValid: SubmitHandler<z.output<S>>) => {
      let invalid = false;
      await handleSubmit(onValid, () => {
        invalid = true;
      })();
      // Opened once react-hook-form has published the field messages (it does so after the invalid callback), so the
      // dialog never shows over a form whose messages are not there yet.
      if (invalid) void dialogs.message({ title: MSG.validationFailedTitle, message: MSG.validationFailed });
    },
    [handleSubmit, dialogs],
  );
  const setServerErrors = useCallback(
    (errors: Record<string, string>) => {
      for (const [name, message] of Object.entries(errors)) setError(name as FieldPath<z.input<S>>, { type: 'server', message });
    },
    [setError],
  );
  return Object.assign(form, { submit, setServerErrors });
}
