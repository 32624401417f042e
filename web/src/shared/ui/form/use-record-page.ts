import type { StatusAnswer } from '@scheduler/contracts/envelope';
import { MSG } from '@scheduler/contracts/messages';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type * as z from 'zod';
import { useDialogs } from '../dialogs/dialog-host.tsx';
import type { RecordMode } from '../record-actions.tsx';
import type { FieldDef } from './form-field.tsx';
import { schemaErrors } from './schema-errors.ts';
import { submitForm } from './submit-form.ts';
import { useFieldForm, type FormValues } from './use-field-form.ts';

export interface RecordPageOptions<T, Body, Answer extends StatusAnswer> {
  /** A new record (NEW) rather than one that was read (VIEW, and EDIT after Edit). */
  isNew: boolean;
  /** The record as read; undefined while loading and for a new one. */
  record: T | undefined;
  /** The record's id, or anything that names the record open: a change of it leaves EDIT and starts a new form. */
  recordKey: string;
  fields: FieldDef[];
  /** The form's values for a record, or for a new one (undefined). */
  valuesOf(record?: T): FormValues;
  /** The request the form sends. */
  body(values: FormValues): Body;
  /** The route's body schema (contracts): the request is checked with the server's own rule before it is sent. */
  schema: z.ZodType;
  /** A question to ask before sending (false: nothing is sent and the form stays as it is). */
  confirm?(body: Body): Promise<boolean>;
  send(body: Body): Promise<Answer>;
  /** What the save changed, read again; lists (['table'], the audit log among them) always are. */
  refresh?(answer: Answer): QueryKey[];
  /** Where a saved record goes (VIEW of a new id, a dialog closes, the caller is told), before the saved dialog. */
  done?(answer: Answer): void;
  /** The dialog that says the record was saved. */
  saved(answer: Answer): { title: string; message: ReactNode };
  /** Cancel outside EDIT (NEW, or a dialog): where the page goes back to. */
  leave?(): void;
}

/**
 * The NEW / VIEW / EDIT flow every record page shares (doc 1 §5, doc 3 §2): the form over the record, Edit and
 * Cancel, and Save: validate (the screen's field rules and the route's body schema), send, put a 400 answer's field
 * messages under the fields, show a refusal (a status other than SUCCESS) titled with its status, read again what
 * changed, leave EDIT and go where the page says, then say it was saved.
 */
export function useRecordPage<T, Body, Answer extends StatusAnswer>(o: RecordPageOptions<T, Body, Answer>) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const mode: RecordMode = o.isNew ? 'NEW' : editing ? 'EDIT' : 'VIEW';
  const { schema, body: toBody } = o;
  const check = useCallback((values: FormValues) => schemaErrors(schema, toBody(values)), [schema, toBody]);
  const form = useFieldForm(o.fields, o.valuesOf(), check);

  useEffect(() => {
    setEditing(false);
    if (o.isNew) form.reset(o.valuesOf());
  }, [o.recordKey]);
  useEffect(() => {
    if (o.record) form.reset(o.valuesOf(o.record));
  }, [o.record]);

  const save = () =>
    submitForm({
      validate: form.validate,
      dialogs,
      setServerErrors: form.setServerErrors,
      send: async () => {
        const body = toBody(form.values);
        if (o.confirm && !(await o.confirm(body))) return;
        const answer = await o.send(body);
        if (answer.status !== 'SUCCESS') {
          await dialogs.message({ title: answer.status || 'ERROR', message: answer.message || MSG.generic });
          return;
        }
        for (const queryKey of [...(o.refresh?.(answer) ?? []), ['table']]) await queryClient.invalidateQueries({ queryKey });
        setEditing(false);
        o.done?.(answer);
        await dialogs.message(o.saved(answer));
      },
    });

  const cancel = () => {
    if (mode === 'EDIT') {
      form.reset(o.valuesOf(o.record));
      setEditing(false);
    } else o.leave?.();
  };

  return { mode, form, edit: () => setEditing(true), save, cancel, readOnly: mode === 'VIEW' };
}
