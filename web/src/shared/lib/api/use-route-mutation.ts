import { MSG } from '@scheduler/contracts/messages';
import type { RouteId } from '@scheduler/contracts/routes/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDialogs } from '../../ui/dialogs/dialog-host.tsx';
import { api } from './api.ts';
import type { CallAnswer, CallRequest } from './call-types.ts';
import type { CallOptions, CallRest } from './client.ts';
import { ApiError } from './errors.ts';
import { invalidateAfter } from './route-invalidations.ts';

export interface RouteMutationOptions {
  /** Envelope statuses that mean the write was done (default SUCCESS; `project-alert.remove` answers REMOVED). */
  done?: readonly string[];
  /** A 400 answer's field messages, for the form to put under its fields (`useRouteForm`'s `form.setServerErrors`). */
  onFieldErrors?(errors: Record<string, string>): void;
  /** Call options beside the request (headers). */
  call?: Pick<CallOptions, 'headers'>;
  /**
   * Failures other than a 400 come here instead of going to the shell's global rules: for a public page that tells
   * every refusal its own way (the download page titles it with the answer's status, whatever the HTTP status).
   */
  onFailure?(error: unknown): Promise<void> | void;
  /**
   * The title of a refusal where the spec words it for this write (the user actions' 'FAILED', the profile's
   * 'Validation Error'): called with the answer's status, undefined for a 400 answer. By default a 400 answer is
   * 'Validation Failed' and an answer not done is titled with its status ('ERROR' when it has none).
   */
  refusalTitle?(status: string | undefined): string;
}

const statusOf = (answer: unknown): string | undefined =>
  answer && typeof answer === 'object' && 'status' in answer && typeof answer.status === 'string' ? answer.status : undefined;
const messageOf = (answer: unknown): string | undefined =>
  answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string' ? answer.message : undefined;

/**
 * The one way the web writes (DESIGN §3.11). `send(request)` calls the route and settles to its answer once the write
 * was done, or to undefined when it was not, after the person was told the spec's way:
 * - an answer whose envelope status is not done (`FAILED`, 'Existing Template'...): a dialog titled with its status
 *   and its message (or the generic one), closed before `send` settles;
 * - a 400 answer: its field messages go to `onFieldErrors` and the 'Validation Failed' dialog shows;
 * - any other failure: the shell's global error rules (logout, access denied, 'Something went wrong'...), as for every
 *   call, or `onFailure` where the page gives one.
 * On success, the reads `ROUTE_INVALIDATIONS` names for this route are invalidated (awaited) before `send` settles.
 * `isPending` is true while a write is on its way; a `SingleClickButton` whose `onClick` returns `send(...)` is
 * disabled until it settles.
 *
 * @example
 * const archive = useRouteMutation('resource.archive');
 * const answer = await archive.send({ params: { id } });
 * if (answer) await dialogs.message({ title: 'Resource Archived', message: answer.message });
 */
export function useRouteMutation<Id extends RouteId>(id: Id, options: RouteMutationOptions = {}) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  const done = options.done ?? ['SUCCESS'];
  const mutation = useMutation({
    mutationKey: [id],
    mutationFn: (request: CallRequest<Id>): Promise<CallAnswer<Id>> =>
      // The request was typed against the route by `send`; the spread loses that link for the compiler.
      api.call(
        id,
        ...([{ ...request, ...options.call, acceptAnyStatus: true, ...(options.onFailure && { errors: 'caller' }) }] as unknown as CallRest<Id>),
      ),
  });

  async function send(request: CallRequest<Id>): Promise<CallAnswer<Id> | undefined> {
    let answer: CallAnswer<Id>;
    try {
      answer = await mutation.mutateAsync(request);
    } catch (e) {
      if (e instanceof ApiError && e.httpStatus === 400) {
        if (e.fieldErrors && Object.keys(e.fieldErrors).length > 0) options.onFieldErrors?.(e.fieldErrors);
        void dialogs.message({
          title: options.refusalTitle?.(undefined) ?? MSG.validationFailedTitle,
          message: e.fieldErrors ? MSG.validationFailed : e.message || MSG.validationFailed,
        });
      } else await options.onFailure?.(e);
      return undefined;
    }
    const status = statusOf(answer);
    if (status !== undefined && !done.includes(status)) {
      await dialogs.message({ title: options.refusalTitle?.(status) ?? (status || 'ERROR'), message: messageOf(answer) || MSG.generic });
      return undefined;
    }
    await invalidateAfter(client, id);
    return answer;
  }

  return { send, isPending: mutation.isPending };
}
