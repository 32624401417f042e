import type { RouteId } from '@scheduler/contracts/routes/index';
import { useEffect, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldPath } from 'react-hook-form';
import type * as z from 'zod';
import type { CallAnswer, CallRequest } from '../../lib/api/index.ts';
import { useRouteMutation } from '../../lib/api/use-route-mutation.ts';
import { useDialogs } from '../dialogs/dialog-host.tsx';
import type { RecordMode } from '../record-actions.tsx';
import { useRouteForm, type RouteFormSchema } from './use-route-form.ts';

export interface RecordFormOptions<Id extends RouteId, S extends RouteFormSchema<Id>, T> {
  /** The save route; its body schema (or the page's refinement of it) is `schema`. */
  route: Id;
  schema: S;
  /** A new record (NEW) rather than one that was read (VIEW, and EDIT after Edit). */
  isNew: boolean;
  /** The record as read; undefined while loading and for a new one. */
  record: T | undefined;
  /** The record's id, or anything that names the record open: a change of it leaves EDIT and starts a new form. */
  recordKey: string;
  /** Fields of rich content (the route's `richTextFields`): the server checks them against the allowed tags. */
  richText?: readonly FieldPath<z.input<S>>[];
  /** The form's values for a record, or for a new one (undefined): `z.input` of the schema. */
  valuesOf(record?: T): DefaultValues<z.input<S>>;
  /** The request a valid form sends (usually `{ body: values }`, with the route's path parameters where it has any). */
  request(values: z.output<S>): CallRequest<Id>;
  /** A question to ask before sending (false: nothing is sent and the form stays as it is). */
  confirm?(values: z.output<S>): Promise<boolean>;
  /** Where a saved record goes (VIEW of a new id, a dialog closes, the caller is told), before the saved dialog. */
  done?(answer: CallAnswer<Id>): void;
  /** The dialog that says the record was saved. */
  saved(answer: CallAnswer<Id>): { title: string; message: ReactNode };
  /** Cancel outside EDIT (NEW, or a dialog): where the page goes back to. */
  leave?(): void;
}

/**
 * The NEW / VIEW / EDIT flow every record page shares (doc 1 §5, doc 3 §2), owning the page's form (`useRouteForm`
 * over the save route's schema) and its write (`useRouteMutation`): Edit and Cancel, and Save: validate, send, put a
 * 400 answer's field messages under the fields, show a refusal titled with its status, leave EDIT and go where the
 * page says, then say it was saved. What the save makes stale is the route's entry in `route-invalidations.ts`.
 * Values another field decides (an end time, a duration) are computed from `form.watch` where they are shown, not
 * copied into the form by effects.
 *
 * @example
 * const page = useRecordForm({
 *   route: 'department.save', schema: departmentSave, isNew, record: department.data, recordKey: departmentId,
 *   valuesOf: (d) => ({ encryptedOrganisationId: organisationId, name: d?.name ?? '', description: d?.description ?? '', active: d?.active ?? true }),
 *   request: (body) => ({ body }),
 *   saved: () => ({ title: MSG.departmentSavedTitle, message: MSG.departmentSaved }),
 * });
 * <RouteField form={page.form} field={NAME} readOnly={page.readOnly} />
 * <SaveCancelFooter mode={page.mode} onCancel={page.cancel} onSave={page.save} />
 */
export function useRecordForm<Id extends RouteId, S extends RouteFormSchema<Id>, T>(o: RecordFormOptions<Id, S, T>) {
  const dialogs = useDialogs();
  const [editing, setEditing] = useState(false);
  const mode: RecordMode = o.isNew ? 'NEW' : editing ? 'EDIT' : 'VIEW';
  const form = useRouteForm(o.route, o.schema, { defaultValues: o.valuesOf(), richText: o.richText });
  const write = useRouteMutation(o.route, { onFieldErrors: form.setServerErrors });

  useEffect(() => {
    setEditing(false);
    // A new record's defaults may arrive after the person began (its project, the zones): what they typed stays, and
    // so do the messages shown, each checked again against the value its field now holds.
    if (o.isNew) {
      const shown = Object.keys(form.formState.errors);
      form.reset(o.valuesOf(), { keepDirtyValues: true, keepErrors: true, keepTouched: true, keepIsSubmitted: true, keepSubmitCount: true });
      if (shown.length > 0) void form.trigger(shown as FieldPath<z.input<S>>[]);
    }
  }, [o.recordKey]);
  useEffect(() => {
    if (o.record) form.reset(o.valuesOf(o.record));
  }, [o.record]);

  const save = () =>
    form.submit(async (values) => {
      if (o.confirm && !(await o.confirm(values))) return;
      const answer = await write.send(o.request(values));
      if (!answer) return;
      setEditing(false);
      o.done?.(answer);
      await dialogs.message(o.saved(answer));
    });

  const cancel = () => {
    if (mode === 'EDIT') {
      form.reset(o.valuesOf(o.record));
      setEditing(false);
    } else o.leave?.();
  };

  return { mode, form, edit: () => setEditing(true), save, cancel, readOnly: mode === 'VIEW', isPending: write.isPending };
}
